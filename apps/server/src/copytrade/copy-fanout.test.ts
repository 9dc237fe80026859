/**
 * One strategy order fans out to 100 running copies in one batch: the strategy's order and the
 * copies' orders are written by one transaction, each copy is sized in proportion and pays its
 * own fees from its own cash, and the books balance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTradingConfig, notionalOf, orderCharges, yen } from '@kabuto/domain';
import { startTestApp, type TestApp } from '../../test/test-app';
import { businessNoon, expectBooksBalanced, image, ownerToken, signUp, upload, type Session } from '../../test/fixtures';
import { setBook } from '../../test/market-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({}, { market: true, startAt: businessNoon });
  await app.stopMarket();
  app.clock.now = businessNoon;
});
afterAll(() => app?.close());

/** A verified member with ¥1,000,000 deposited, staff deciding with one token (a sign-in per member would race its TOTP steps). */
async function verifiedAndFunded(owner: string): Promise<Session> {
  const session = await signUp(app);
  const front = (await upload(app, session, await image('png'))).body.data.fileId;
  const back = (await upload(app, session, await image('jpeg'))).body.data.fileId;
  await app.call('/user/realName', { name: 'Yamada Taro', idNumber: 'AB1234567', frontImage: front, backImage: back }, session);
  const kyc = await app.admin('/kyc/list', { status: 'pending', keyword: session.account, page: 1, size: 5 }, owner);
  expect((await app.admin('/kyc/review', { id: kyc.body.data.items[0].id, approve: true, reason: '' }, owner)).statusCode).toBe(
    200,
  );
  const channels = (await app.call('/funds/depositChannels', {}, session)).body.data;
  await app.call('/funds/deposit', { channelId: channels[0].id, amount: '1000000', currency: 'JPY' }, session);
  const queue = await app.admin('/deposits/list', { status: 'pending', keyword: session.account, page: 1, size: 5 }, owner);
  expect((await app.admin('/deposits/review', { id: queue.body.data.items[0].id, approve: true }, owner)).statusCode).toBe(200);
  return session;
}

async function followers(count: number, strategyId: number): Promise<Session[]> {
  const owner = await ownerToken(app);
  const sessions: Session[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async () => {
        const session = await verifiedAndFunded(owner);
        const followed = await app.call('/copy/follow', { strategyId, amount: '1000000', stopLossPct: 30 }, session);
        expect(followed.statusCode).toBe(200);
        return session;
      }),
    );
    sessions.push(...batch);
  }
  return sessions;
}

describe('copy fan-out', () => {
  it('mirrors one strategy order into 100 copies in the same transaction', async () => {
    const strategy = (await app.call('/copy/strategies', {})).body.data[0];
    // A deep book: 100,000 shares a level, asks from ¥2,001.
    const levels = (sign: 1 | -1) => [1, 2, 3, 4, 5].map((step) => [String(2000 + sign * step), 100_000] as const);
    setBook(app, strategy.symbol, { previousClose: '2000', last: '2000', bids: levels(-1), asks: levels(1) });
    const sessions = await followers(100, strategy.id);

    const traded = await app.copy.trade(strategy.id, 'enter', app.clock.now);
    expect(traded).toMatchObject({ copies: 100, legs: 100 });

    // One transaction wrote the strategy's order and all 100 copies' orders: they share one xmin.
    const writers = await app.db.pool.query(
      `SELECT count(DISTINCT xmin::text) AS transactions, count(*) AS orders
         FROM trade_orders WHERE strategy_id = $1 OR copy_id IS NOT NULL`,
      [strategy.id],
    );
    expect(writers.rows[0]).toEqual({ transactions: '1', orders: '101' });

    // Each copy: 4,500 × ¥1,000,000 ÷ ¥10,000,000 = 450 shares → 4 lots, bought at ¥2,001.
    const charges = orderCharges(notionalOf(yen('2001'), 400), 1, defaultTradingConfig);
    for (const session of sessions.slice(0, 5)) {
      const [copy] = (await app.call('/copy/follows', { page: 1, size: 1 }, session)).body.data.items;
      const [position] = (await app.call('/copy/positions', { copyId: copy.id }, session)).body.data;
      expect(position).toMatchObject({ shares: 400, buyPrice: '2001' });
      // equity = 1,000,000 − fee − duty + P&L at the last price (¥2,000: 400 × −¥1 = −¥400)
      expect(copy.equity).toBe(String(1_000_000n - charges.fee.minor - charges.stampDuty.minor - 400n));
    }
    await expectBooksBalanced(app);
  }, 240_000);
});
