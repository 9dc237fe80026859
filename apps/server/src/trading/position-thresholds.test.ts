import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { deposit, ownerToken, verifiedMember, type Session } from '../../test/fixtures';
import { bookAround, setBook, startHandSetMarket } from '../../test/market-fixtures';
import { thresholdRates } from './position-thresholds';

let app: TestApp;
let symbol: string;

beforeAll(async () => {
  ({ app, symbol } = await startHandSetMarket());
});
afterAll(() => app.close());

async function funded(): Promise<Session> {
  const session = await verifiedMember(app);
  await deposit(app, session, '1000000');
  return session;
}

/** What the market step compares last prices with: the position's stored thresholds, in sen, and the rates they are for. */
async function stored(positionId: number) {
  const { rows } = await app.db.pool.query(
    'SELECT warning_price, liquidation_price, thresholds_for, thresholds_margin = margin AS for_its_margin FROM positions WHERE id = $1',
    [positionId],
  );
  return rows[0];
}

/** A new member's market long of 100 at leverage 2 against a book around 2,150: it fills at 2,151. */
async function longAtLeverage2() {
  const session = await funded();
  setBook(app, symbol, bookAround('2150'));
  const reply = await app.call(
    '/trade/order',
    { symbol, direction: 'long', type: 'market', lots: 1, leverage: 2, product: 'normal' },
    session,
  );
  return { session, positionId: reply.body.data.positionId as number };
}

describe('a position opens with its warning and liquidation prices', () => {
  it('written with it when a market order fills, for the rates of the moment and its margin', async () => {
    const { positionId } = await longAtLeverage2();
    // Bought 100 at 2,151 with M = 107,550 (worked out by hand in trading.test.ts): warning 1,537, liquidation 1,345.
    expect(await stored(positionId)).toEqual({
      warning_price: '153700',
      liquidation_price: '134500',
      thresholds_for: thresholdRates(await app.config.tradingConfig()),
      for_its_margin: true,
    });
  });

  it('written with it when the market step fills a resting order', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const placed = await app.call(
      '/trade/order',
      { symbol, direction: 'short', type: 'limit', price: '2200', lots: 1, leverage: 2, product: 'normal' },
      session,
    );
    expect(placed.body.data.status).toBe('pending');
    setBook(app, symbol, bookAround('2210'));
    await app.trading.step(app.clock.now);
    const positions = (await app.call('/trade/positions', { page: 1, size: 5 }, session)).body.data.items;
    expect(positions).toHaveLength(1);
    const positionId = positions[0].id;
    const position = (await app.call('/trade/position', { id: positionId }, session)).body.data;
    // A short of 100 filled at the better bid 2,209 with M = 110,450: liquidation (220,900 + 110,450) ÷ 120 = 2,761.25 → 2,761.
    expect(position.liquidationPrice).toBe('2761');
    expect(await stored(positionId)).toMatchObject({
      liquidation_price: '276100',
      warning_price: `${position.warningPrice}00`,
      thresholds_for: thresholdRates(await app.config.tradingConfig()),
      for_its_margin: true,
    });
  });

  it('worked out again by the market step once margin is added, and once staff change the rates', async () => {
    const { session, positionId } = await longAtLeverage2();
    expect((await app.call('/trade/addMargin', { positionId, amount: '10000' }, session)).statusCode).toBe(200);
    expect(await stored(positionId)).toMatchObject({ liquidation_price: '134500', for_its_margin: false });

    await app.trading.step(app.clock.now);
    // M = 107,550 + 10,000: liquidation (215,100 − 117,550) ÷ (100 × 0.8) = 1,219.375 → 1,220.
    expect(await stored(positionId)).toMatchObject({ liquidation_price: '122000', for_its_margin: true });

    const owner = await ownerToken(app);
    await app.admin('/config/set', { name: 'maintenanceMarginRate', value: '0.25' }, owner);
    try {
      await app.trading.step(app.clock.now);
      // At 25%: 97,550 ÷ 75 = 1,300.67 → 1,301.
      expect(await stored(positionId)).toMatchObject({ liquidation_price: '130100', thresholds_for: '0.25/0.3/halfway' });
    } finally {
      await app.admin('/config/set', { name: 'maintenanceMarginRate', value: '0.2' }, owner);
    }
  });
});
