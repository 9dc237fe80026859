/**
 * The pre-market and after-market lists through HTTP against a running simulated market: the
 * indicative opening prices of the pre-open, the opening print equal to them and to the quote's
 * open and the day bar's, the closing auction equal to the quote's last and the day bar's close,
 * in Tokyo hours and around the clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { lastAuctions } from './auctions.repository';

interface Row {
  symbol: string;
  name: string;
  price: string;
  changePct: string;
  volume: number;
  session: { kind: string; tradingDate: string; time: string };
}

/** Moves the clock and runs a market step there. */
async function moveTo(app: TestApp, iso: string) {
  app.clock.now = new Date(iso);
  await app.stepMarket();
}

const list = async (app: TestApp, call: 'preMarket' | 'afterMarket', body: object = {}) =>
  (await app.call<Row[]>(`/market/${call}`, body, { lang: 'en' })).body.data;

const quote = async (app: TestApp, symbol: string) => (await app.call(`/market/quote`, { symbol })).body.data;
type KlineBar = { time: string; open: string; close: string; volume: number };
const dayBars = async (app: TestApp, symbol: string) =>
  (await app.call<KlineBar[]>('/market/kline', { symbol, period: '1d', limit: 2 })).body.data;
const minuteBars = async (app: TestApp, symbol: string) =>
  (await app.call<KlineBar[]>('/market/kline', { symbol, period: '1m', limit: 2 })).body.data;

/** |changePct| never grows down the list: the biggest moves come first. */
function expectBiggestMovesFirst(rows: readonly Row[]) {
  const moves = rows.map((row) => Math.abs(Number(row.changePct)));
  expect(moves).toEqual([...moves].sort((left, right) => right - left));
}

