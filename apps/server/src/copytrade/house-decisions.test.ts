/**
 * A house strategy deciding on the market's own pass (what the copy journey in the browser used
 * to wait minutes for): on each new finished minute bar its published algorithm decides once, and
 * a buy or a sell reaches every running copy in the same pass. The bars are recorded by the test
 * and the market is stopped, so each decision is known beforehand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { businessNoon, deposit, expectBooksBalanced, verifiedMember } from '../../test/fixtures';
import { bookAround, setBook } from '../../test/market-fixtures';

let app: TestApp;
const minute = 60_000;
// An hour after the market stopped recording: the only bars of these minutes are the test's.
const now = new Date(businessNoon.getTime() + 60 * minute + 30_000);
const minuteStart = (offset: number) => new Date(Math.floor(now.getTime() / minute) * minute + offset * minute);

beforeAll(async () => {
  app = await startTestApp({}, { market: true, startAt: businessNoon });
  await app.stopMarket();
});
afterAll(() => app?.close());

async function recordBar(symbol: string, time: Date, close: string): Promise<void> {
  await app.db.pool.query(
    `INSERT INTO bars (symbol, period, time, open, high, low, close, volume, turnover) VALUES ($1, '1m', $2, $3::numeric, $3::numeric, $3::numeric, $3::numeric, 100, $3::numeric * 100)
     ON CONFLICT (symbol, period, time) DO UPDATE SET open = $3::numeric, high = $3::numeric, low = $3::numeric, close = $3::numeric`,
    [symbol, time, close],
  );
}

describe("a house strategy's decisions on the market's pass", () => {
  it('buys on a crossover once per bar, sells on the cross back, and its copy follows both', async () => {
    app.clock.now = now;
    const strategy = (await app.call('/copy/strategies', {})).body.data.find((item: { name: string }) =>
      item.name.includes('Trend'),
    );
    // Averages of 1 and 2 bars: a rise above the last two bars' average buys, a fall below it sells.
    await app.db.pool.query(`UPDATE copy_strategies SET parameters = '{"short": 1, "long": 2}' WHERE id = $1`, [strategy.id]);
    const member = await verifiedMember(app);
    await deposit(app, member, '1000000');
    const follow = await app.call(
      '/copy/follow',
      { strategyId: strategy.id, amount: '1000000', stopLossPct: 20 },
      { ...member, 'idempotency-key': crypto.randomUUID() },
    );
    const copyId = follow.body.data.copyId;
    const orders = async () => (await app.call('/copy/orders', { copyId, page: 1, size: 10 }, member)).body.data.items;

    // Closes 2,000, 1,990, 2,010: before the last bar 1,990 < (2,000 + 1,990) ÷ 2; after it 2,010 > (1,990 + 2,010) ÷ 2: enter.
    await recordBar(strategy.symbol, minuteStart(-3), '2000');
    await recordBar(strategy.symbol, minuteStart(-2), '1990');
    await recordBar(strategy.symbol, minuteStart(-1), '2010');
    setBook(app, strategy.symbol, { ...bookAround('2010'), previousClose: '2010', last: '2010' });
    await app.copy.step(now);
    expect(await orders()).toEqual([expect.objectContaining({ side: 'buy', shares: 400, skipReason: null })]);
    // Strategy: ¥10,000,000 × 90% ÷ (¥2,010 × 100) = 44 lots = 4,400 shares; copy: 4,400 × ¥1,000,000 ÷ ¥10,000,000 = 440 → 4 lots.
    const decided = await app.db.pool.query('SELECT decided_through FROM copy_strategies WHERE id = $1', [strategy.id]);
    expect(decided.rows[0].decided_through).toEqual(minuteStart(-1));

    // The same bar is decided once, however many passes run.
    await app.copy.step(new Date(now.getTime() + 10_000));
    expect(await orders()).toHaveLength(1);

    // The next bar closes at 1,980, below (2,010 + 1,980) ÷ 2: exit, and the copy sells its 400 shares.
    await recordBar(strategy.symbol, minuteStart(0), '1980');
    setBook(app, strategy.symbol, { ...bookAround('1980'), previousClose: '2010', last: '1980' });
    app.clock.now = new Date(minuteStart(1).getTime() + 5_000);
    await app.copy.step(app.clock.now);
    expect(await orders()).toEqual([
      expect.objectContaining({ side: 'sell', shares: 400, price: '1979' }),
      expect.objectContaining({ side: 'buy', shares: 400, price: '2011' }),
    ]);
    await expectBooksBalanced(app);
  });
});
