import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import {
  available,
  deposit,
  expectBooksBalanced,
  ownerToken,
  rowCount,
  staffToken,
  verifiedMember,
  type Session,
} from '../../test/fixtures';
import { bookAround, setBook, startHandSetMarket } from '../../test/market-fixtures';
import { memberTopic } from '../stream/stream-topics';

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

const order = (session: Session, changes: Record<string, unknown> = {}, key?: string) =>
  app.call(
    '/trade/order',
    { symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal', ...changes },
    { ...session, ...(key ? { 'idempotency-key': key } : {}) },
  );

async function position(session: Session, id: number) {
  const reply = await app.call('/trade/position', { id }, session);
  if (reply.statusCode !== 200) throw new Error(`/trade/position answered ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

async function margin(session: Session): Promise<string> {
  const owner = await ownerToken(app);
  const userId = (await app.admin('/users/list', { keyword: session.account, page: 1, size: 1 }, owner)).body.data.items[0].id;
  const ledger = (await app.admin('/ledger/member', { userId }, owner)).body.data;
  return ledger.balances.find((balance: { currency: string }) => balance.currency === 'JPY')?.margin ?? '0';
}

describe('a market order', () => {
  it('previews the fill against the book with margin, fee, liquidation price and cash after', async () => {
    const session = await funded();
    setBook(app, symbol, {
      last: '2150',
      bids: [['2149', 500]],
      asks: [
        ['2150', 100],
        ['2151', 200],
      ],
    });
    const reply = await app.call(
      '/trade/preview',
      { symbol, direction: 'long', type: 'market', lots: 3, leverage: 2, product: 'normal' },
      session,
    );
    // 100 × 2,150 + 200 × 2,151 = 215,000 + 430,200 = 645,200; margin 645,200 ÷ 2 = 322,600;
    // fee 645,200 × 0.1% = 645.2 → 646 (up); total 323,246; cash after 1,000,000 − 323,246 = 676,754.
    // Liquidation (N₀ − M) ÷ (q × 0.8) = 322,600 ÷ 240 = 1,344.17 → 1,345 (up to the ¥1 tick).
    expect(reply.body.data).toEqual({
      price: '2150.67',
      shares: 300,
      notional: '645200',
      margin: '322600',
      fee: '646',
      stampDuty: '0',
      total: '323246',
      liquidationPrice: '1345',
      availableAfter: '676754',
      warnings: [],
      fills: [
        { price: '2150', shares: 100 },
        { price: '2151', shares: 200 },
      ],
    });
    expect(await available(app, session)).toMatchObject({ available: '1000000', frozen: '0' });
  });

  it('fills at once, opens a position and books margin and fee; closing returns margin ± P&L − fee', async () => {
    const session = await funded();
    setBook(app, symbol, {
      last: '2150',
      bids: [['2149', 500]],
      asks: [
        ['2150', 100],
        ['2151', 200],
      ],
    });
    const placed = await order(session, { lots: 3, leverage: 2 });
    expect(placed.body.data).toMatchObject({ status: 'filled', orderNo: expect.stringMatching(/^O\d{8}$/) });
    const positionId: number = placed.body.data.positionId;
    // 1,000,000 − (322,600 margin + 646 fee) = 676,754 available; 322,600 in margin.
    expect(await available(app, session)).toMatchObject({ available: '676754', frozen: '0' });
    expect(await margin(session)).toBe('322600');
    expect(await position(session, positionId)).toMatchObject({
      status: 'holding',
      direction: 'long',
      shares: 300,
      lots: 3,
      leverage: 2,
      buyPrice: '2150.67',
      costBasis: '645200',
      margin: '322600',
      fee: '646',
      liquidationPrice: '1345',
      fills: [
        { side: 'open', price: '2150', shares: 100 },
        { side: 'open', price: '2151', shares: 200 },
      ],
    });

    setBook(app, symbol, { last: '2200', bids: [['2200', 300]], asks: [['2201', 300]] });
    const listed = (await app.call('/trade/positions', { status: 'holding', page: 1, size: 10 }, session)).body.data;
    // Marked at 2,200: value 660,000; unrealised 660,000 − 645,200 = 14,800.
    expect(listed.totals).toEqual({ marketValue: '660000', unrealizedPnl: '14800' });
    expect(listed.items[0]).toMatchObject({ currentPrice: '2200', pnl: '14800', pnlPct: '4.59' });
    // Total assets: 676,754 available + 322,600 margin + 14,800 unrealised = 1,014,154.
    expect((await app.call('/user/info', {}, session)).body.data).toMatchObject({ totalAssets: '1014154', profit: '14800' });

    const closed = await app.call('/trade/close', { positionId }, session);
    // Gross 660,000 − 645,200 = 14,800; closing fee 660; after every charge 14,800 − 660 − 646 = 13,494.
    expect(closed.body.data).toEqual({ closePrice: '2200', realizedPnl: '13494' });
    // 676,754 + 322,600 + 14,800 − 660 = 1,013,494 = 1,000,000 + 13,494.
    expect(await available(app, session)).toMatchObject({ available: '1013494', frozen: '0' });
    expect(await margin(session)).toBe('0');
    expect(await position(session, positionId)).toMatchObject({
      status: 'closed',
      sellPrice: '2200',
      pnl: '13494',
      fee: '1306',
      closeReason: 'member',
    });
    const records = (await app.call('/funds/records', { type: 'trade', page: 1, size: 10 }, session)).body.data.items;
    // The fill spent 322,600 + 646 from cash; the close returned 322,600 + 14,800 − 660.
    expect(records.map((record: { amount: string; remark: string }) => [record.remark, record.amount]).sort()).toEqual([
      ['close', '336740'],
      ['fill', '-323246'],
    ]);
    await expectBooksBalanced(app);
  });

  it('values a closed position at what its closing fills brought, not the rounded average price × shares', async () => {
    const session = await funded();
    setBook(app, symbol, { last: '2150', bids: [['2149', 500]], asks: [['2150', 300]] });
    const positionId: number = (await order(session, { lots: 3 })).body.data.positionId;
    setBook(app, symbol, {
      last: '2200',
      bids: [
        ['2200', 100],
        ['2199', 200],
      ],
      asks: [['2201', 300]],
    });
    expect((await app.call('/trade/close', { positionId }, session)).statusCode).toBe(200);
    // 100 × 2,200 + 200 × 2,199 = 659,800 received; the average 2,199.33 × 300 would say 659,799.
    expect(await position(session, positionId)).toMatchObject({ status: 'closed', sellPrice: '2199.33', marketValue: '659800' });
    await expectBooksBalanced(app);
  });

  it('closes once under a storm of 50 simultaneous closes; the rest answer 409 and move nothing', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const positionId = (await order(session)).body.data.positionId;
    const replies = await Promise.all(Array.from({ length: 50 }, () => app.call('/trade/close', { positionId }, session)));
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(replies.find((reply) => reply.statusCode === 409)?.body.code).toBe('position_not_holding');
    // Bought 100 at 2,151 (fee 216), sold at 2,149 (fee 215): 1,000,000 − 200 − 216 − 215 = 999,369.
    expect(await available(app, session)).toMatchObject({ available: '999369', frozen: '0' });
    await expectBooksBalanced(app);
  });

  it('leaves available at or above zero when 50 simultaneous orders together exceed it', async () => {
    const session = await funded('1000000');
    setBook(app, symbol, { last: '2150', bids: [['2149', 100_000]], asks: [['2150', 100_000]] });
    // Each: 215,000 margin + 215 fee = 215,215; 1,000,000 ÷ 215,215 = 4 orders fit.
    const replies = await Promise.all(Array.from({ length: 50 }, () => order(session)));
    const filled = replies.filter((reply) => reply.body.data?.status === 'filled');
    expect(filled).toHaveLength(4);
    expect(replies.filter((reply) => reply.body.code === 'insufficient_funds')).toHaveLength(46);
    // 1,000,000 − 4 × 215,215 = 139,140.
    expect(await available(app, session)).toMatchObject({ available: '139140', frozen: '0' });
    expect(await rowCount(app, "trade_orders WHERE status = 'pending'")).toBe(0);
    await expectBooksBalanced(app);
  });

  it('replays the first reply for a repeated idempotency key and places nothing twice', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const first = await order(session, {}, 'order-key-0001');
    const second = await order(session, {}, 'order-key-0001');
    expect(second.body).toEqual(first.body);
    // One fill: 215,100 + fee 216.
    expect(await available(app, session)).toMatchObject({ available: '784684' });
  });
});

describe('the back office', () => {
  it('shows staff a member’s orders and positions, and has no call to change them', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const placed = (await order(session, { leverage: 2 })).body.data;
    const owner = await ownerToken(app);
    const userId = (await app.admin('/users/list', { keyword: session.account, page: 1, size: 1 }, owner)).body.data.items[0].id;
    const support = await staffToken(app, 'support');
    const reply = await app.admin('/trading/member', { userId }, support);
    expect(reply.body.data.orders.items).toEqual([expect.objectContaining({ id: placed.orderId, status: 'filled' })]);
    expect(reply.body.data.positions.items).toEqual([
      expect.objectContaining({ id: placed.positionId, status: 'holding', leverage: 2, margin: '107550' }),
    ]);
    for (const path of ['/trade/close', '/trading/close', '/positions/close']) {
      expect((await app.admin(path, { positionId: placed.positionId }, owner)).statusCode).toBe(404);
    }
  });
});

describe('a short with added margin', () => {
  it('raises the liquidation price of a short as margin is added, and refuses other members', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const placed = await order(session, { direction: 'short', leverage: 3 });
    const positionId = placed.body.data.positionId;
    // Sold 100 at 2,149: N₀ 214,900; M = ⌈214,900 ÷ 3⌉ = 71,634; (N₀ + M) ÷ (100 × 1.2) = 286,534 ÷ 120 = 2,387.78 → 2,387 (down).
    expect((await position(session, positionId)).liquidationPrice).toBe('2387');
    const added = await app.call('/trade/addMargin', { positionId, amount: '12000' }, session);
    // (214,900 + 83,634) ÷ 120 = 2,487.78 → 2,487.
    expect(added.body.data).toEqual({ margin: '83634', liquidationPrice: '2487' });
    expect(await margin(session)).toBe('83634');

    const stranger = await funded();
    expect((await app.call('/trade/close', { positionId }, stranger)).statusCode).toBe(404);
    expect((await app.call('/trade/addMargin', { positionId, amount: '1' }, stranger)).statusCode).toBe(404);
    expect((await app.call('/trade/position', { id: positionId }, stranger)).statusCode).toBe(404);
    await expectBooksBalanced(app);
  });

  it.each([
    { case: 'zero', amount: '0', status: 400 },
    { case: 'a fraction of a yen', amount: '10.5', status: 400 },
    { case: 'a negative amount', amount: '-100', status: 400 },
    { case: 'more than available', amount: '999999999', status: 422 },
  ])('refuses to add $case and moves nothing', async ({ amount, status }) => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const positionId = (await order(session)).body.data.positionId;
    const before = await available(app, session);
    const reply = await app.call('/trade/addMargin', { positionId, amount }, session);
    expect(reply.statusCode).toBe(status);
    expect(await available(app, session)).toEqual(before);
    expect(await margin(session)).toBe('215100');
  });
});

describe('a limit order', () => {
  it('waits with its money held, and a cancel releases it; a second cancel is 409', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const placed = await order(session, { type: 'limit', price: '2100', lots: 2 });
    expect(placed.body.data).toMatchObject({ status: 'pending' });
    // 200 × 2,100 = 420,000 margin + 420 fee = 420,420 held.
    expect(await available(app, session)).toMatchObject({ available: '579580', frozen: '420420' });
    const holds = (await app.call('/funds/holds', {}, session)).body.data;
    expect(holds).toEqual([expect.objectContaining({ reference: placed.body.data.orderNo, purpose: 'order', amount: '420420' })]);
    const orderId = placed.body.data.orderId;
    expect((await app.call('/trade/cancel', { orderId }, session)).statusCode).toBe(200);
    expect(await available(app, session)).toMatchObject({ available: '1000000', frozen: '0' });
    const again = await app.call('/trade/cancel', { orderId }, session);
    expect(again).toMatchObject({ statusCode: 409, body: { code: 'order_not_pending' } });
    expect(await available(app, session)).toMatchObject({ available: '1000000', frozen: '0' });
    await expectBooksBalanced(app);
  });

  it('fills when the market reaches it, at the market’s better price, returning the difference', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const placed = await order(session, { type: 'limit', price: '2120' });
    await app.trading.step(app.clock.now);
    expect((await app.call('/trade/orders', { status: 'pending', page: 1, size: 5 }, session)).body.data.total).toBe(1);

    setBook(app, symbol, { last: '2110', bids: [['2109', 1000]], asks: [['2110', 1000]] });
    await app.trading.step(app.clock.now);
    const filled = (await app.call('/trade/orders', { page: 1, size: 5 }, session)).body.data.items[0];
    expect(filled).toMatchObject({ status: 'filled', fillPrice: '2110', price: '2120' });
    // Held at the limit: 212,000 + 212 = 212,212; filled at 2,110: 211,000 + 211 = 211,211; 1,001 returns.
    expect(await available(app, session)).toMatchObject({ available: '788789', frozen: '0' });
    const messages = (await app.call('/user/messages', { page: 1, size: 5 }, session)).body.data.items;
    expect(messages[0]).toMatchObject({ kind: 'order_filled' });
    expect(messages[0].body).toContain(placed.body.data.orderNo);
    await expectBooksBalanced(app);
  });

  it('expires at the end of its trading date and returns the money', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    await order(session, { type: 'limit', price: '2100' });
    const start = app.clock.now;
    app.clock.advance(24 * 3_600_000);
    try {
      await app.trading.step(app.clock.now);
    } finally {
      app.clock.now = start;
    }
    const ended = (await app.call('/trade/orders', { page: 1, size: 5 }, session)).body.data.items[0];
    expect(ended).toMatchObject({ status: 'expired' });
    expect(await available(app, session)).toMatchObject({ available: '1000000', frozen: '0' });
    await expectBooksBalanced(app);
  });
});

describe('the house’s risk rules', () => {
  it('warns once, then liquidates at the published price with a message, and the books balance', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const positionId = (await order(session, { leverage: 2 })).body.data.positionId;
    const opened = await position(session, positionId);
    // Bought 100 at 2,151, M = 107,550: warning (215,100 − 107,550) ÷ 70 = 1,536.43 → 1,537 (later than halfway to the
    // liquidation price, 1,748); liquidation ÷ 80 = 1,344.375 → 1,345.
    expect(opened).toMatchObject({ warningPrice: '1537', liquidationPrice: '1345' });

    setBook(app, symbol, { ...bookAround('1540'), previousClose: '1700', last: '1537' });
    await app.trading.step(app.clock.now);
    await app.trading.step(app.clock.now);
    const warnings = (await app.call('/user/messages', { page: 1, size: 10 }, session)).body.data.items.filter(
      (message: { kind: string }) => message.kind === 'margin_warning',
    );
    expect(warnings).toHaveLength(1);
    expect((await position(session, positionId)).status).toBe('holding');

    setBook(app, symbol, { previousClose: '1700', last: '1345', bids: [['1340', 1000]], asks: [['1346', 1000]] });
    await app.trading.step(app.clock.now);
    const closed = await position(session, positionId);
    // Sold at 1,340: gross 134,000 − 215,100 = −81,100; fee 134; margin back 107,550 − 81,100 − 134 = 26,316.
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'liquidation', sellPrice: '1340' });
    // 1,000,000 − 107,550 − 216 + 26,316 = 918,550.
    expect(await available(app, session)).toMatchObject({ available: '918550', frozen: '0' });
    const messages = (await app.call('/user/messages', { page: 1, size: 1 }, session)).body.data.items;
    expect(messages[0]).toMatchObject({ kind: 'position_liquidated' });
    await expectBooksBalanced(app);
  });

  it('does not warn a position at the highest leverage as it opens, only halfway to its liquidation price', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const positionId = (await order(session, { leverage: 3 })).body.data.positionId;
    // Bought 100 at 2,151, M = 215,100 ÷ 3 = 71,700: liquidation 143,400 ÷ 80 = 1,792.5 → 1,793; the 30% level
    // 143,400 ÷ 70 = 2,048.57 → 2,049 is only 4.7% away, so the warning waits for halfway: (2,151 + 1,793) ÷ 2 = 1,972.
    expect(await position(session, positionId)).toMatchObject({ warningPrice: '1972', liquidationPrice: '1793' });
    const warnings = async () =>
      (await app.call('/user/messages', { page: 1, size: 10 }, session)).body.data.items.filter(
        (message: { kind: string }) => message.kind === 'margin_warning',
      ).length;
    await app.trading.step(app.clock.now);
    setBook(app, symbol, { ...bookAround('2040'), last: '2040' });
    await app.trading.step(app.clock.now);
    expect(await warnings()).toBe(0);
    setBook(app, symbol, { ...bookAround('1975'), last: '1972' });
    await app.trading.step(app.clock.now);
    expect(await warnings()).toBe(1);
    await app.call('/trade/close', { positionId }, session);
  });

  it('tells the member’s open apps on the messages topic when the house warns, in words that fit the halfway rule', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const positionId = (await order(session, { leverage: 3 })).body.data.positionId;
    const memberId = (await app.db.pool.query('SELECT id FROM members WHERE account = $1', [session.account])).rows[0].id;
    const streamed: string[] = [];
    const unsubscribe = app.bus.subscribe((topic) => {
      if (topic === memberTopic(memberId, 'messages')) streamed.push(topic);
    });
    try {
      await app.trading.step(app.clock.now);
      expect(streamed).toHaveLength(0);
      // The warning price is 1,972, halfway from 2,151 to the liquidation price 1,793 (as in the test above).
      setBook(app, symbol, { ...bookAround('1975'), last: '1972' });
      await app.trading.step(app.clock.now);
      expect(streamed).toHaveLength(1);
    } finally {
      unsubscribe();
    }
    const warning = (await app.call('/user/messages', { page: 1, size: 10 }, { ...session, lang: 'en' })).body.data.items.find(
      (message: { kind: string }) => message.kind === 'margin_warning',
    );
    expect(warning.body).toContain('is at 1,972:');
    expect(warning.body).toContain('at least halfway from its opening price towards its liquidation price of 1,793');
    await app.call('/trade/close', { positionId }, session);
  });

  it('liquidates at the price the current maintenance rate gives, after staff change it', async () => {
    const owner = await ownerToken(app);
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const positionId = (await order(session, { leverage: 2 })).body.data.positionId;
    setBook(app, symbol, { ...bookAround('1540'), previousClose: '1700', last: '1537' });
    await app.trading.step(app.clock.now);
    try {
      // At 25%: (215,100 − 107,550) ÷ (100 × 0.75) = 1,434, where 20% gave 1,345.
      await app.admin('/config/set', { name: 'maintenanceMarginRate', value: '0.25' }, owner);
      expect((await position(session, positionId)).liquidationPrice).toBe('1434');
      setBook(app, symbol, { previousClose: '1700', last: '1434', bids: [['1433', 1000]], asks: [['1435', 1000]] });
      await app.trading.step(app.clock.now);
      expect(await position(session, positionId)).toMatchObject({ status: 'closed', closeReason: 'liquidation' });
    } finally {
      await app.admin('/config/set', { name: 'maintenanceMarginRate', value: '0.2' }, owner);
    }
    await expectBooksBalanced(app);
  });

  it('closes day positions at the cut-off, not before', async () => {
    const session = await funded();
    setBook(app, symbol, bookAround('2150'));
    const positionId = (await order(session, { product: 'day' })).body.data.positionId;
    // Opened at 12:00 Japan time; the cut-off is 15:20 the same day.
    expect((await position(session, positionId)).autoCloseAt).toBe('2026-11-25T06:20:00.000Z');
    // Hours later the member's session has timed out, so the test reads the row itself.
    const stateOf = async () =>
      (await app.db.pool.query('SELECT status, close_reason FROM positions WHERE id = $1', [positionId])).rows[0];
    const start = app.clock.now;
    try {
      app.clock.now = new Date('2026-11-25T06:19:00Z');
      await app.trading.step(app.clock.now);
      expect(await stateOf()).toEqual({ status: 'holding', close_reason: null });
      app.clock.now = new Date('2026-11-25T06:20:00Z');
      await app.trading.step(app.clock.now);
      expect(await stateOf()).toEqual({ status: 'closed', close_reason: 'day_cutoff' });
    } finally {
      app.clock.now = start;
    }
    await expectBooksBalanced(app);
  });
});

describe('refusals', () => {
  let session: Session;
  beforeAll(async () => {
    session = await funded('500000');
  });

  it.each([
    { case: 'zero lots', changes: { lots: 0 }, status: 422, code: 'invalid_lots' },
    { case: 'a fraction of a lot', changes: { lots: 1.5 }, status: 422, code: 'invalid_lots' },
    { case: 'a leverage not offered', changes: { leverage: 5 }, status: 422, code: 'invalid_leverage' },
    { case: 'a limit order without a price', changes: { type: 'limit' }, status: 400, code: 'invalid_input' },
    { case: 'a price off the tick grid', changes: { type: 'limit', price: '2150.5' }, status: 422, code: 'off_tick' },
    { case: 'a price above limit up', changes: { type: 'limit', price: '2651' }, status: 422, code: 'outside_price_limits' },
    { case: 'a malformed price', changes: { type: 'limit', price: '21,50' }, status: 400, code: 'invalid_input' },
    { case: 'more than available', changes: { lots: 3 }, status: 422, code: 'insufficient_funds' },
    { case: 'an unknown symbol', changes: { symbol: '0000' }, status: 404, code: 'not_found' },
    { case: 'an index', changes: { symbol: 'SIMALL' }, status: 404, code: 'not_found' },
  ])('refuses $case with $code and holds nothing', async ({ changes, status, code }) => {
    setBook(app, symbol, bookAround('2150'));
    const orders = await rowCount(app, 'trade_orders');
    const reply = await order(session, changes);
    expect({ status: reply.statusCode, code: reply.body.code }).toEqual({ status, code });
    expect(await available(app, session)).toMatchObject({ available: '500000', frozen: '0' });
    expect(await rowCount(app, 'trade_orders')).toBe(orders);
  });

  it('refuses a market order when the side it takes is empty (at a daily limit)', async () => {
    setBook(app, symbol, { last: '2650', bids: [['2649', 100]], asks: [] });
    expect((await order(session)).body.code).toBe('no_liquidity');
  });

  it('refuses a halted stock', async () => {
    setBook(app, symbol, bookAround('2150'));
    app.quotes.update(symbol, { halted: true }, app.clock.now);
    try {
      expect((await order(session)).body.code).toBe('instrument_halted');
    } finally {
      app.quotes.update(symbol, { halted: false }, app.clock.now);
    }
  });

  it('refuses an unverified member and a trade-barred one, who may still close', async () => {
    setBook(app, symbol, bookAround('2150'));
    const unverified = await app.call('/user/register', {
      account: '0877000001',
      password: 'hanami2026',
      confirmPassword: 'hanami2026',
      inviteCode: 'KABUTO',
    });
    const stranger = { token: unverified.body.data.token, account: '0877000001' };
    expect(await order(stranger)).toMatchObject({ statusCode: 403, body: { code: 'verification_required' } });

    const barred = await funded();
    const positionId = (await order(barred)).body.data.positionId;
    const owner = await ownerToken(app);
    const userId = (await app.admin('/users/list', { keyword: barred.account, page: 1, size: 1 }, owner)).body.data.items[0].id;
    await app.admin('/users/restrict', { userId, flags: { tradeBarred: true }, reason: 'Review' }, owner);
    expect(await order(barred)).toMatchObject({ statusCode: 403, body: { code: 'trade_barred' } });
    expect((await app.call('/trade/close', { positionId }, barred)).statusCode).toBe(200);
  });

  it('keeps a position locked for the configured minutes and says how many are left', async () => {
    const owner = await ownerToken(app);
    await app.admin('/config/set', { name: 'normalMinMinutesBeforeClose', value: '30' }, owner);
    try {
      setBook(app, symbol, bookAround('2150'));
      const member = await funded();
      const positionId = (await order(member)).body.data.positionId;
      expect(await app.call('/trade/close', { positionId }, member)).toMatchObject({
        statusCode: 422,
        body: { code: 'close_too_soon', params: { minutes: 30 } },
      });
      const locked = (await app.call('/trade/positions', { status: 'locked', page: 1, size: 5 }, member)).body.data;
      expect(locked.items[0]).toMatchObject({ id: positionId, lockedUntil: '2026-11-25T03:30:00.000Z' });
    } finally {
      await app.admin('/config/set', { name: 'normalMinMinutesBeforeClose', value: '0' }, owner);
    }
  });
});
