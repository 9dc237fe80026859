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
beforeAll(async () => {
  app = await startTestApp();
  app.clock.now = businessNoon;
  session = await verifiedMember(app);
  await deposit(app, session, '1000000');
});
afterAll(() => app.close());

describe('currency exchange', () => {
  it('publishes a mid rate per US dollar for every currency, the same for everyone this minute', async () => {
    const rates = (await app.call('/funds/rates', {})).body.data;
    expect(rates.map((rate: { quote: string }) => rate.quote).sort()).toEqual([
      'CNY',
      'HKD',
      'INR',
      'JPY',
      'KRW',
      'MYR',
      'THB',
      'TWD',
      'VND',
    ]);
    expect(rates[0].updatedAt).toBe('2026-11-25T03:00:00.000Z');
    expect((await app.call('/funds/rates', {})).body.data).toEqual(rates);
  });

  it('exchanges JPY → USD → JPY at the quoted rate with no fee, never gaining', async () => {
    const quote = (await app.call('/funds/exchangeQuote', { from: 'JPY', to: 'USD', amount: '100000' }, session)).body.data;
    const done = (await app.call('/funds/exchange', { from: 'JPY', to: 'USD', amount: '100000' }, session)).body.data;
    expect(done).toMatchObject({
      debited: quote.debited,
      credited: quote.credited,
      rate: quote.rate,
      orderNo: expect.stringMatching(/^X\d{8}$/),
    });
    expect(await available(app, session, 'USD')).toMatchObject({ available: quote.credited });
    expect(await available(app, session, 'JPY')).toMatchObject({ available: '900000' });

    const back = (await app.call('/funds/exchange', { from: 'USD', to: 'JPY', amount: quote.credited }, session)).body.data;
    expect(Number(back.credited)).toBeLessThanOrEqual(100_000);
    expect(Number(back.credited)).toBeGreaterThan(99_900);
    expect(await available(app, session, 'USD')).toMatchObject({ available: '0.00' });
    const records = (await app.call('/funds/records', { type: 'exchange', page: 1, size: 10 }, session)).body.data.items;
    expect(records).toHaveLength(4);
    await expectBooksBalanced(app);
  });

  it('prices a stale quote at the current minute', async () => {
    const quote = (await app.call('/funds/exchangeQuote', { from: 'JPY', to: 'USD', amount: '10000' }, session)).body.data;
    app.clock.advance(10 * 60_000);
    try {
      const login = (await app.call('/user/login', { account: session.account, password: 'hanami2026', agree: true })).body.data;
      const done = (await app.call('/funds/exchange', { from: 'JPY', to: 'USD', amount: '10000' }, login)).body.data;
      expect(done.rateTime).toBe(new Date(businessNoon.getTime() + 10 * 60_000).toISOString());
      expect(done.rateTime).not.toBe(quote.rateTime);
    } finally {
      app.clock.now = businessNoon;
    }
  });

  it.each([
    {
      case: 'the same currency on both sides',
      body: { from: 'JPY', to: 'JPY', amount: '100' },
      status: 400,
      field: 'to',
      fieldCode: 'same_currency',
    },
    { case: 'no amount', body: { from: 'JPY', to: 'USD', amount: '' }, status: 400, field: 'amount', fieldCode: 'required' },
    {
      case: 'not a number',
      body: { from: 'JPY', to: 'USD', amount: '1e5' },
      status: 400,
      field: 'amount',
      fieldCode: 'invalid_format',
    },
    { case: 'zero', body: { from: 'JPY', to: 'USD', amount: '0' }, status: 400, field: 'amount', fieldCode: 'not_positive' },
    {
      case: 'three decimals of dollars',
      body: { from: 'USD', to: 'JPY', amount: '1.005' },
      status: 400,
      field: 'amount',
      fieldCode: 'too_many_decimals',
    },
    { case: 'an unknown currency', body: { from: 'JPY', to: 'XYZ', amount: '100' }, status: 400, field: 'to' },
    {
      case: 'more than is available',
      body: { from: 'JPY', to: 'USD', amount: '5000000' },
      status: 422,
      code: 'insufficient_funds',
    },
    { case: 'too little to buy one cent', body: { from: 'JPY', to: 'USD', amount: '1' }, status: 422, code: 'below_minimum' },
  ])('refuses $case and moves nothing', async ({ body, status, code, field, fieldCode }) => {
    const before = await available(app, session, 'JPY');
    const reply = await app.call('/funds/exchange', body, session);
    expect(reply.statusCode).toBe(status);
    if (code) expect(reply.body.code).toBe(code);
    if (field) expect(reply.body.fields?.[field]).toBeDefined();
    if (fieldCode) expect(reply.body.fields?.[field as string]).toBe(fieldCode);
    expect(await available(app, session, 'JPY')).toEqual(before);
  });

  it('exchanges once for five requests with one idempotency key', async () => {
    const before = await available(app, session, 'JPY');
    const headers = { ...session, 'idempotency-key': 'exchange-key-0001' };
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => app.call('/funds/exchange', { from: 'JPY', to: 'HKD', amount: '10000' }, headers)),
    );
    expect(new Set(replies.map((reply) => reply.body.data.orderNo)).size).toBe(1);
    expect(Number((await available(app, session, 'JPY')).available)).toBe(Number(before.available) - 10_000);
  });

  it('deposits once for five requests with one idempotency key', async () => {
    const member = await verifiedMember(app);
    const channelId = (await app.call('/funds/depositChannels', {}, member)).body.data[0].id;
    const headers = { ...member, 'idempotency-key': 'deposit-key-00001' };
    const replies = [];
    for (let attempt = 0; attempt < 5; attempt++)
      replies.push(await app.call('/funds/deposit', { channelId, amount: '20000', currency: 'JPY' }, headers));
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(new Set(replies.map((reply) => reply.body.data.orderNo)).size).toBe(1);
    const queue = await app.admin('/deposits/list', { keyword: member.account, page: 1, size: 10 }, await ownerToken(app));
    expect(queue.body.data.total).toBe(1);
  });
});
