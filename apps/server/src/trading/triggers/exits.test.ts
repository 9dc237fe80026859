import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import {
  available,
  deposit,
  expectBooksBalanced,
  ownerToken,
  staffToken,
  verifiedMember,
  type Session,
} from '../../../test/fixtures';
import { bookAround, setBook, startHandSetMarket } from '../../../test/market-fixtures';
import { printTrades, runPasses } from '../../../test/tape-fixtures';

let app: TestApp;
let symbol: string;

beforeAll(async () => {
  ({ app, symbol } = await startHandSetMarket());
});
afterAll(() => app.close());

async function holding(direction: 'long' | 'short' = 'long'): Promise<{ session: Session; positionId: number }> {
  const session = await verifiedMember(app);
  await deposit(app, session, '1000000');
  setBook(app, symbol, bookAround('2150'));
  const placed = await app.call(
    '/trade/order',
    { symbol, direction, type: 'market', lots: 1, leverage: 1, product: 'normal' },
    session,
  );
  return { session, positionId: placed.body.data.positionId };
}

const setExits = (session: Session, positionId: number, exits: Record<string, unknown>) =>
  app.call('/trade/exits', { positionId, ...exits }, session);

async function positionOf(session: Session, id: number) {
  return (await app.call('/trade/position', { id }, session)).body.data;
}

async function exitsOf(session: Session, positionId: number) {
  return (await app.call('/trade/positionExits', { positionId }, session)).body.data.exits;
}

