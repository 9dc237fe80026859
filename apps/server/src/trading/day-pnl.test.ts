import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { deposit, verifiedMember } from '../../test/fixtures';
import { setBook, startHandSetMarket } from '../../test/market-fixtures';

let app: TestApp;
let symbol: string;

beforeAll(async () => {
  ({ app, symbol } = await startHandSetMarket());
});
afterAll(() => app.close());

describe('the day’s P&L on /user/info (home’s asset summary and Mine read the same call)', () => {
  it('is zero with no positions, then the move since the fill less today’s fee', async () => {
    const session = await verifiedMember(app);
    await deposit(app, session, '1000000');
    expect((await app.call('/user/info', {}, session)).body.data.dayPnl).toBe('0');

    setBook(app, symbol, { last: '2150', bids: [['2149', 500]], asks: [['2150', 500]] });
    const placed = await app.call(
      '/trade/order',
      { symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal' },
      session,
    );
    expect(placed.statusCode).toBe(200);
    setBook(app, symbol, { last: '2160', bids: [['2159', 500]], asks: [['2160', 500]] });

    const info = (await app.call('/user/info', {}, session)).body.data;
    // Opened today at 2,150, last 2,160: 100 × 10 = 1,000, less the opening fee 215 (0.1% of 215,000) = 785.
    expect(info.profit).toBe('1000');
    expect(info.dayPnl).toBe('785');
  });
});
