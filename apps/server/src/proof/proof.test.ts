/**
 * The proof of liabilities through HTTP against Postgres: a day's tree after the JST close whose
 * total is every member's money in the ledger, each member's path verified with an independent
 * hasher (node:crypto), the public roots, 404 for a day or a proof that is not the member's, and a
 * ledger whose cached balance disagrees with its postings stopping publication.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { fundedMember, ownerToken, type Session } from '../../test/fixtures';
import { verify } from '../../../../scripts/verify-proof.mjs';
import { createProofService, type ProofService } from './proof.service';

let app: TestApp;
let proof: ProofService;
let alice: Session;
let bob: Session;

// 16:00 JST on Wednesday 25 November 2026, after the close: the proof of the 25th.
const afterClose = new Date('2026-11-25T07:00:00Z');

beforeAll(async () => {
  app = await startTestApp({}, { startAt: afterClose });
  alice = await fundedMember(app, '300000');
  bob = await fundedMember(app, '125000');
  proof = createProofService({ db: app.db, clock: () => app.clock.now, hours: 'tse', seed: 'proof-test' });
});
afterAll(() => app.close());

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Walks a path to its root as API.md writes it, with no code shared with the server. */
function rootOf(mine: {
  leaf: { memberId: string; nonce: string; balance: string };
  path: { hash: string; sum: string; side: string }[];
}) {
  let hash = sha(`${mine.leaf.memberId}:${mine.leaf.nonce}:${mine.leaf.balance}`);
  let sum = BigInt(mine.leaf.balance);
  for (const step of mine.path) {
    hash = step.side === 'left' ? sha(`${step.hash}${step.sum}${hash}${sum}`) : sha(`${hash}${sum}${step.hash}${step.sum}`);
    sum += BigInt(step.sum);
  }
  return { hash, sum: sum.toString() };
}

async function ledgerMemberTotal(): Promise<string> {
  const { rows } = await app.db.pool.query(
    `SELECT coalesce(sum(p.amount), 0)::text AS total FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.member_id IS NOT NULL AND a.currency = 'JPY'`,
  );
  return rows[0].total;
}

describe('the proof of liabilities', () => {
  it('has nothing published before the first close is built', async () => {
    const latest = await app.call('/proof/latest', {});
    expect(latest.statusCode).toBe(404);
  });

  it("publishes the day's tree after the close, its total equal to the ledger's member accounts", async () => {
    // Before 15:30 JST the last close is the 24th's; after it, the 25th's.
    expect(await proof.buildDue(afterClose)).toBe('published');
    expect(await proof.buildDue(afterClose)).toBe('exists');
    const latest = (await app.call('/proof/latest', {})).body.data;
    expect(latest).toMatchObject({ date: '2026-11-25', algorithm: 'kabuto-pol-v1', total: await ledgerMemberTotal() });
    expect(latest.root).toMatch(/^[0-9a-f]{64}$/);
    // The deposits reached the firm's bank account: segregated cash ≥ what is owed on deposits alone.
    expect(BigInt(latest.segregated)).toBeGreaterThanOrEqual(300_000n + 125_000n);
    const list = (await app.call('/proof/list', { page: 1, size: 10 })).body.data;
    expect(list).toMatchObject({ total: 1, items: [{ date: '2026-11-25', root: latest.root }] });
  });

  it("gives each member a path an independent hasher walks to the published root, with the member's balance", async () => {
    const latest = (await app.call('/proof/latest', {})).body.data;
    for (const [session, yen] of [
      [alice, '300000'],
      [bob, '125000'],
    ] as const) {
      const mine = (await app.call('/proof/mine', {}, session)).body.data;
      expect(mine.leaf.balance).toBe(yen);
      expect(mine.root).toBe(latest.root);
      expect(rootOf(mine)).toEqual({ hash: latest.root, sum: latest.total });
    }
    // The repository's stand-alone verifier agrees, and refuses Alice's proof claiming ¥1 more.
    const aliceMine = (await app.call('/proof/mine', {}, alice)).body.data;
    expect(verify(aliceMine)).toMatchObject({ ok: true, sum: latest.total });
    expect(verify({ ...aliceMine, leaf: { ...aliceMine.leaf, balance: '300001' } })).toMatchObject({ ok: false });
    // Bob's leaf on Alice's path does not reach the root.
    const aliceProof = (await app.call('/proof/mine', {}, alice)).body.data;
    const bobProof = (await app.call('/proof/mine', {}, bob)).body.data;
    expect(rootOf({ leaf: bobProof.leaf, path: aliceProof.path }).hash).not.toBe(latest.root);
  });

  it('answers 404 for a day without a proof, and 401 without a session', async () => {
    expect((await app.call('/proof/mine', { date: '2026-11-20' }, alice)).statusCode).toBe(404);
    expect((await app.call('/proof/mine', {})).statusCode).toBe(401);
    expect((await app.call('/proof/mine', { date: '25-11-2026' }, alice)).statusCode).toBe(400);
  });

  it('stops publication when a cached balance differs from its postings, and shows staff why', async () => {
    const { rows } = await app.db.pool.query(
      `UPDATE ledger_accounts SET balance = balance + 1 WHERE key LIKE 'member:JPY:available:%' AND balance > 0
        AND id = (SELECT min(id) FROM ledger_accounts WHERE key LIKE 'member:JPY:available:%' AND balance > 0) RETURNING id`,
    );
    const nextDay = new Date('2026-11-26T07:00:00Z');
    expect(await proof.buildDue(nextDay)).toBe('mismatch');
    // Tried again an hour later, not at every tick.
    expect(await proof.buildDue(new Date(nextDay.getTime() + 60_000))).toBe('waiting');
    expect((await app.call('/proof/latest', {})).body.data.date).toBe('2026-11-25');
    const runs = (await app.admin('/proof/runs', { page: 1, size: 10 }, await ownerToken(app))).body.data;
    expect(runs.items[0]).toMatchObject({ date: '2026-11-26', status: 'mismatch', root: null });
    expect(runs.items[0].detail).toMatch(/cached \d+, posted \d+/);
    await app.db.pool.query('UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1', [rows[0].id]);
    expect(await proof.buildDue(new Date(nextDay.getTime() + 3_600_000))).toBe('published');
  });
});
