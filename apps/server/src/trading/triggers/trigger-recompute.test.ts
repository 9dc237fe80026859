/**
 * A random session: the simulator runs, stops wait on every stock a few ticks either side of the
 * price, and afterwards every trigger is recomputed from the public tape (`/market/trades`) by an
 * implementation written apart from the rules (decimal strings compared as numbers, trades after
 * the order by time): each fired stop names the first trade that reached it, each waiting one has
 * no such trade.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { businessNoon, deposit, expectBooksBalanced, verifiedMember } from '../../../test/fixtures';

let app: TestApp;

beforeAll(async () => {
  // The simulator starts at the clock: a session at noon on a business day, from its start.
  app = await startTestApp({}, { market: true, startAt: businessNoon });
  // A few steps first, so that each stock has traded today.
  for (let step = 0; step < 3; step++) {
    app.clock.advance(1_000);
    await app.stepMarket();
  }
});
afterAll(() => app.close());

interface Tape {
  seq: number;
  time: string;
  price: string;
}

describe('a random session recomputed from the tape', () => {
  it('fired every stop on the first trade after it that reached it, and no other', async () => {
    const session = await verifiedMember(app);
    for (let i = 0; i < 3; i++) await deposit(app, session, '10000000');
    const symbols = [...app.quotes.states.values()].flatMap((state) =>
      state.instrument.kind === 'stock' ? [state.instrument.symbol] : [],
    );
    const placed: number[] = [];
    for (const symbol of symbols) {
      const quote = (await app.call('/market/quote', { symbol })).body.data as {
        last: string | null;
        prevClose: string;
        tickSize: string;
      };
      const last = Number(quote.last ?? quote.prevClose);
      const decimals = quote.tickSize.split('.')[1]?.length ?? 0;
      for (const ticks of [1, 2, 4]) {
        for (const direction of ['long', 'short'] as const) {
          const offset = (direction === 'long' ? ticks : -ticks) * Number(quote.tickSize);
          const reply = await app.call(
            '/trade/order',
            {
              symbol,
              direction,
              type: 'stop',
              triggerPrice: (last + offset).toFixed(decimals),
              lots: 1,
              leverage: 1,
              product: 'normal',
            },
            session,
          );
          if (reply.statusCode === 200) placed.push(reply.body.data.orderId);
        }
      }
    }
    expect(placed.length).toBeGreaterThan(symbols.length);
    const from = new Date(app.clock.now.getTime() - 1_000).toISOString();
    for (let step = 0; step < 40; step++) {
      app.clock.advance(1_000);
      await app.stepMarket();
    }
    const to = app.clock.now.toISOString();
    const orders = (await app.call('/trade/orders', { page: 1, size: 100 }, session)).body.data.items as {
      id: number;
      symbol: string;
      direction: 'long' | 'short';
      status: string;
      createdAt: string;
      triggerPrice: string;
      triggeredBy: { seq: number; price: string } | null;
    }[];
    const tapes = new Map<string, Tape[]>();
    for (const symbol of symbols) tapes.set(symbol, (await app.call('/market/trades', { symbol, from, to })).body.data);
    let fired = 0;
    for (const order of orders.filter((item) => placed.includes(item.id))) {
      const trigger = Number(order.triggerPrice);
      const expected = (tapes.get(order.symbol) ?? []).find(
        (trade) =>
          Date.parse(trade.time) > Date.parse(order.createdAt) &&
          (order.direction === 'long' ? Number(trade.price) >= trigger : Number(trade.price) <= trigger),
      );
      expect(order.triggeredBy?.seq ?? null, `order ${order.id}`).toBe(expected?.seq ?? null);
      if (expected) {
        fired++;
        expect(order.status).not.toBe('waiting');
      } else expect(order.status).toBe('waiting');
    }
    // A session of 40 steps moves most stocks a few ticks: some stops fire, some wait.
    expect(fired).toBeGreaterThan(0);
    await expectBooksBalanced(app);
  });
});
