import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { available, businessNoon, deposit, expectBooksBalanced, verifiedMember, type Session } from '../../../test/fixtures';
import { bookAround, setBook, startHandSetMarket } from '../../../test/market-fixtures';
import { printTrades, runPasses } from '../../../test/tape-fixtures';

let app: TestApp;
let symbol: string;

beforeAll(async () => {
  ({ app, symbol } = await startHandSetMarket());
});
afterAll(() => app.close());

async function funded(yen = '1000000'): Promise<Session> {
  const session = await verifiedMember(app);
  await deposit(app, session, yen);
  return session;
}

const order = (session: Session, changes: Record<string, unknown> = {}) =>
  app.call(
    '/trade/order',
    { symbol, direction: 'long', type: 'stop', triggerPrice: '2160', lots: 1, leverage: 1, product: 'normal', ...changes },
    session,
  );

async function orderOf(session: Session, id: number) {
  const list = await app.call('/trade/orders', { page: 1, size: 50 }, session);
  return list.body.data.items.find((item: { id: number }) => item.id === id);
}

describe('a stop order (逆指値)', () => {
  it('waits with its money held, fires on the first trade at or above its trigger, then fills at the book', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const placed = await order(session);
    expect(placed.body.data).toMatchObject({ status: 'waiting' });
    const id: number = placed.body.data.orderId;
    // Held like a limit at the trigger: 100 × 2,160 = 216,000 margin (leverage 1) + fee 216 = 216,216.
    expect(await available(app, session)).toMatchObject({ available: '783784', frozen: '216216' });
    const seqs = await printTrades(app, symbol, ['2155', '2159', '2160', '2163']);
    setBook(app, symbol, bookAround('2160'));
    await runPasses(app);
    const fired = await orderOf(session, id);
    // Fired by the third trade (¥2,160, the first at or above ¥2,160), filled at the asks 2,161.
    expect(fired).toMatchObject({
      type: 'stop',
      status: 'filled',
      triggerPrice: '2160',
      validity: 'day',
      expiresOn: '2026-11-25',
      triggeredBy: { price: '2160', seq: seqs[2] },
      fillPrice: '2161',
    });
    // 783,784 + 216,216 held − (216,100 margin + fee 217 (216.1 up)) = 783,683.
    expect(await available(app, session)).toMatchObject({ available: '783683', frozen: '0' });
    await expectBooksBalanced(app);
  });

  it('is refused at the fill when the book is dearer than its hold and the member has no more cash', async () => {
    // Exactly the hold at the trigger: 216,000 + fee 216 = 216,216.
    const session = await funded('216216');
    setBook(app, symbol, bookAround('2150'));
    const placed = await order(session);
    expect(await available(app, session)).toMatchObject({ available: '0', frozen: '216216' });
    await printTrades(app, symbol, ['2160']);
    // The asks jumped: 100 × 2,171 = 217,100 + fee 218 > 216,216 held, and nothing else is available.
    setBook(app, symbol, bookAround('2170'));
    await runPasses(app);
    expect(await orderOf(session, placed.body.data.orderId)).toMatchObject({
      status: 'rejected',
      refusal: 'insufficient_funds',
      triggeredBy: { price: '2160' },
    });
    expect(await available(app, session)).toMatchObject({ available: '216216', frozen: '0' });
    const notices = (await app.call('/user/messages', { page: 1, size: 10 }, session)).body.data.items;
    expect(notices.map((notice: { kind: string }) => notice.kind)).toEqual(
      expect.arrayContaining(['order_triggered', 'order_rejected']),
    );
    await expectBooksBalanced(app);
  });

  it('never fires on a trade recorded before it was placed', async () => {
    const session = await funded();
    await printTrades(app, symbol, ['2170']);
    setBook(app, symbol, bookAround('2150'));
    const placed = await order(session, { direction: 'short', triggerPrice: '2140' });
    await printTrades(app, symbol, ['2145', '2141']);
    await runPasses(app);
    expect(await orderOf(session, placed.body.data.orderId)).toMatchObject({ status: 'waiting', triggeredBy: null });
    await app.call('/trade/cancel', { orderId: placed.body.data.orderId }, session);
    expect(await available(app, session)).toMatchObject({ available: '1000000', frozen: '0' });
  });

  it('as a stop-limit becomes a limit order at its price once triggered', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const placed = await order(session, { type: 'stopLimit', triggerPrice: '2160', price: '2162' });
    await printTrades(app, symbol, ['2161']);
    setBook(app, symbol, bookAround('2170'));
    await runPasses(app);
    // Triggered at ¥2,161, but the best ask ¥2,171 is above its limit ¥2,162: it rests.
    expect(await orderOf(session, placed.body.data.orderId)).toMatchObject({
      type: 'stopLimit',
      status: 'pending',
      price: '2162',
      triggeredBy: { price: '2161' },
    });
    await app.call('/trade/cancel', { orderId: placed.body.data.orderId }, session);
    await expectBooksBalanced(app);
  });

  it('expires at the end of its validity with its hold released', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const placed = await order(session, { validity: 'gtd', expiresOn: '2026-11-26' });
    const id: number = placed.body.data.orderId;
    // The member's session would lapse over a night: the order's row is read directly.
    const statusOf = async () =>
      (await app.db.pool.query<{ status: string }>('SELECT status FROM trade_orders WHERE id = $1', [id])).rows[0]?.status;
    try {
      app.clock.now = new Date('2026-11-26T14:59:59Z'); // 23:59:59 JST on the 26th: still waiting
      await runPasses(app);
      expect(await statusOf()).toBe('waiting');
      app.clock.now = new Date('2026-11-26T15:00:00Z'); // midnight JST (the market runs around the clock here)
      await runPasses(app);
      expect(await statusOf()).toBe('expired');
    } finally {
      app.clock.now = businessNoon;
    }
    expect(await available(app, session)).toMatchObject({ available: '1000000', frozen: '0' });
    await expectBooksBalanced(app);
  });

  it.each([
    { case: 'a buy stop at or below the last price', changes: { triggerPrice: '2150' }, status: 422, code: 'trigger_would_fire' },
    {
      case: 'a sell stop above the last price',
      changes: { direction: 'short', triggerPrice: '2151' },
      status: 422,
      code: 'trigger_would_fire',
    },
    { case: 'a trigger off the tick grid', changes: { triggerPrice: '2160.5' }, status: 422, code: 'off_tick' },
    { case: 'a limit off the tick grid', changes: { type: 'stopLimit', price: '2161.5' }, status: 422, code: 'off_tick' },
    { case: 'a trigger above the daily limit', changes: { triggerPrice: '2700' }, status: 422, code: 'outside_price_limits' },
    { case: 'a stop-limit without its limit', changes: { type: 'stopLimit' }, status: 400, code: 'invalid_input' },
    { case: 'a stop without its trigger', changes: { triggerPrice: undefined }, status: 400, code: 'invalid_input' },
    // 15 business days after Wed 2026-11-25 is Wed 2026-12-16.
    {
      case: 'an expiry past 15 business days',
      changes: { validity: 'gtd', expiresOn: '2026-12-17' },
      status: 422,
      code: 'invalid_expiry',
    },
    {
      case: 'an expiry on a Saturday',
      changes: { validity: 'gtd', expiresOn: '2026-11-28' },
      status: 422,
      code: 'invalid_expiry',
    },
    { case: 'an expiry in the past', changes: { validity: 'gtd', expiresOn: '2026-11-24' }, status: 422, code: 'invalid_expiry' },
    { case: 'a gtd without a date', changes: { validity: 'gtd' }, status: 422, code: 'invalid_expiry' },
    { case: 'an unknown key', changes: { stopPrice: '2160' }, status: 400, code: 'invalid_input' },
  ])('refuses $case ($code) and holds nothing', async ({ changes, status, code }) => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const reply = await order(session, changes);
    expect(reply.statusCode).toBe(status);
    expect(reply.body.code).toBe(code);
    expect(await available(app, session)).toMatchObject({ available: '1000000', frozen: '0' });
  });

  it('accepts the last day of its validity', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const placed = await order(session, { validity: 'gtd', expiresOn: '2026-12-16' });
    expect(placed.body.data).toMatchObject({ status: 'waiting' });
    await app.call('/trade/cancel', { orderId: placed.body.data.orderId }, session);
  });
});

describe('the public tape', () => {
  it('lists the recorded trades of a stock between two times, at most an hour apart', async () => {
    app.clock.now = new Date('2026-11-25T04:00:00Z');
    const seqs = await printTrades(app, symbol, ['2150', '2151.5']);
    const reply = await app.call('/market/trades', { symbol, from: '2026-11-25T03:59:00Z', to: '2026-11-25T04:01:00Z' });
    expect(reply.body.data).toEqual([
      { seq: seqs[0], time: '2026-11-25T04:00:00.000Z', price: '2150', shares: 100 },
      { seq: seqs[1], time: '2026-11-25T04:00:00.001Z', price: '2151.5', shares: 100 },
    ]);
    const tooLong = await app.call('/market/trades', { symbol, from: '2026-11-25T02:00:00Z', to: '2026-11-25T04:00:00Z' });
    expect(tooLong.statusCode).toBe(400);
    app.clock.now = businessNoon;
  });
});