describe('on Tokyo hours', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Wednesday 25 November 2026, 07:58 in Tokyo: the history ends with Tuesday's session.
    app = await startTestApp({ MARKET_SESSIONS: 'tse' }, { market: true, startAt: new Date('2026-11-25T07:58:00+09:00') });
  });
  afterAll(() => app.close());

  it('lists the generated last session’s closing auction at a fresh start: the day bar’s close, the 15:30 bar', async () => {
    const rows = await list(app, 'afterMarket', { size: 100 });
    expect(rows).toHaveLength(5);
    expectBiggestMovesFirst(rows);
    for (const row of rows) {
      expect(row.session).toEqual({ kind: 'closing_auction', tradingDate: '2026-11-24', time: '2026-11-24T06:30:00.000Z' });
      // Recomputed from the stored bars: Tuesday's close is the auction's price, its move against Monday's close.
      const [monday, tuesday] = await dayBars(app, row.symbol);
      expect(tuesday?.close).toBe(row.price);
      const change = ((Number(row.price) - Number(monday?.close)) / Number(monday?.close)) * 100;
      expect(Number(row.changePct)).toBeCloseTo(change, 2);
      const closingBar = (await minuteBars(app, row.symbol)).at(-1);
      expect(closingBar).toMatchObject({
        time: '2026-11-24T06:30:00.000Z',
        open: row.price,
        close: row.price,
        volume: row.volume,
      });
      expect((await quote(app, row.symbol)).prevClose).toBe(row.price);
    }
    const recorded = await lastAuctions(app.db.pool);
    expect([...recorded.values()].map((stored) => stored.closing?.tradingDate)).toEqual(rows.map(() => '2026-11-24'));
  });

  it('has no opening before 8:00, then indicative prices from the pre-open book', async () => {
    await moveTo(app, '2026-11-25T07:59:00+09:00');
    expect(await list(app, 'preMarket')).toEqual([]);
    await moveTo(app, '2026-11-25T08:30:00+09:00');
    const rows = await list(app, 'preMarket');
    expect(rows).toHaveLength(5);
    expectBiggestMovesFirst(rows);
    for (const row of rows) {
      expect(row.session).toEqual({ kind: 'indicative', tradingDate: '2026-11-25', time: '2026-11-24T23:30:00.000Z' });
      const { prevClose, open, indicativeOpen } = await quote(app, row.symbol);
      // Nothing printed yet; the move is the indicative price against the previous close.
      expect(open).toBeNull();
      // The stock's quote carries the same indicative opening the list shows.
      expect(indicativeOpen).toEqual({ price: row.price, changePct: row.changePct, volume: row.volume, time: row.session.time });
      expect(Number(row.changePct)).toBeCloseTo(((Number(row.price) - Number(prevClose)) / Number(prevClose)) * 100, 2);
    }
    expect(await list(app, 'preMarket', { size: 2 })).toEqual(rows.slice(0, 2));
  });

  it('opens every stock at its last indicative price, the quote’s open and the day bar’s', async () => {
    await moveTo(app, '2026-11-25T08:59:30+09:00');
    const indicative = await list(app, 'preMarket');
    await moveTo(app, '2026-11-25T09:00:03+09:00');
    const opened = await list(app, 'preMarket');
    expect(opened.map((row) => row.symbol).sort()).toEqual(indicative.map((row) => row.symbol).sort());
    for (const row of opened) {
      const before = indicative.find((candidate) => candidate.symbol === row.symbol)!;
      expect(row.session).toEqual({ kind: 'opening_auction', tradingDate: '2026-11-25', time: '2026-11-25T00:00:00.000Z' });
      expect({ price: row.price, volume: row.volume }).toEqual({ price: before.price, volume: before.volume });
      expect(await quote(app, row.symbol)).toMatchObject({ open: row.price, indicativeOpen: null });
      expect((await dayBars(app, row.symbol)).at(-1)?.open).toBe(row.price);
    }
  });

  it('lists the closing auction after 15:30 as the quote’s last and the day bar’s close, and records it', async () => {
    const before = await list(app, 'afterMarket');
    expect(before.map((row) => row.session.tradingDate)).toEqual(before.map(() => '2026-11-24'));
    await moveTo(app, '2026-11-25T15:29:50+09:00');
    await moveTo(app, '2026-11-25T15:30:03+09:00');
    const rows = await list(app, 'afterMarket', { size: 100 });
    expect(rows).toHaveLength(5);
    expectBiggestMovesFirst(rows);
    const recorded = await lastAuctions(app.db.pool);
    for (const row of rows) {
      expect(row.session).toEqual({ kind: 'closing_auction', tradingDate: '2026-11-25', time: '2026-11-25T06:30:00.000Z' });
      const { last, prevClose } = await quote(app, row.symbol);
      expect(last).toBe(row.price);
      expect(Number(row.changePct)).toBeCloseTo(((Number(row.price) - Number(prevClose)) / Number(prevClose)) * 100, 2);
      expect((await dayBars(app, row.symbol)).at(-1)?.close).toBe(row.price);
      const stored = recorded.get(row.symbol);
      expect(stored?.closing?.volume).toBe(row.volume);
      expect(stored?.closing?.price.toString()).toBe((Number(row.price) * 100).toFixed(0));
      expect(stored?.opening?.tradingDate).toBe('2026-11-25');
    }
  });
});

describe('around the clock', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ MARKET_SESSIONS: 'always' }, { market: true, startAt: new Date('2026-11-25T10:00:00+09:00') });
  });
  afterAll(() => app.close());

  it('opens a date not yet printed with an auction, and closes it at midnight with one', async () => {
    await moveTo(app, '2026-11-25T10:00:02+09:00');
    const opening = await list(app, 'preMarket');
    expect(opening).toHaveLength(5);
    for (const row of opening) {
      expect(row.session.kind).toBe('opening_auction');
      expect((await quote(app, row.symbol)).open).toBe(row.price);
    }
    // No session of this run has closed yet: the last closing auctions are the generated history's.
    const generated = await list(app, 'afterMarket');
    expect(generated.map((row) => row.session.tradingDate)).toEqual(generated.map(() => '2026-11-24'));
    await moveTo(app, '2026-11-25T23:59:58+09:00');
    await moveTo(app, '2026-11-26T00:00:02+09:00');
    const closing = await list(app, 'afterMarket');
    expect(closing).toHaveLength(5);
    for (const row of closing) {
      expect(row.session).toEqual({ kind: 'closing_auction', tradingDate: '2026-11-25', time: '2026-11-25T14:59:59.000Z' });
      const [previousDay, today] = await dayBars(app, row.symbol);
      expect(previousDay?.close).toBe(row.price);
      expect((await quote(app, row.symbol)).prevClose).toBe(row.price);
      expect(today?.open).toBe((await list(app, 'preMarket', { size: 100 })).find((r) => r.symbol === row.symbol)?.price);
    }
  });
});
