import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositEntry, holdEntry, money } from '@kabuto/domain';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ownerToken, signUp } from '../../test/fixtures';
import { placeHold, post, releaseHold } from './ledger.service';
import { trialBalance } from './trial-balance.repository';

let app: TestApp;
let memberId: number;
const now = new Date('2026-11-25T03:00:00Z');
beforeAll(async () => {
  app = await startTestApp();
  const session = await signUp(app);
  memberId = (await app.db.pool.query('SELECT id FROM members WHERE account = $1', [session.account])).rows[0].id;
});
afterAll(() => app.close());

describe('ledger', () => {
  it('posts an entry with its postings and cached balances, once per reason and reference', async () => {
    await app.db.transaction((tx) =>
      post(tx, depositEntry(String(memberId), money('JPY', 10_000n)), { reference: 'T-1', memberId, now }),
    );
    await expect(
      app.db.transaction((tx) =>
        post(tx, depositEntry(String(memberId), money('JPY', 10_000n)), { reference: 'T-1', memberId, now }),
      ),
    ).rejects.toThrow(/ledger_entries_once/);
    const { rows } = await app.db.pool.query(
      `SELECT a.key, a.balance, p.amount FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
         JOIN ledger_entries e ON e.id = p.entry_id WHERE e.reference = 'T-1' ORDER BY a.key`,
    );
    // House accounts keep no cached balance; the member's is the sum of its postings.
    expect(rows).toEqual([
      { key: 'house:JPY:bank', balance: null, amount: '-10000' },
      { key: `member:JPY:available:${memberId}`, balance: '10000', amount: '10000' },
    ]);
  });

  it('refuses to take a member bucket below zero, changing nothing', async () => {
    const refused = await app.db.transaction((tx) =>
      post(tx, holdEntry(String(memberId), money('JPY', 10_001n), 'withdrawal_hold'), { reference: 'T-2', memberId, now }),
    );
    expect(refused).toMatchObject({ rejected: 'insufficient_funds', params: { balance: '10000', required: '10001' } });
    expect((await app.db.pool.query("SELECT 1 FROM ledger_entries WHERE reference = 'T-2'")).rowCount).toBe(0);
  });

  it('holds and releases, recording what the hold is for', async () => {
    await app.db.transaction((tx) =>
      placeHold(tx, { memberId, amount: money('JPY', 4_000n), purpose: 'withdrawal', reference: 'W-T3', now }),
    );
    const held = await app.db.pool.query("SELECT purpose, status FROM holds WHERE reference = 'W-T3'");
    expect(held.rows[0]).toEqual({ purpose: 'withdrawal', status: 'held' });
    await app.db.transaction((tx) => releaseHold(tx, 'W-T3', now));
    expect((await app.db.pool.query("SELECT status FROM holds WHERE reference = 'W-T3'")).rows[0].status).toBe('released');
    await expect(app.db.transaction((tx) => releaseHold(tx, 'W-T3', now))).rejects.toThrow(/not open/);
  });

  it('cannot commit an entry that does not balance, whatever the code does', async () => {
    await expect(
      app.db.transaction(async (tx) => {
        const entry = await tx.query("INSERT INTO ledger_entries (reason, reference) VALUES ('deposit', 'T-4') RETURNING id");
        const account = await tx.query("SELECT id FROM ledger_accounts WHERE key = 'house:JPY:bank'");
        await tx.query('INSERT INTO ledger_postings (entry_id, account_id, amount) VALUES ($1, $2, 5)', [
          entry.rows[0].id,
          account.rows[0].id,
        ]);
      }),
    ).rejects.toThrow(/does not balance/);
  });

  it('shows a cached balance that disagrees with its postings in the trial balance', async () => {
    expect((await trialBalance(app.db.pool))[0]).toMatchObject({ currency: 'JPY', sum: '0', mismatches: 0 });
    await app.db.pool.query('ALTER TABLE ledger_accounts DROP CONSTRAINT member_balance_not_negative');
    await app.db.pool.query(`UPDATE ledger_accounts SET balance = balance + 7 WHERE key = 'member:JPY:available:${memberId}'`);
    const reply = await app.admin('/ledger/trialBalance', {}, await ownerToken(app));
    expect(reply.body.data[0]).toMatchObject({
      currency: 'JPY',
      sum: '0',
      mismatches: 1,
      mismatchedAccounts: [{ key: `member:JPY:available:${memberId}`, cached: '10007', posted: '10000', difference: '7' }],
    });
  });
});
