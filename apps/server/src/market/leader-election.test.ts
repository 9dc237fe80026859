import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { cloneTemplate } from '../../test/postgres-server';
import { eventually } from '../../test/eventually';
import { electLeader, type LeaderElection } from './leader-election';

const lockId = 77_001;
let db: Database;
/** A node's part: what it is doing now, by what the election asked of it. */
type Part = 'none' | 'leading' | 'following';

beforeAll(async () => {
  db = openDatabase(await cloneTemplate(inject('postgresUrl'), inject('templateDatabase')), 5);
});

afterAll(async () => {
  await db?.close();
});

async function node(name: string, log: string[] = []) {
  const state = { part: 'none' as Part, leads: 0 };
  const election = await electLeader({
    pool: db.pool,
    lockId,
    retryMs: 100,
    log: (line) => log.push(`${name}: ${line}`),
    async lead() {
      state.part = 'leading';
      state.leads++;
      return async () => void (state.part = 'none');
    },
    follow() {
      state.part = 'following';
      return () => void (state.part = 'none');
    },
  });
  return { state, election };
}

/** Ends the connection holding the lock from the server's side, as a network failure would. */
async function cutLockConnection(): Promise<void> {
  const { rowCount } = await db.pool.query(
    `SELECT pg_terminate_backend(pid) FROM pg_locks
      WHERE locktype = 'advisory' AND objid = $1 AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [lockId],
  );
  expect(rowCount).toBe(1);
}

const stopAll = (elections: LeaderElection[]) => Promise.all(elections.map((election) => election.stop()));

describe('leader election by advisory lock', () => {
  it('lets the first node lead and the second follow', async () => {
    const a = await node('a');
    const b = await node('b');
    expect([a.election.leader, b.election.leader]).toEqual([true, false]);
    expect([a.state.part, b.state.part]).toEqual(['leading', 'following']);
    await stopAll([a.election, b.election]);
    expect([a.state.part, b.state.part]).toEqual(['none', 'none']);
  });

  it('hands the lead to a follower once the leader stops, and to nobody before', async () => {
    const a = await node('a');
    const b = await node('b');
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Four retries later, b still follows: the lock is held.
    expect(b.state).toEqual({ part: 'following', leads: 0 });
    await a.election.stop();
    await eventually(() => b.election.leader, 2_000);
    expect(b.state).toEqual({ part: 'leading', leads: 1 });
    await b.election.stop();
  });

  it('lets the lock go on stop, so a node started later leads at once', async () => {
    const a = await node('a');
    await a.election.stop();
    const b = await node('b');
    expect(b.election.leader).toBe(true);
    await b.election.stop();
  });

  it("stops leading when the lock's connection fails, and one node leads again", async () => {
    const log: string[] = [];
    const a = await node('a', log);
    const b = await node('b', log);
    let bothLed = false;
    const watch = setInterval(() => (bothLed ||= a.state.part === 'leading' && b.state.part === 'leading'), 5);
    await cutLockConnection();
    await eventually(() => a.state.leads + b.state.leads === 2, 3_000);
    clearInterval(watch);
    expect(bothLed).toBe(false);
    expect(log).toContainEqual(expect.stringMatching(/^a: the lock's connection failed/));
    // Whichever retried first leads; the other follows, and the pool still has its connections.
    expect([a.state.part, b.state.part].sort()).toEqual(['following', 'leading']);
    expect((await db.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await stopAll([a.election, b.election]);
  });
});
