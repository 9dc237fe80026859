/**
 * The two limits every request meets before any rule runs: an amount beyond the contract's
 * maximum (one that would not fit the database's bigint once scaled to minor units) is a 400
 * `too_large`, never a 500; and a key the call does not know is a 400 naming it, never dropped
 * in silence. Nothing moves either way, and the books balance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  available,
  businessNoon,
  deposit,
  expectBooksBalanced,
  ownerToken,
  verifiedMember,
  type Session,
} from '../../test/fixtures';

let app: TestApp;
let session: Session;
let strategyId: number;

beforeAll(async () => {
  app = await startTestApp();
  app.clock.now = businessNoon;
  session = await verifiedMember(app);
  await deposit(app, session, '1000000');
  strategyId = (await app.call('/copy/strategies', {})).body.data[0].id;
});
afterAll(() => app.close());

const keyed = () => ({ ...session, 'idempotency-key': crypto.randomUUID() });

describe('amounts beyond the maximum', () => {
  it.each([
    { call: '/funds/exchange', body: { from: 'JPY', to: 'USD', amount: '9223372036854775808' } },
    { call: '/funds/exchange', body: { from: 'USD', to: 'VND', amount: '92233720368547758.08' } },
    { call: '/funds/exchange', body: { from: 'JPY', to: 'USD', amount: '100', minCredited: '99999999999999999999' } },
    { call: '/funds/exchangeQuote', body: { from: 'JPY', to: 'KRW', amount: '1000000000000' } },
    { call: '/funds/deposit', body: { channelId: 1, amount: '99999999999999999999999', currency: 'JPY' } },
    { call: '/loan/apply', body: { amount: '9223372036854775808', termDays: 30 } },
    { call: '/copy/follow', body: { strategyId: 0, amount: '99999999999999999999999', stopLossPct: 20 } },
  ])('$call refuses $body with 400 too_large, before a 500 from the database', async ({ call, body }) => {
    const sent = call === '/copy/follow' ? { ...body, strategyId } : body;
    const refused = await app.call(call, sent, keyed());
    const field = 'minCredited' in body ? 'minCredited' : 'amount';
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_input', fields: { [field]: 'too_large' } });
  });

  it('takes the largest amount (twelve digits) to the business rules, which refuse it', async () => {
    // ¥999,999,999,999 is within the contract; the member holds ¥1,000,000, so it is a 422.
    const refused = await app.call('/funds/exchange', { from: 'JPY', to: 'USD', amount: '999999999999' }, keyed());
    expect(refused.statusCode).toBe(422);
    expect(refused.body.code).toBe('insufficient_funds');
    const zeros = await app.call('/funds/exchangeQuote', { from: 'JPY', to: 'USD', amount: '000000000000100' }, session);
    expect(zeros.statusCode).toBe(200);
  });

  it('moves nothing, and the books balance', async () => {
    expect(await available(app, session, 'JPY')).toMatchObject({ available: '1000000', frozen: '0' });
    await expectBooksBalanced(app);
  });
});

describe('unknown keys', () => {
  it('refuses an order with an extra key, naming it, and places nothing', async () => {
    const order = { symbol: '1001', direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal', extra: 1 };
    const refused = await app.call('/trade/order', order, keyed());
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_input', fields: { extra: 'unknown_field' } });
    const orders = await app.call('/trade/orders', { page: 1, size: 10 }, session);
    expect(orders.body.data.total).toBe(0);
  });

  it('catches a typo of a field name rather than following without a stop-loss', async () => {
    const typo = await app.call('/copy/follow', { strategyId, amount: '100000', stopLoss: 20 }, keyed());
    expect(typo.statusCode).toBe(400);
    expect(typo.body.fields).toEqual({ stopLossPct: 'required', stopLoss: 'unknown_field' });
  });

  it('names an unknown key inside a nested object by its path', async () => {
    const owner = await ownerToken(app);
    const detail = await app.admin('/users/list', { keyword: session.account, page: 1, size: 1 }, owner);
    const userId = detail.body.data.items[0].id;
    const refused = await app.admin('/users/restrict', { userId, flags: { frozen: true, frozzen: true }, reason: 'test' }, owner);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_input', fields: { 'flags.frozzen': 'unknown_field' } });
    expect((await app.call('/user/info', {}, session)).body.data.restrictions.frozen).toBe(false);
  });

  it('still answers calls without a body and a body of exactly the known keys', async () => {
    expect((await app.call('/user/info', {}, session)).statusCode).toBe(200);
    expect((await app.call('/funds/records', { page: 1, size: 5 }, session)).statusCode).toBe(200);
    await expectBooksBalanced(app);
  });
});