describe('exits on a position (OCO)', () => {
  it('closes at the take-profit and cancels the stop-loss in the same transaction', async () => {
    const { session, positionId } = await holding();
    const set = await setExits(session, positionId, { takeProfit: '2170', stopLoss: { trigger: '2130' } });
    expect(set.body.data.exits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'takeProfit', trigger: '2170', limit: '2170', status: 'active' }),
        expect.objectContaining({ kind: 'stopLoss', trigger: '2130', limit: null, status: 'active' }),
      ]),
    );
    const seqs = await printTrades(app, symbol, ['2160', '2169', '2170', '2131']);
    setBook(app, symbol, bookAround('2172'));
    await runPasses(app);
    // Fired by ¥2,170 (the first at or above the take-profit); sold to the best bid ¥2,171 (≥ the limit).
    expect(await positionOf(session, positionId)).toMatchObject({
      status: 'closed',
      closeReason: 'take_profit',
      sellPrice: '2171',
    });
    const exits = await exitsOf(session, positionId);
    expect(exits.find((exit: { kind: string }) => exit.kind === 'takeProfit')).toMatchObject({
      status: 'triggered',
      triggeredBy: { price: '2170', seq: seqs[2] },
    });
    expect(exits.find((exit: { kind: string }) => exit.kind === 'stopLoss')).toMatchObject({
      status: 'cancelled',
      triggeredBy: null,
    });
    await expectBooksBalanced(app);
  });

  it('closes a short at its stop-loss on the first trade at or above it', async () => {
    const { session, positionId } = await holding('short');
    await setExits(session, positionId, { stopLoss: { trigger: '2160' } });
    await printTrades(app, symbol, ['2159', '2161']);
    setBook(app, symbol, bookAround('2161'));
    await runPasses(app);
    expect(await positionOf(session, positionId)).toMatchObject({
      status: 'closed',
      closeReason: 'stop_loss',
      sellPrice: '2162',
    });
    await expectBooksBalanced(app);
  });

  it('moves a trailing stop only in the member’s favour and fires on the first trade at it', async () => {
    const { session, positionId } = await holding();
    // Width ¥10 from the last ¥2,150: trigger ¥2,140.
    const set = await setExits(session, positionId, { trail: { width: '10' } });
    expect(set.body.data.exits[0]).toMatchObject({ kind: 'trail', trigger: '2140', trailBest: '2150' });
    // Best ¥2,165 → trigger ¥2,155; ¥2,158 and ¥2,156 do not move it back; ¥2,155 fires it.
    const seqs = await printTrades(app, symbol, ['2160', '2165', '2158', '2156', '2155', '2150']);
    setBook(app, symbol, bookAround('2155'));
    await runPasses(app);
    const [trail] = await exitsOf(session, positionId);
    expect(trail).toMatchObject({
      status: 'triggered',
      trigger: '2155',
      trailBest: '2165',
      triggeredBy: { price: '2155', seq: seqs[4] },
    });
    expect(await positionOf(session, positionId)).toMatchObject({
      status: 'closed',
      closeReason: 'trailing_stop',
      sellPrice: '2154',
    });
    await expectBooksBalanced(app);
  });

  it('keeps a trailing stop’s progress between passes', async () => {
    const { session, positionId } = await holding();
    await setExits(session, positionId, { trail: { pct: '1' } });
    // 1% of ¥2,150 = ¥21.5: trigger ¥2,128.5 rounded down to the ¥1 tick = ¥2,128.
    expect((await exitsOf(session, positionId))[0]).toMatchObject({ trigger: '2128' });
    await printTrades(app, symbol, ['2200']);
    await runPasses(app);
    // 1% of ¥2,200 = ¥22: trigger ¥2,178.
    expect((await exitsOf(session, positionId))[0]).toMatchObject({ status: 'active', trigger: '2178', trailBest: '2200' });
    await app.call('/trade/cancelExits', { positionId }, session);
    expect((await exitsOf(session, positionId))[0]).toMatchObject({ status: 'cancelled' });
  });

  it('are cancelled when the member closes the position by hand', async () => {
    const { session, positionId } = await holding();
    await setExits(session, positionId, { takeProfit: '2170', stopLoss: { trigger: '2130' } });
    const closed = await app.call('/trade/close', { positionId }, session);
    expect(closed.statusCode).toBe(200);
    const exits = await exitsOf(session, positionId);
    expect(exits.map((exit: { status: string }) => exit.status)).toEqual(['cancelled', 'cancelled']);
    await printTrades(app, symbol, ['2170']);
    await runPasses(app);
    expect(await positionOf(session, positionId)).toMatchObject({ closeReason: 'member' });
    await expectBooksBalanced(app);
  });

  it('replace the ones set before', async () => {
    const { session, positionId } = await holding();
    await setExits(session, positionId, { takeProfit: '2170' });
    await setExits(session, positionId, { takeProfit: '2180', stopLoss: { trigger: '2120', limit: '2115' } });
    const active = (await exitsOf(session, positionId)).filter((exit: { status: string }) => exit.status === 'active');
    expect(active).toHaveLength(2);
    expect(active).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'takeProfit', trigger: '2180' }),
        expect.objectContaining({ kind: 'stopLoss', trigger: '2120', limit: '2115' }),
      ]),
    );
  });

  it.each([
    { case: 'a take-profit the last price has reached', exits: { takeProfit: '2150' }, status: 422, code: 'trigger_would_fire' },
    {
      case: 'a stop-loss above the last price',
      exits: { stopLoss: { trigger: '2151' } },
      status: 422,
      code: 'trigger_would_fire',
    },
    { case: 'a take-profit off the grid', exits: { takeProfit: '2170.5' }, status: 422, code: 'off_tick' },
    {
      case: 'a stop-loss below the daily limit',
      exits: { stopLoss: { trigger: '1600' } },
      status: 422,
      code: 'outside_price_limits',
    },
    { case: 'a trailing width of zero', exits: { trail: { width: '0' } }, status: 400, code: 'invalid_input' },
    { case: 'a trailing width at the price', exits: { trail: { width: '2150' } }, status: 400, code: 'invalid_input' },
    { case: 'no exit at all', exits: {}, status: 400, code: 'invalid_input' },
  ])('refuses $case ($code)', async ({ exits, status, code }) => {
    const { session, positionId } = await holding();
    const reply = await setExits(session, positionId, exits);
    expect(reply.statusCode).toBe(status);
    expect(reply.body.code).toBe(code);
    expect(await exitsOf(session, positionId)).toEqual([]);
  });

  it('refuses exits on a closed position or another member’s (404)', async () => {
    const { session, positionId } = await holding();
    const other = await holding();
    expect((await setExits(other.session, positionId, { takeProfit: '2170' })).statusCode).toBe(404);
    await app.call('/trade/close', { positionId }, session);
    expect((await setExits(session, positionId, { takeProfit: '2170' })).statusCode).toBe(404);
  });
});

