import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { available, businessNoon, expectBooksBalanced, fundedMember, ownerToken, rowCount } from '../../test/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  app.clock.now = businessNoon;
  await app.admin('/config/set', { name: 'withdrawCardCooldownHours', value: '0' }, await ownerToken(app));
});
afterAll(() => app.close());

const withdraw = (
  session: { token: string; account: string; cardId: number },
  changes: Record<string, unknown> = {},
  key?: string,
) =>
  app.call(
    '/funds/withdraw',
    { bankCardId: session.cardId, amount: '100000', currency: 'JPY', fundPassword: '246810', ...changes },
    { token: session.token, account: session.account, ...(key ? { 'idempotency-key': key } : {}) },
  );

async function decide(account: string, approve: boolean, reason = '') {
  const owner = await ownerToken(app);
  const id = (await app.admin('/withdrawals/list', { status: 'pending', keyword: account, page: 1, size: 5 }, owner)).body.data
    .items[0].id;
  return app.admin('/withdrawals/review', { id, approve, reason }, owner);
}

describe('withdrawals', () => {
  it('freezes the amount at once, lists the hold, and pays it out when passed', async () => {
    const session = await fundedMember(app, '500000');
    const reply = await withdraw(session);
    expect(reply.body.data).toMatchObject({ orderNo: expect.stringMatching(/^W\d{8}$/), status: 'pending' });
    // 500,000 − 100,000 held = 400,000 available, 100,000 frozen.
    expect(await available(app, session)).toMatchObject({ available: '400000', frozen: '100000' });
    const holds = (await app.call('/funds/holds', {}, session)).body.data;
    expect(holds).toEqual([
      expect.objectContaining({ reference: reply.body.data.orderNo, purpose: 'withdrawal', amount: '100000' }),
    ]);
    expect((await decide(session.account, true)).statusCode).toBe(200);
    expect(await available(app, session)).toMatchObject({ available: '400000', frozen: '0' });
    expect((await app.call('/funds/holds', {}, session)).body.data).toEqual([]);
    await expectBooksBalanced(app);
  });

  it('returns the money when rejected', async () => {
    const session = await fundedMember(app, '300000');
    await withdraw(session, { amount: '50000' });
    expect((await decide(session.account, false, 'Card details do not match')).statusCode).toBe(200);
    expect(await available(app, session)).toMatchObject({ available: '300000', frozen: '0' });
    const records = (await app.call('/funds/records', { type: 'withdraw', page: 1, size: 10 }, session)).body.data.items;
    // Newest first: the release (frozen → available), then the hold (available → frozen), each with
    // the account's balance after it: 300,000 − 50,000 = 250,000 available while it was held.
    const rows = records.map((record: Record<string, string>) => [
      record.reason,
      record.bucket,
      record.amount,
      record.balanceAfter,
    ]);
    expect(rows).toEqual([
      ['withdrawal_release', 'available', '50000', '300000'],
      ['withdrawal_release', 'frozen', '-50000', '0'],
      ['withdrawal_hold', 'available', '-50000', '250000'],
      ['withdrawal_hold', 'frozen', '50000', '50000'],
    ]);
    for (const record of records) {
      expect(record).toMatchObject({ type: 'withdraw', status: 'rejected', remark: 'Card details do not match' });
    }
    await expectBooksBalanced(app);
  });

  it.each([
    { case: 'more than is available', changes: { amount: '600000' }, status: 422, code: 'insufficient_funds' },
    { case: 'below the minimum', changes: { amount: '999' }, status: 422, code: 'below_minimum' },
    { case: 'above the maximum', changes: { amount: '5000001' }, status: 422, code: 'above_maximum' },
    { case: 'a wrong fund password', changes: { fundPassword: '000000' }, status: 422, code: 'fund_password_wrong' },
    { case: 'no fund password', changes: { fundPassword: '' }, status: 400, code: 'invalid_input' },
    { case: 'someone else’s card', changes: { bankCardId: 1 }, status: 404, code: 'not_found' },
    { case: 'sen in yen', changes: { amount: '1000.5' }, status: 400, code: 'invalid_input' },
  ])('refuses $case and moves nothing', async ({ changes, status, code }) => {
    const session = await fundedMember(app, '500000');
    const before = await rowCount(app, 'withdrawals');
    const reply = await withdraw(session, changes);
    expect(reply.statusCode).toBe(status);
    expect(reply.body.code).toBe(code);
    expect(await available(app, session)).toMatchObject({ available: '500000', frozen: '0' });
    expect(await rowCount(app, 'withdrawals')).toBe(before);
  });

  it('asks for a fund password first when none is set, and counts wrong ones toward the lock', async () => {
    const session = await fundedMember(app);
    await app.db.pool.query('UPDATE members SET fund_password_hash = NULL WHERE account = $1', [session.account]);
    expect((await withdraw(session)).body.code).toBe('fund_password_not_set');
    await app.call(
      '/user/setFundPassword',
      { loginPassword: 'hanami2026', fundPassword: '246810', confirmFundPassword: '246810' },
      session,
    );
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await withdraw(session, { fundPassword: '111111' })).body.code).toBe('fund_password_wrong');
    expect((await withdraw(session, { fundPassword: '111111' })).body.code).toBe('fund_password_locked');
    expect((await withdraw(session)).body.code).toBe('fund_password_locked');
  });

  it('refuses a card still in its cool-down, naming when it ends', async () => {
    await app.admin('/config/set', { name: 'withdrawCardCooldownHours', value: '24' }, await ownerToken(app));
    try {
      const session = await fundedMember(app);
      const reply = await withdraw(session);
      expect(reply.statusCode).toBe(422);
      expect(reply.body).toMatchObject({
        code: 'card_cooling_down',
        params: { from: new Date(businessNoon.getTime() + 86_400_000).toISOString() },
      });
    } finally {
      await app.admin('/config/set', { name: 'withdrawCardCooldownHours', value: '0' }, await ownerToken(app));
    }
  });

  it('refuses a withdraw-barred member with the support link', async () => {
    const session = await fundedMember(app);
    const userId = (await app.db.pool.query('SELECT id FROM members WHERE account = $1', [session.account])).rows[0].id;
    await app.admin('/users/restrict', { userId, flags: { withdrawBarred: true }, reason: 'Review' }, await ownerToken(app));
    const reply = await withdraw(session);
    expect(reply.statusCode).toBe(403);
    expect(reply.body).toMatchObject({ code: 'withdraw_barred', params: { support: 'mailto:support@kabuto.example' } });
  });

  it('moves money once for five requests with one idempotency key', async () => {
    const session = await fundedMember(app, '500000');
    const replies = [];
    for (let attempt = 0; attempt < 5; attempt++) replies.push(await withdraw(session, {}, 'withdraw-key-0001'));
    expect(new Set(replies.map((reply) => reply.body.data.orderNo)).size).toBe(1);
    expect(await available(app, session)).toMatchObject({ available: '400000', frozen: '100000' });
    const changed = await withdraw(session, { amount: '20000' }, 'withdraw-key-0001');
    expect(changed.statusCode).toBe(422);
    expect(changed.body.code).toBe('idempotency_key_reused');
  });

  it('lets exactly the affordable ones of 200 simultaneous withdrawals through', async () => {
    const session = await fundedMember(app, '1000000');
    // 200 requests of ¥7,000 = ¥1,400,000 against ¥1,000,000: exactly 142 fit (142 × 7,000 = 994,000).
    const replies = await Promise.all(Array.from({ length: 200 }, () => withdraw(session, { amount: '7000' })));
    const accepted = replies.filter((reply) => reply.statusCode === 200).length;
    expect(replies.filter((reply) => reply.statusCode !== 200).every((reply) => reply.body.code === 'insufficient_funds')).toBe(
      true,
    );
    expect(accepted).toBe(142);
    expect(await available(app, session)).toMatchObject({ available: '6000', frozen: '994000' });
    await expectBooksBalanced(app);
  });

  it('shows staff the katakana holder of the account beside the verified name, to compare before paying', async () => {
    const session = await fundedMember(app, '200000');
    expect((await withdraw(session)).statusCode).toBe(200);
    const owner = await ownerToken(app);
    const queue = await app.admin('/withdrawals/list', { status: 'pending', keyword: session.account, page: 1, size: 5 }, owner);
    expect(queue.body.data.items[0]).toMatchObject({
      holderName: 'Yamada Taro',
      holderNameKana: 'ヤマダ タロウ',
      cardNumberMasked: expect.stringMatching(/^\*{3}\d{4}$/),
      bankName: 'MUFG',
    });
    expect((await decide(session.account, false, 'test')).statusCode).toBe(200);
    // 200,000 − 100,000 held, then returned = 200,000 available.
    expect(await available(app, session)).toMatchObject({ available: '200000', frozen: '0' });
    await expectBooksBalanced(app);
  });
});
