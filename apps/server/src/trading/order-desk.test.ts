import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRejection, reject, type Rejection, type TradingConfig, asPrice } from '@kabuto/domain';
import type { TestApp } from '../../test/test-app';
import { available, deposit, expectBooksBalanced, signUp, verifiedMember, type Session } from '../../test/fixtures';
import { startHandSetMarket } from '../../test/market-fixtures';
import type { Database } from '../db/database';
import { StoredReplay, type KeyedCall } from '../platform/idempotency';
import { dataReply, failureReply } from '../http/replies';
import { createOrderDesk, type AcceptedOrder } from './order-desk';
import { singlePriceFill } from '@kabuto/domain';

let app: TestApp;
let symbol: string;
let config: TradingConfig;

beforeAll(async () => {
  ({ app, symbol } = await startHandSetMarket());
  config = await app.config.tradingConfig();
});
afterAll(() => app.close());

/** The app's database, counting the transactions the desk opens and recording their statements. */
function countingDb(): { db: Database; transactions: () => number; statements: string[] } {
  let count = 0;
  const statements: string[] = [];
  const db: Database = {
    ...app.db,
    pipelinedTransaction: (work) => {
      count++;
      return app.db.pipelinedTransaction((tx, commit) => {
        const recording = {
          query: (...args: Parameters<typeof tx.query>) => {
            statements.push(String(args[0]).trim().split(/\s+/).slice(0, 3).join(' '));
            return tx.query(...args);
          },
        } as typeof tx;
        return work(recording, commit);
      });
    },
  };
  return { db, transactions: () => count, statements };
}

async function memberId(session: Session): Promise<number> {
  const { rows } = await app.db.pool.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [session.account]);
  return rows[0]?.id ?? Number.NaN;
}

async function funded(yen: string): Promise<{ session: Session; id: number }> {
  const session = await verifiedMember(app);
  await deposit(app, session, yen);
  return { session, id: await memberId(session) };
}

