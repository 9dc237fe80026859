import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { available, businessNoon, deposit, expectBooksBalanced, verifiedMember, type Session } from '../../test/fixtures';
import { bookAround, setBook, standardStock } from '../../test/market-fixtures';

// Under Tokyo hours: Wednesday 25 November 2026, Japan time.
const at = (japanTime: string) => new Date(`2026-11-25T${japanTime}:00+09:00`);

let app: TestApp;
let symbol: string;
let session: Session;

beforeAll(async () => {
  app = await startTestApp({ MARKET_SESSIONS: 'tse' }, { market: true });
  await app.stopMarket();
  app.clock.now = businessNoon;
  symbol = standardStock(app);
  session = await verifiedMember(app);
  await deposit(app, session, '1000000');
});
afterAll(() => app.close());

/** Moves the clock and signs in again, since hours later the earlier session has timed out. */
async function moveTo(japanTime: string): Promise<void> {
  app.clock.now = at(japanTime);
  const reply = await app.call('/user/login', { account: session.account, password: 'hanami2026', agree: true });
  session = { token: reply.body.data.token, account: session.account };
}

const marketOrder = (changes: Record<string, unknown> = {}) =>
  app.call('/trade/order', { symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, ...changes }, session);

describe('trading under Tokyo hours', () => {
  it.each([
    { case: 'at lunch', time: '12:00', type: 'market' },
    { case: 'after the close', time: '15:45', type: 'limit' },
    { case: 'a market order in the closing auction', time: '15:27', type: 'market' },
    { case: 'a limit order in the closing auction, which would only expire', time: '15:27', type: 'limit' },
  ])('refuses $case with market_closed and holds nothing', async ({ time, type }) => {
    setBook(app, symbol, bookAround('2150'));
    await moveTo(time);
    const reply = await marketOrder({ type, price: type === 'limit' ? '2150' : undefined });
    expect({ status: reply.statusCode, code: reply.body.code }).toEqual({ status: 422, code: 'market_closed' });
    expect(await available(app, session)).toMatchObject({ available: '1000000', frozen: '0' });
  });

  it('refuses day trades after the cut-off', async () => {
    setBook(app, symbol, bookAround('2150'));
    await moveTo('15:21');
    expect((await marketOrder({ product: 'day' })).body.code).toBe('day_trade_closed');
  });

  it('takes a market order in the pre-open with its money held, and fills it when trading opens', async () => {
    setBook(app, symbol, bookAround('2150'));
    await moveTo('08:30');
    const placed = await marketOrder();
    expect(placed.body.data).toMatchObject({ status: 'pending' });
    // Held at the book's price now: 100 × 2,151 + fee 216 = 215,316.
    expect(await available(app, session)).toMatchObject({ available: '784684', frozen: '215316' });
    await app.trading.step(app.clock.now);
    expect((await app.call('/trade/orders', { status: 'pending', page: 1, size: 5 }, session)).body.data.total).toBe(1);

    await moveTo('09:00');
    setBook(app, symbol, bookAround('2140'));
    await app.trading.step(app.clock.now);
    // Filled at the open's ask, 2,141: 214,100 + fee 215 = 214,315; 1,001 of the hold returns.
    expect(await available(app, session)).toMatchObject({ available: '785685', frozen: '0' });
    const filled = (await app.call('/trade/orders', { page: 1, size: 1 }, session)).body.data.items[0];
    expect(filled).toMatchObject({ status: 'filled', fillPrice: '2141' });
    await expectBooksBalanced(app);
  });
});
