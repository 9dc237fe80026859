import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { deposit, verifiedMember, type Session } from '../../test/fixtures';
import { bookAround, setBook, startHandSetMarket } from '../../test/market-fixtures';

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

const order = (session: Session, changes: Record<string, unknown> = {}) =>
  app.call(
    '/trade/order',
    { symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal', ...changes },
    session,
  );

const history = async (session: Session, filter: Record<string, unknown> = {}) =>
  (await app.call('/trade/orders', { page: 1, size: 20, ...filter }, session)).body.data;

describe('order history (/trade/orders)', () => {
  it('lists every order with its state: a cancelled order stays, a filled one shows its fills and fees', async () => {
    const session = await funded();
    setBook(app, symbol, {
      last: '2150',
      bids: [['2149', 500]],
      asks: [
        ['2150', 100],
        ['2151', 100],
      ],
    });
    const cancelled = await order(session, { type: 'limit', price: '2100' });
    expect((await app.call('/trade/cancel', { orderId: cancelled.body.data.orderId }, session)).statusCode).toBe(200);
    const filled = await order(session, { lots: 2 });
    expect(filled.statusCode).toBe(200);

    const listed = await history(session);
    expect(listed.total).toBe(2);
    const [newest, older] = listed.items;
    expect(older).toMatchObject({ id: cancelled.body.data.orderId, status: 'cancelled', price: '2100', fills: [], fee: null });
    expect(older.endedAt).not.toBeNull();
    // 2 lots = 200 shares walk the book: 100 at 2,150 and 100 at 2,151.
    expect(newest).toMatchObject({
      status: 'filled',
      shares: 200,
      fills: [
        { price: '2150', shares: 100 },
        { price: '2151', shares: 100 },
      ],
      refusal: null,
    });
    // Commission 0.1% of 100 × 2,150 + 100 × 2,151 = 430,100 → 430.1, rounded up to 431.
    expect(newest.fee).toBe('431');
    expect(newest.positionId).not.toBeNull();
  });

  it('gives the order that opened a position, and only that one', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    await order(session);
    const second = await order(session);
    const positionId = (await history(session)).items.find(
      (item: { id: number }) => item.id === second.body.data.orderId,
    ).positionId;
    const mine = await history(session, { positionId });
    expect(mine.items.map((item: { id: number }) => item.id)).toEqual([second.body.data.orderId]);
  });

  it('shows another member nothing of a position that is not theirs', async () => {
    const owner = await funded();
    setBook(app, symbol, bookAround('2150'));
    await order(owner);
    const positionId = (await history(owner)).items[0].positionId;
    const stranger = await funded();
    expect((await history(stranger, { positionId })).items).toEqual([]);
  });
});