/** A market order for 100 shares at ¥1,000 at leverage 1: margin ¥100,000, fee ¥100. */
function marketOrder(member: number, changes: Partial<AcceptedOrder> = {}): AcceptedOrder {
  return {
    memberId: member,
    symbol,
    order: { direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal' },
    shares: 100,
    fill: singlePriceFill(asPrice(100_000n), 100),
    hold: { currency: 'JPY', minor: 100_100n },
    config,
    tickTable: 'standard',
    tradingDate: '2026-11-25',
    now: app.clock.now,
    ...changes,
  } as AcceptedOrder;
}

function keyed(member: number, key: string, hash = 'h1'): KeyedCall {
  return {
    claim: { scope: `member:${member}`, key, hash },
    replyOf: (outcome) => (isRejection(outcome) ? failureReply(outcome.rejected, outcome.params) : dataReply(outcome)),
  };
}

const ordersOf = async (member: number) =>
  Number((await app.db.pool.query('SELECT count(*) FROM trade_orders WHERE member_id = $1', [member])).rows[0].count);

const rejected = (outcome: unknown) => (outcome as Rejection).rejected;

describe('the order desk', () => {
  it('writes the orders that arrive together in one transaction, each judged on what the ones before it left', async () => {
    const first = await funded('1000000');
    const rich = await funded('150000');
    const poor = await funded('50000');
    const { db, transactions } = countingDb();
    const desk = createOrderDesk({ db, config: app.config, bus: app.bus, concurrentBatches: 1 });
    // Placed in one turn of the event loop, the five go in one batch.
    const outcomes = await Promise.all([
      desk.place(marketOrder(first.id), null),
      desk.place(marketOrder(rich.id), null),
      desk.place(marketOrder(poor.id), null),
      // ¥150,000 pays one order (¥100,100), not a second once the first has posted.
      desk.place(marketOrder(rich.id), null),
      desk.place(marketOrder(first.id), null),
    ]);
    expect(transactions()).toBe(1);
    expect(outcomes.map((outcome) => (isRejection(outcome) ? outcome.rejected : (outcome as { status: string }).status))).toEqual(
      ['filled', 'filled', 'insufficient_funds', 'insufficient_funds', 'filled'],
    );
    expect(await available(app, rich.session)).toMatchObject({ available: '49900', frozen: '0' });
    expect(await available(app, poor.session)).toMatchObject({ available: '50000', frozen: '0' });
    expect(await ordersOf(poor.id)).toBe(0);
    expect(await ordersOf(rich.id)).toBe(1);
    await expectBooksBalanced(app);
  });

  it('holds the money of an order that rests, with its hold, in the same batch as orders that fill', async () => {
    const member = await funded('300000');
    const desk = createOrderDesk({ db: app.db, config: app.config, bus: app.bus, concurrentBatches: 1 });
    const resting = marketOrder(member.id, {
      order: { direction: 'long', type: 'limit', price: asPrice(90_000n), lots: 1, leverage: 1, product: 'normal' },
      fill: null,
    });
    const [filled, pending] = await Promise.all([desk.place(marketOrder(member.id), null), desk.place(resting, null)]);
    expect(filled).toMatchObject({ status: 'filled', positionId: expect.any(Number) });
    expect(pending).toMatchObject({ status: 'pending' });
    expect(pending).not.toHaveProperty('positionId');
    expect(await available(app, member.session)).toMatchObject({ available: '99800', frozen: '100100' });
    const hold = await app.db.pool.query('SELECT amount, status FROM holds WHERE reference = $1', [
      (pending as { orderNo: string }).orderNo,
    ]);
    expect(hold.rows).toEqual([{ amount: '100100', status: 'held' }]);
    await expectBooksBalanced(app);
  });

  it('refuses a member who may not trade and writes the others of the batch', async () => {
    const member = await funded('1000000');
    const unverified = await memberId(await signUp(app));
    const desk = createOrderDesk({ db: app.db, config: app.config, bus: app.bus, concurrentBatches: 1 });
    const outcomes = await Promise.all([
      desk.place(marketOrder(member.id), null),
      desk.place(marketOrder(unverified), null),
      desk.place(marketOrder(member.id), null),
    ]);
    expect(outcomes.map((outcome) => (isRejection(outcome) ? outcome.rejected : 'placed'))).toEqual([
      'placed',
      'verification_required',
      'placed',
    ]);
    expect(await ordersOf(unverified)).toBe(0);
  });

  it('writes a key sent twice in one batch once and replays the first reply to the second', async () => {
    const member = await funded('1000000');
    const desk = createOrderDesk({ db: app.db, config: app.config, bus: app.bus, concurrentBatches: 1 });
    const [, first, again, otherBody] = await Promise.all([
      desk.place(marketOrder(member.id), null),
      desk.place(marketOrder(member.id), keyed(member.id, 'double-tap-1')),
      desk.place(marketOrder(member.id), keyed(member.id, 'double-tap-1')),
      desk.place(marketOrder(member.id), keyed(member.id, 'double-tap-1', 'another body')),
    ]);
    expect(first).toMatchObject({ status: 'filled' });
    expect(again).toBeInstanceOf(StoredReplay);
    expect((again as StoredReplay).reply).toEqual(dataReply(first));
    expect(rejected(otherBody)).toBe('idempotency_key_reused');
    expect(await ordersOf(member.id)).toBe(2);
    // A retry after the batch committed replays the stored reply and writes nothing.
    const later = await desk.place(marketOrder(member.id), keyed(member.id, 'double-tap-1'));
    expect((later as StoredReplay).reply).toEqual(dataReply(first));
    expect(await ordersOf(member.id)).toBe(2);
  });

  it('stores a refusal with its key, so that a retry replays the refusal rather than placing the order', async () => {
    const member = await funded('1000000');
    const { db, statements } = countingDb();
    const desk = createOrderDesk({ db, config: app.config, bus: app.bus });
    const refusal = reject('market_closed', { phase: 'closed' });
    expect(await desk.refuse(refusal, keyed(member.id, 'refused-1'))).toEqual(refusal);
    // A batch with no order to write claims the key and stores the reply: no member, id or account is read.
    expect(statements).toEqual(['INSERT INTO idempotency_keys', 'UPDATE idempotency_keys k']);
    const retry = await desk.place(marketOrder(member.id), keyed(member.id, 'refused-1'));
    expect((retry as StoredReplay).reply).toEqual(failureReply('market_closed', { phase: 'closed' }));
    expect(await ordersOf(member.id)).toBe(0);
  });

  it('writes a failed batch again one order at a time, so one broken order fails alone', async () => {
    const member = await funded('1000000');
    const { db, transactions } = countingDb();
    const desk = createOrderDesk({ db, config: app.config, bus: app.bus, concurrentBatches: 1 });
    const settled = await Promise.allSettled([
      desk.place(marketOrder(member.id), null),
      desk.place(marketOrder(member.id), keyed(member.id, 'beside-a-broken-one')),
      // No such instrument: the order's row breaks a foreign key, and with it the batch's transaction.
      desk.place(marketOrder(member.id, { symbol: 'NO-SUCH' }), null),
      desk.place(marketOrder(member.id), null),
    ]);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    // The four placed in one turn go as one batch, which fails; then each of the four again.
    expect(transactions()).toBe(5);
    expect(await ordersOf(member.id)).toBe(3);
    expect(await available(app, member.session)).toMatchObject({ available: String(1_000_000 - 3 * 100_100) });
    const key = await app.db.pool.query("SELECT status_code FROM idempotency_keys WHERE key = 'beside-a-broken-one'");
    expect(key.rows).toEqual([{ status_code: 200 }]);
    await expectBooksBalanced(app);
  });
});
