/**
 * What a withdrawal checks before its transaction (restrictions, the card, the fund password)
 * is checked again inside it: a change that commits while the withdrawal is on its way is seen,
 * and no hold is placed. The test holds the member's ledger rows in a transaction of its own,
 * so the withdrawal is caught between its first checks and its hold while the change commits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { available, businessNoon, fundedMember, ownerToken } from '../../test/fixtures';
import { eventually } from '../../test/eventually';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  app.clock.now = businessNoon;
  await app.admin('/config/set', { name: 'withdrawCardCooldownHours', value: '0' }, await ownerToken(app));
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof fundedMember>>;

/** Starts a withdrawal while `change` is made in a transaction that commits once the withdrawal waits on it. */
async function withdrawDuring(member: Member, change: string) {
  const blocker = await app.db.pool.connect();
  try {
    await blocker.query('BEGIN');
    await blocker.query(
      `SELECT id FROM ledger_accounts WHERE member_id = (SELECT id FROM members WHERE account = $1) FOR UPDATE`,
      [member.account],
    );
    await blocker.query(change, [member.account]);
    const reply = app.call(
      '/funds/withdraw',
      { bankCardId: member.cardId, amount: '100000', currency: 'JPY', fundPassword: '246810' },
      member,
    );
    // The withdrawal has passed its first checks and waits for a row this transaction holds.
    await eventually(async () => {
      const { rows } = await app.db.pool.query(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
      );
      return rows[0].waiting > 0;
    });
    await blocker.query('COMMIT');
    return await reply;
  } finally {
    blocker.release();
  }
}

describe('a withdrawal re-checked inside the transaction that places its hold', () => {
  it.each([
    {
      case: 'withdrawals barred meanwhile',
      change: 'UPDATE members SET withdraw_barred = true WHERE account = $1',
      code: 'withdraw_barred',
    },
    {
      case: 'the account frozen meanwhile',
      change: 'UPDATE members SET frozen = true WHERE account = $1',
      code: 'account_frozen',
    },
    {
      case: 'the card removed meanwhile',
      change: `UPDATE bank_cards SET removed_at = now() WHERE member_id = (SELECT id FROM members WHERE account = $1)`,
      code: 'not_found',
    },
    {
      case: 'the fund password changed meanwhile',
      change: `UPDATE members SET fund_password_hash = 'changed' WHERE account = $1`,
      code: 'fund_password_wrong',
    },
    {
      case: 'fund operations locked meanwhile',
      change: `UPDATE members SET fund_locked_until = now() + interval '2 days' WHERE account = $1`,
      code: 'fund_password_locked',
    },
  ])('refuses it when $case, holding nothing', async ({ change, code }) => {
    const member = await fundedMember(app, '500000');
    const reply = await withdrawDuring(member, change);
    expect(reply.body.code).toBe(code);
    expect(await available(app, member)).toMatchObject({ available: '500000', frozen: '0' });
    const { rows } = await app.db.pool.query(
      'SELECT count(*)::int AS count FROM withdrawals WHERE member_id = (SELECT id FROM members WHERE account = $1)',
      [member.account],
    );
    expect(rows[0].count).toBe(0);
  });
});
