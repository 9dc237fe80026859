import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { deposit, expectBooksBalanced, verifiedMember, type Session } from '../../test/fixtures';
import { setBook, startHandSetMarket } from '../../test/market-fixtures';
import { StreamClient } from '../../test/stream-client';

let app: TestApp;
let symbol: string;
let members: Session[];

beforeAll(async () => {
  ({ app, symbol } = await startHandSetMarket());
  members = [];
  for (let index = 0; index < 3; index++) {
    const session = await verifiedMember(app);
    await deposit(app, session, '800000');
    members.push(session);
  }
});
afterAll(() => app.close());

/** A book one tick wide around `last`, deep enough that every order fills within it. */
function marketAt(last: number) {
  setBook(app, symbol, {
    last: String(last),
    bids: [[String(last - 1), 10_000]],
    asks: [[String(last + 1), 10_000]],
  });
}

const memberIndex = fc.integer({ min: 0, max: 2 });
const command = fc.oneof(
  fc.record({ kind: fc.constant('price' as const), last: fc.integer({ min: 1_700, max: 2_600 }) }),
  fc.record({
    kind: fc.constant('order' as const),
    member: memberIndex,
    direction: fc.constantFrom('long', 'short'),
    type: fc.constantFrom('market', 'limit'),
    offset: fc.integer({ min: -40, max: 40 }),
    lots: fc.integer({ min: 1, max: 3 }),
    leverage: fc.constantFrom(1, 2, 3),
    product: fc.constantFrom('normal', 'day'),
  }),
  fc.record({ kind: fc.constant('cancel' as const), member: memberIndex, pick: fc.nat() }),
  fc.record({ kind: fc.constant('close' as const), member: memberIndex, pick: fc.nat() }),
  fc.record({
    kind: fc.constant('addMargin' as const),
    member: memberIndex,
    pick: fc.nat(),
    amount: fc.integer({ min: 1, max: 50_000 }),
  }),
  fc.record({ kind: fc.constant('step' as const) }),
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

let last = 2_150;

async function idsOf(session: Session, path: '/trade/orders' | '/trade/positions', status: string): Promise<number[]> {
  const reply = await app.call(path, { status, page: 1, size: 100 }, session);
  return reply.body.data.items.map((item: { id: number }) => item.id);
}

async function run(step: Command): Promise<void> {
  if (step.kind === 'price') {
    last = step.last;
    return marketAt(last);
  }
  if (step.kind === 'step') return app.trading.step(app.clock.now);
  const session = members[step.member]!;
  if (step.kind === 'order') {
    const { direction, type, lots, leverage, product } = step;
    const price = type === 'limit' ? String(last + step.offset) : undefined;
    const placed = await app.call('/trade/order', { symbol, direction, type, lots, leverage, product, price }, session);
    // A rule may refuse the order (422), never its shape: a 400 would leave the sequence untested.
    expect(placed.statusCode, JSON.stringify(placed.body)).not.toBe(400);
    return;
  }
  const pending = step.kind === 'cancel';
  const ids = await idsOf(session, pending ? '/trade/orders' : '/trade/positions', pending ? 'pending' : 'holding');
  const id = ids[step.pick % Math.max(ids.length, 1)];
  if (id === undefined) return;
  if (step.kind === 'cancel') await app.call('/trade/cancel', { orderId: id }, session);
  if (step.kind === 'close') await app.call('/trade/close', { positionId: id }, session);
  if (step.kind === 'addMargin') await app.call('/trade/addMargin', { positionId: id, amount: String(step.amount) }, session);
}

/** Each member's frozen yen is what their pending orders hold, and their margin what their open positions hold. */
async function expectBucketsMatchTrades(): Promise<void> {
  const { rows } = await app.db.pool.query<{ frozen: string; held: string; margin: string; positions: string }>(
    `SELECT
       (SELECT balance FROM ledger_accounts a WHERE a.member_id = m.id AND a.currency = 'JPY' AND a.bucket = 'frozen') AS frozen,
       (SELECT coalesce(sum(held), 0) FROM trade_orders o WHERE o.member_id = m.id AND o.status = 'pending') AS held,
       (SELECT balance FROM ledger_accounts a WHERE a.member_id = m.id AND a.currency = 'JPY' AND a.bucket = 'margin') AS margin,
       (SELECT coalesce(sum(margin), 0) FROM positions p WHERE p.member_id = m.id AND p.status = 'holding') AS positions
       FROM members m WHERE m.account = ANY($1)`,
    [members.map((member) => member.account)],
  );
  for (const row of rows) {
    expect(BigInt(row.frozen ?? '0')).toBe(BigInt(row.held));
    expect(BigInt(row.margin ?? '0')).toBe(BigInt(row.positions));
  }
}

describe('any sequence of trading', () => {
  it('keeps the trial balance at zero, frozen equal to pending holds and margin equal to open positions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), async (commands) => {
        marketAt((last = 2_150));
        for (const step of commands) await run(step);
        await expectBooksBalanced(app);
        await expectBucketsMatchTrades();
      }),
      { numRuns: 12 },
    );
  });
});

describe('the private stream', () => {
  it('tells the member’s app that an order, a position and the account changed', async () => {
    const url = await app.listen();
    const client = await StreamClient.connect(url);
    try {
      // A member of its own: the sequences above may have left the others without the cash.
      const session = await verifiedMember(app);
      await deposit(app, session, '800000');
      client.send({ op: 'auth', token: session.token, account: session.account });
      client.send({ op: 'sub', topics: ['orders', 'positions', 'account'] });
      await client.roundTrip();
      marketAt(2_150);
      const reply = await app.call('/trade/order', { symbol, direction: 'long', type: 'market', lots: 1, leverage: 1 }, session);
      expect(reply.body).toMatchObject({ status: 1, data: { status: 'filled' } });
      const placed = reply.body.data;
      expect((await client.next(StreamClient.topic('orders'))).data).toMatchObject({
        kind: 'order',
        id: placed.orderId,
        status: 'filled',
      });
      expect((await client.next(StreamClient.topic('positions'))).data).toMatchObject({
        kind: 'position',
        id: placed.positionId,
        status: 'holding',
      });
      expect((await client.next(StreamClient.topic('account'))).data).toMatchObject({ kind: 'account' });
    } finally {
      await client.close();
    }
  });
});
