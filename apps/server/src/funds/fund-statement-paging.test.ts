/**
 * A long statement pages through the ledger's index: a member with thousands of postings gets any
 * page with each line's balance after read from its own row (written when it posted), the pages
 * joining up with no line lost or repeated, and the plan finding the member's postings by the
 * account index rather than reading the whole postings table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositEntry, holdEntry, money } from '@kabuto/domain';
import { startTestApp, type TestApp } from '../../test/test-app';
import { expectBooksBalanced, signUp, type Session } from '../../test/fixtures';
import { postAll, type EntryToPost } from '../ledger/ledger.service';

let app: TestApp;
let session: Session;
let memberId: number;
const now = new Date('2026-11-25T03:00:00Z');
/** 2,000 deposits of ¥1,000 and 2,000 holds of ¥100: 6,000 statement lines (a hold is two). */
const rounds = 2_000;

beforeAll(async () => {
  app = await startTestApp();
  session = await signUp(app);
  memberId = (await app.db.pool.query('SELECT id FROM members WHERE account = $1', [session.account])).rows[0].id;
  const items: EntryToPost[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const meta = { reference: `P-${round}`, memberId, now };
    items.push({ entry: depositEntry(String(memberId), money('JPY', 1_000n)), meta });
    items.push({ entry: holdEntry(String(memberId), money('JPY', 100n), 'order_hold'), meta });
  }
  for (let start = 0; start < items.length; start += 500) {
    const posted = await app.db.transaction((tx) => postAll(tx, items.slice(start, start + 500)));
    expect(posted.every((result) => result === true)).toBe(true);
  }
}, 120_000);
afterAll(() => app.close());

const page = async (number: number) =>
  (await app.call('/funds/records', { page: number, size: 100 }, session)).body.data as {
    total: number;
    items: { id: string; bucket: string; amount: string; balanceAfter: string }[];
  };

describe('a long statement', () => {
  it('pages 6,000 lines newest first, each balance after following from the one before it', async () => {
    const first = await page(1);
    expect(first.total).toBe(3 * rounds);
    // The newest: the last hold, available 2,000 × (1,000 − 100) = 1,800,000 and frozen 2,000 × 100 = 200,000.
    expect(first.items.slice(0, 2)).toMatchObject([
      { bucket: 'available', amount: '-100', balanceAfter: '1800000' },
      { bucket: 'frozen', amount: '100', balanceAfter: '200000' },
    ]);
    const seen = new Set<string>();
    const next = new Map<string, bigint>();
    for (let number = 1; number <= (3 * rounds) / 100; number += 1) {
      for (const item of (await page(number)).items) {
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
        // Newest first: a line's balance after is the next newer line's balance after, less that line's amount.
        const expected = next.get(item.bucket);
        if (expected !== undefined) expect(BigInt(item.balanceAfter)).toBe(expected);
        next.set(item.bucket, BigInt(item.balanceAfter) - BigInt(item.amount));
      }
    }
    expect(seen.size).toBe(3 * rounds);
    expect([...next.values()]).toEqual([0n, 0n]);
    await expectBooksBalanced(app);
  }, 120_000);

  it('has the balances after that migration 034 fills in for older postings, the ones posting wrote', async () => {
    // The migration's formula, run over postings written since: it must agree with every one.
    const { rows } = await app.db.pool.query(
      `SELECT count(*)::int AS checked, count(*) FILTER (WHERE r.after IS DISTINCT FROM p.balance_after)::int AS differ
         FROM ledger_postings p
         JOIN (SELECT p.id, sum(p.amount) OVER (PARTITION BY p.account_id ORDER BY p.entry_id) AS after
                 FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
                WHERE a.member_id IS NOT NULL) r ON r.id = p.id`,
    );
    expect(rows[0].checked).toBeGreaterThanOrEqual(3 * rounds);
    expect(rows[0].differ).toBe(0);
  });

  it('finds the member’s postings through the account index', async () => {
    const { rows } = await app.db.pool.query(
      `EXPLAIN SELECT * FROM member_cash_movements WHERE member_id = $1 ORDER BY entry_id DESC LIMIT 100 OFFSET 2900`,
      [memberId],
    );
    const plan = rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/ledger_postings_account_entry/);
    expect(plan).not.toMatch(/Seq Scan on ledger_postings/);
    const started = process.hrtime.bigint();
    await page(30);
    console.info(`statement page 30 of 60 (6,000 lines): ${(process.hrtime.bigint() - started) / 1_000_000n} ms`);
  });
});