describe('IFD and IFDOCO', () => {
  it('sets the planned take-profit and stop-loss when the stop fills, and the stop-loss then closes it', async () => {
    const session = await verifiedMember(app);
    await deposit(app, session, '1000000');
    setBook(app, symbol, bookAround('2150'));
    const placed = await app.call(
      '/trade/order',
      {
        symbol,
        direction: 'long',
        type: 'stop',
        triggerPrice: '2160',
        lots: 1,
        leverage: 1,
        product: 'normal',
        exits: { takeProfit: '2200', stopLoss: { trigger: '2140' } },
      },
      session,
    );
    expect(placed.body.data.status).toBe('waiting');
    await printTrades(app, symbol, ['2160']);
    setBook(app, symbol, bookAround('2160'));
    await runPasses(app);
    const orders = (await app.call('/trade/orders', { page: 1, size: 5 }, session)).body.data.items;
    const positionId: number = orders[0].positionId;
    expect(orders[0]).toMatchObject({ status: 'filled', fillPrice: '2161' });
    expect((await exitsOf(session, positionId)).map((exit: { kind: string }) => exit.kind).sort()).toEqual([
      'stopLoss',
      'takeProfit',
    ]);
    await printTrades(app, symbol, ['2150', '2140']);
    setBook(app, symbol, bookAround('2140'));
    await runPasses(app);
    expect(await positionOf(session, positionId)).toMatchObject({ status: 'closed', closeReason: 'stop_loss' });
    expect(await available(app, session)).toMatchObject({ frozen: '0' });
    await expectBooksBalanced(app);
  });

  it('fills a market order with exits at the next market step, setting them in the same transaction', async () => {
    const session = await verifiedMember(app);
    await deposit(app, session, '1000000');
    setBook(app, symbol, bookAround('2150'));
    const placed = await app.call(
      '/trade/order',
      {
        symbol,
        direction: 'long',
        type: 'market',
        lots: 1,
        leverage: 1,
        product: 'normal',
        exits: { takeProfit: '2200', stopLoss: { trigger: '2100' } },
      },
      session,
    );
    // Held at the asks now: 100 × 2,151 = 215,100 + fee 216 (215.1 up) = 215,316.
    expect(placed.body.data.status).toBe('pending');
    expect(await available(app, session)).toMatchObject({ available: '784684', frozen: '215316' });
    await runPasses(app);
    const orders = (await app.call('/trade/orders', { page: 1, size: 5 }, session)).body.data.items;
    expect(orders[0]).toMatchObject({ status: 'filled', type: 'market', fillPrice: '2151' });
    const exits = await exitsOf(session, orders[0].positionId);
    expect(exits.map((exit: { kind: string }) => exit.kind).sort()).toEqual(['stopLoss', 'takeProfit']);
    expect(await available(app, session)).toMatchObject({ available: '784684', frozen: '0' });
    await expectBooksBalanced(app);
  });

  it('sets the planned exit when a limit order (IFD) fills', async () => {
    const session = await verifiedMember(app);
    await deposit(app, session, '1000000');
    setBook(app, symbol, bookAround('2150'));
    const placed = await app.call(
      '/trade/order',
      {
        symbol,
        direction: 'long',
        type: 'limit',
        price: '2145',
        lots: 1,
        leverage: 1,
        product: 'normal',
        exits: { stopLoss: { trigger: '2120' } },
      },
      session,
    );
    expect(placed.body.data.status).toBe('pending');
    setBook(app, symbol, bookAround('2144'));
    await runPasses(app);
    const orders = (await app.call('/trade/orders', { page: 1, size: 5 }, session)).body.data.items;
    expect(orders[0]).toMatchObject({ status: 'filled', type: 'limit' });
    expect(await exitsOf(session, orders[0].positionId)).toEqual([
      expect.objectContaining({ kind: 'stopLoss', trigger: '2120' }),
    ]);
    await expectBooksBalanced(app);
  });
});

describe('the back office', () => {
  it('shows staff a member’s waiting stop and the exits of a position, and has no call to change them', async () => {
    const { session, positionId } = await holding();
    await setExits(session, positionId, { takeProfit: '2170', trail: { pct: '2.5' } });
    const stop = await app.call(
      '/trade/order',
      { symbol, direction: 'short', type: 'stop', triggerPrice: '2100', lots: 1, leverage: 1, product: 'normal' },
      session,
    );
    const owner = await ownerToken(app);
    const userId = (await app.admin('/users/list', { keyword: session.account, page: 1, size: 1 }, owner)).body.data.items[0].id;
    const reply = await app.admin('/trading/member', { userId }, await staffToken(app, 'support'));
    expect(reply.body.data.orders.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: stop.body.data.orderId, status: 'waiting', type: 'stop', triggerPrice: '2100' }),
      ]),
    );
    // 2.5% of ¥2,150 = ¥53.75: the trailing trigger ¥2,096.25 rounds down to ¥2,096.
    expect(reply.body.data.exits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ positionId, kind: 'takeProfit', trigger: '2170', status: 'active' }),
        expect.objectContaining({ positionId, kind: 'trail', trigger: '2096', trailPct: '2.5' }),
      ]),
    );
    for (const path of ['/trade/exits', '/trading/exits', '/trade/cancelExits']) {
      expect((await app.admin(path, { positionId, takeProfit: '2200' }, owner)).statusCode).toBe(404);
    }
  });
});
