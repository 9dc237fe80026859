/**
 * A mentor strategy's published figures, recomputed from the records by a second, independent
 * implementation: the mentor's recorded fills (with the equity copies were sized on) and their
 * positions read straight from the tables, the last prices the test set, and the capital rule
 * written out here in plain integer arithmetic, not with the domain's functions. The figures
 * agree, and nothing of the mentor's account (their shares, their equity, their order numbers)
 * is in what followers read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { businessNoon, deposit, expectBooksBalanced, ownerToken, verifiedMember, type Session } from '../../test/fixtures';
import { bookAround, setBook } from '../../test/market-fixtures';

let app: TestApp;
let symbols: string[] = [];

beforeAll(async () => {
  app = await startTestApp({}, { market: true, startAt: businessNoon });
  await app.stopMarket();
  app.clock.now = businessNoon;
  const list = (await app.call('/copy/strategies', {})).body.data as { symbol: string | null }[];
  symbols = list.flatMap((item) => (item.symbol ? [item.symbol] : []));
});
afterAll(() => app?.close());

const priceAt = (symbol: string, last: string) => setBook(app, symbol, { ...bookAround(last), previousClose: last, last });
const later = (minutes: number) => {
  app.clock.now = new Date(app.clock.now.getTime() + minutes * 60_000);
};

async function member(yen: string): Promise<Session> {
  const session = await verifiedMember(app);
  await deposit(app, session, yen);
  return session;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const value = await read();
    if (done(value) || attempt >= 100) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const capital = 10_000_000n;
/** Whole yen from sen, rounded up (charges) or half to even (P&L). */
const upYen = (sen: bigint) => (sen + 99n) / 100n;
function halfEvenYen(sen: bigint): bigint {
  const negative = sen < 0n;
  const size = negative ? -sen : sen;
  let whole = size / 100n;
  const rest = size % 100n;
  if (rest > 50n || (rest === 50n && whole % 2n === 1n)) whole += 1n;
  return negative ? -whole : whole;
}
const ceilDiv = (numerator: bigint, denominator: bigint) => (numerator + denominator - 1n) / denominator;
function percent(numerator: bigint, denominator: bigint): string {
  // Hundredths of a percent, half to even, written "12.34".
  const scaled = numerator * 10_000n;
  let basis = scaled / denominator;
  const rest = scaled % denominator;
  const twice = 2n * (rest < 0n ? -rest : rest);
  if (twice > denominator || (twice === denominator && basis % 2n !== 0n)) basis += scaled < 0n ? -1n : 1n;
  const size = basis < 0n ? -basis : basis;
  return `${basis < 0n ? '-' : ''}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}

interface Fill {
  positionId: number;
  shares: bigint;
  mentorEquity: bigint;
  at: Date;
  symbol: string;
  entry: bigint;
  charges: bigint;
  close: { at: Date; price: bigint; fee: bigint } | null;
}

interface Taken {
  fill: Fill;
  shares: bigint;
  charges: bigint;
  closeFee: bigint;
}

/** The published rule, a second time: each fill in time order, sized on the record's equity then. */
function replay(fills: readonly Fill[], marksNow: ReadonlyMap<string, bigint>, now: Date) {
  const taken: Taken[] = [];
  const settled = new Set<Taken>();
  let cash = capital;
  const settleClosesUpTo = (time: Date) => {
    for (const trade of taken) {
      const close = trade.fill.close;
      if (!close || close.at > time || settled.has(trade)) continue;
      // The margin comes back with the gross P&L, less the closing fee.
      cash +=
        upYen(trade.fill.entry * trade.shares) + halfEvenYen((close.price - trade.fill.entry) * trade.shares) - trade.closeFee;
      settled.add(trade);
    }
  };
  for (const fill of [...fills].sort((left, right) => left.at.getTime() - right.at.getTime())) {
    settleClosesUpTo(fill.at);
    // No minute bar is recorded while the test's market is stopped: open trades count at cost, the fill's own symbol at its price.
    let equity = cash;
    for (const trade of taken) {
      if (settled.has(trade)) continue;
      const mark = trade.fill.symbol === fill.symbol ? fill.entry : trade.fill.entry;
      equity += upYen(trade.fill.entry * trade.shares) + halfEvenYen((mark - trade.fill.entry) * trade.shares);
    }
    const shares = (fill.shares * equity) / fill.mentorEquity;
    if (shares < 1n) continue;
    const charges = ceilDiv(fill.charges * shares, fill.shares);
    const margin = upYen(fill.entry * shares);
    if (margin + charges > cash) continue;
    cash -= margin + charges;
    taken.push({ fill, shares, charges, closeFee: fill.close ? ceilDiv(fill.close.fee * shares, fill.shares) : 0n });
  }
  settleClosesUpTo(now);
  let equity = cash;
  for (const trade of taken) {
    if (settled.has(trade)) continue;
    const mark = marksNow.get(trade.fill.symbol) ?? trade.fill.entry;
    equity += upYen(trade.fill.entry * trade.shares) + halfEvenYen((mark - trade.fill.entry) * trade.shares);
  }
  return { taken, equity };
}

async function recordedFills(strategyId: number): Promise<Fill[]> {
  const { rows } = await app.db.pool.query(
    `SELECT f.position_id, f.shares, f.mentor_equity, f.created_at, p.symbol, p.entry_price, p.opening_fee, p.stamp_duty,
            p.close_price, p.closing_fee, p.closed_at
       FROM copy_mentor_fills f JOIN positions p ON p.id = f.position_id WHERE f.strategy_id = $1 ORDER BY f.id`,
    [strategyId],
  );
  return rows.map((row) => ({
    positionId: Number(row.position_id),
    shares: BigInt(row.shares),
    mentorEquity: BigInt(row.mentor_equity),
    at: row.created_at,
    symbol: row.symbol,
    entry: BigInt(row.entry_price),
    charges: BigInt(row.opening_fee) + BigInt(row.stamp_duty),
    close: row.closed_at ? { at: row.closed_at, price: BigInt(row.close_price), fee: BigInt(row.closing_fee) } : null,
  }));
}

describe("a mentor strategy's record", () => {
  it('shows what a notional ¥10,000,000 copying the mentor in proportion became, recomputed independently', async () => {
    const [first, second] = symbols as [string, string];
    priceAt(first, '2000');
    priceAt(second, '1500');
    const mentor = await member('4000000');
    await app.call('/copy/applyMentor', { strategyName: 'Record keeper', description: 'Two stocks, a day at most.' }, mentor);
    const owner = await ownerToken(app);
    const queue = (
      await app.admin('/copy/mentors/list', { status: 'pending', keyword: mentor.account, page: 1, size: 10 }, owner)
    ).body.data;
    await app.admin('/copy/mentors/review', { id: queue.items[0].id, approve: true }, owner);
    const strategies = (await app.call('/copy/strategies', {})).body.data;
    const published = strategies.find((item: { name: string }) => item.name === 'Record keeper');
    // Before any trade: the notional capital, flat.
    expect(published).toMatchObject({ kind: 'mentor', capital: '10000000', equity: '10000000', returnPct: '0.00', trades: 0 });

    const follower = await member('1000000');
    const copyId = (
      await app.call(
        '/copy/follow',
        { strategyId: published.id, amount: '1000000', stopLossPct: 20 },
        { ...follower, 'idempotency-key': crypto.randomUUID() },
      )
    ).body.data.copyId;

    const order = (symbol: string, lots: number, leverage = 1) =>
      app.call('/trade/order', { symbol, direction: 'long', type: 'market', lots, leverage, product: 'normal' }, mentor);
    const legs = (count: number) =>
      eventually(
        async () => (await app.call('/copy/orders', { copyId, page: 1, size: 20 }, follower)).body.data.items,
        (items) => items.length >= count,
      );
    later(5);
    expect((await order(first, 10)).body.data.status).toBe('filled');
    await legs(1);
    later(10);
    expect((await order(second, 5)).body.data.status).toBe('filled');
    await legs(2);
    // A buy at leverage 3 the record's cash can't pay for in full: left out of the record, as a copy skips it.
    later(5);
    const leveraged = await order(second, 20, 3);
    expect(leveraged.body, JSON.stringify(leveraged.body)).toMatchObject({ data: { status: 'filled' } });
    await legs(3);
    later(20);
    priceAt(first, '2100');
    const held = await app.call('/trade/positions', { page: 1, size: 10 }, mentor);
    expect(held.statusCode, JSON.stringify(held.body)).toBe(200);
    const positions = held.body.data.items;
    const firstPosition = positions.find((position: { symbol: string }) => position.symbol === first);
    expect((await app.call('/trade/close', { positionId: firstPosition.id }, mentor)).statusCode).toBe(200);
    await legs(4);
    later(10);
    priceAt(second, '1480');

    const fills = await recordedFills(published.id);
    expect(fills).toHaveLength(3);
    const marks = new Map([
      [first, 210_000n],
      [second, 148_000n],
    ]);
    const expected = replay(fills, marks, app.clock.now);
    expect(expected.taken.map((trade) => trade.fill.positionId)).toEqual([fills[0]?.positionId, fills[1]?.positionId]);

    const detail = (await app.call('/copy/strategy', { strategyId: published.id }, follower)).body.data;
    expect(detail).toMatchObject({
      capital: '10000000',
      equity: String(expected.equity),
      returnPct: percent(expected.equity - capital, capital),
      // The curve is the start and now (no bars recorded while stopped): the drawdown is the fall below the capital, if any.
      maxDrawdownPct: expected.equity < capital ? percent(capital - expected.equity, capital) : '0.00',
      // One closed trade, held from minute 5 to minute 40.
      avgHoldingMinutes: 35,
      trades: 2,
      followers: 1,
    });
    expect(detail.equityCurve.at(-1).equity).toBe(String(expected.equity));
    const firstTaken = expected.taken[0] as Taken;
    const secondTaken = expected.taken[1] as Taken;
    expect(detail.recentTrades).toEqual([
      expect.objectContaining({ symbol: first, side: 'sell', shares: Number(firstTaken.shares), price: '2099' }),
      expect.objectContaining({ symbol: second, side: 'buy', shares: Number(secondTaken.shares) }),
      expect.objectContaining({ symbol: first, side: 'buy', shares: Number(firstTaken.shares), price: '2001' }),
    ]);
    // The list agrees with the detail.
    const listed = (await app.call('/copy/strategies', {})).body.data.find((item: { id: number }) => item.id === published.id);
    expect(listed).toMatchObject({ equity: detail.equity, returnPct: detail.returnPct, trades: 2 });

    // Followers read the record's shares, never the mentor's own (1,000; 500; 2,000) nor their equity.
    const orders = await legs(4);
    expect(orders.map((leg: { side: string; strategyShares: number | null }) => [leg.side, leg.strategyShares])).toEqual([
      ['sell', Number(firstTaken.shares)],
      ['buy', null],
      ['buy', Number(secondTaken.shares)],
      ['buy', Number(firstTaken.shares)],
    ]);
    const shown = JSON.stringify({ detail, orders });
    for (const fill of fills) expect(shown).not.toContain(String(fill.mentorEquity));
    for (const trade of detail.recentTrades) expect([1000, 500, 2000]).not.toContain(trade.shares);
    await expectBooksBalanced(app);
  });
});
