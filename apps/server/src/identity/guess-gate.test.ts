/**
 * The guess gate across API nodes: two pools on one database stand for two nodes (each keeps its
 * own queue in memory), so only the places counted in PostgreSQL keep their guesses together.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { reject } from '@kabuto/domain';
import { cloneTemplate } from '../../test/postgres-server';
import { openDatabase, type Database } from '../db/database';
import { judgeSignIn, wrongSignIn } from './sign-in-lock.service';

let nodes: [Database, Database];
beforeAll(async () => {
  const url = await cloneTemplate(inject('postgresUrl'), inject('templateDatabase'));
  nodes = [openDatabase(url, 5), openDatabase(url, 5)];
});
afterAll(() => Promise.all(nodes.map((db) => db.close())));

const now = new Date('2026-11-25T03:00:00Z');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 40 guesses of one pair, alternately through each node; each attempt takes 20 ms, as argon2 does. */
async function guessOnBothNodes(account: string, right: boolean) {
  let judged = 0;
  const key = { address: '198.51.100.77', account };
  const outcomes = await Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      judgeSignIn(nodes[index % 2] as Database, key, now, async () => {
        judged += 1;
        await sleep(20);
        return right ? ('signed in' as const) : wrongSignIn(reject('credentials_invalid'));
      }),
    ),
  );
  const codes = outcomes.map((outcome) => (typeof outcome === 'string' ? outcome : outcome.rejected));
  const tally = Object.fromEntries([...new Set(codes)].map((code) => [code, codes.filter((each) => each === code).length]));
  return { judged, tally };
}

describe('guesses of one pair through two nodes at once', () => {
  it('judges ten wrong ones at most, and answers every other locked', async () => {
    const { judged, tally } = await guessOnBothNodes('0866660001', false);
    expect(judged).toBe(10);
    expect(tally).toEqual({ credentials_invalid: 9, sign_in_locked: 31 });
  });

  it('judges every right one: places are given back, and nothing is counted', async () => {
    const { judged, tally } = await guessOnBothNodes('0866660002', true);
    expect(judged).toBe(40);
    expect(tally).toEqual({ 'signed in': 40 });
    const { rows } = await nodes[0].pool.query('SELECT count(*)::int AS count FROM sign_in_failures WHERE account = $1', [
      '0866660002',
    ]);
    expect(rows[0].count).toBe(0);
  });
});
