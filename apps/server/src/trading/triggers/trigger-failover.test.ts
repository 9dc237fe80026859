/**
 * Exactly once across a failover: the leader is killed between a stop's trigger and its fill, or
 * between its firing and saving its place on the tape; the node that takes over (engines built
 * afresh on the same database, as a new leader's are) fills the order once and fires nothing
 * twice. Two leaders judging the same tape at once (a lock handed over mid-pass) fire it once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { available, deposit, expectBooksBalanced, verifiedMember, type Session } from '../../../test/fixtures';
import { bookAround, setBook, startHandSetMarket } from '../../../test/market-fixtures';
import { printTrades } from '../../../test/tape-fixtures';
import { createTradingEngine } from '../trading-engine';
import { createTriggerEngine } from './trigger-engine';

let app: TestApp;
let symbol: string;

beforeAll(async () => {
  ({ app, symbol } = await startHandSetMarket());
});
afterAll(() => app.close());

/** The passes of a node that has just taken the market over: nothing carried over in memory. */
function takeOver() {
  const dependencies = {
    ...{ db: app.db, config: app.config, store: app.quotes, bus: app.bus, events: app.events },
    hours: 'always' as const,
  };
  return { triggers: createTriggerEngine(dependencies), trading: createTradingEngine(dependencies) };
}

async function placeStop(session: Session) {
  setBook(app, symbol, bookAround('2150'));
  const reply = await app.call(
    '/trade/order',
    { symbol, direction: 'long', type: 'stop', triggerPrice: '2160', lots: 1, leverage: 1, product: 'normal' },
    session,
  );
  return reply.body.data.orderId as number;
}

async function orderRow(id: number) {
  const { rows } = await app.db.pool.query<{ status: string; triggered_seq: string | null }>(
    'SELECT status, triggered_seq FROM trade_orders WHERE id = $1',
    [id],
  );
  return rows[0];
}

async function positionsOf(id: number): Promise<number> {
  const { rows } = await app.db.pool.query<{ count: string }>('SELECT count(*) FROM positions WHERE order_id = $1', [id]);
  return Number(rows[0]?.count);
}

async function noticesOf(session: Session): Promise<number> {
  const reply = await app.call('/user/messages', { page: 1, size: 50 }, session);
  return (reply.body.data?.items ?? []).filter((item: { kind?: string }) => item.kind === 'order_triggered').length;
}

describe('a stop across a failover', () => {
  it('fills once when the leader dies between the trigger and the fill', async () => {
    const session = await verifiedMember(app);
    await deposit(app, session, '1000000');
    const id = await placeStop(session);
    const [, seq] = await printTrades(app, symbol, ['2155', '2160']);
    // The old leader fires the stop, then dies before its trading pass fills it.
    await app.triggers.step(app.clock.now);
    expect(await orderRow(id)).toMatchObject({ status: 'pending', triggered_seq: String(seq) });
    // The new leader's passes: the stop is no longer waiting, so nothing fires again; the fill happens once.
    const node = takeOver();
    setBook(app, symbol, bookAround('2161'));
    await node.triggers.step(app.clock.now);
    await node.trading.step(app.clock.now);
    await node.triggers.step(app.clock.now);
    await node.trading.step(app.clock.now);
    expect(await orderRow(id)).toMatchObject({ status: 'filled', triggered_seq: String(seq) });
    expect(await positionsOf(id)).toBe(1);
    await expectBooksBalanced(app);
  });

  it('fires nothing twice when the leader dies before saving its place on the tape', async () => {
    const session = await verifiedMember(app);
    await deposit(app, session, '1000000');
    const id = await placeStop(session);
    const { rows } = await app.db.pool.query<{ judged_seq: string }>('SELECT judged_seq FROM trigger_cursor');
    const before = rows[0]?.judged_seq;
    const [seq] = await printTrades(app, symbol, ['2160', '2165']);
    setBook(app, symbol, bookAround('2161'));
    await app.triggers.step(app.clock.now);
    await app.trading.step(app.clock.now);
    // As if the pass had died after firing and filling, before saving the cursor: the tape is judged again.
    await app.db.pool.query('UPDATE trigger_cursor SET judged_seq = $1', [before]);
    const node = takeOver();
    await node.triggers.step(app.clock.now);
    await node.trading.step(app.clock.now);
    expect(await orderRow(id)).toMatchObject({ status: 'filled', triggered_seq: String(seq) });
    expect(await positionsOf(id)).toBe(1);
    expect(await noticesOf(session)).toBe(1);
    await expectBooksBalanced(app);
  });

  it('fires once when two nodes judge the same tape at the same moment', async () => {
    const session = await verifiedMember(app);
    await deposit(app, session, '1000000');
    const id = await placeStop(session);
    await printTrades(app, symbol, ['2160']);
    setBook(app, symbol, bookAround('2161'));
    const [first, second] = [takeOver(), takeOver()];
    await Promise.all([first.triggers.step(app.clock.now), second.triggers.step(app.clock.now)]);
    await Promise.all([first.trading.step(app.clock.now), second.trading.step(app.clock.now)]);
    expect(await orderRow(id)).toMatchObject({ status: 'filled' });
    expect(await positionsOf(id)).toBe(1);
    // Bought 100 at the best ask ¥2,162: 1,000,000 − (216,200 margin + fee 217 (216.2 up)) = 783,583, paid once.
    expect(await available(app, session)).toMatchObject({ available: '783583', frozen: '0' });
    await expectBooksBalanced(app);
  });

  it('lets a member’s cancel and the trigger race with exactly one outcome', async () => {
    const session = await verifiedMember(app);
    await deposit(app, session, '1000000');
    const id = await placeStop(session);
    await printTrades(app, symbol, ['2160']);
    const [cancel] = await Promise.all([app.call('/trade/cancel', { orderId: id }, session), app.triggers.step(app.clock.now)]);
    const row = await orderRow(id);
    // Either the cancel won (cancelled, nothing fired) or the trigger did (pending, then the cancel of a pending order also wins).
    expect(['cancelled', 'pending']).toContain(row?.status);
    if (row?.status === 'cancelled') expect(cancel.statusCode).toBe(200);
    await expectBooksBalanced(app);
  });
});
