import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { universeStocks } from '@kabuto/market';
import { startTestApp, type TestApp } from '../../test/test-app';
import { eventually } from '../../test/eventually';
import { ownerToken, staffToken } from '../../test/fixtures';
import { inProcessBus } from './bus';
import { followHalts, publishHalt } from './halts';
import { createMarketService } from './market.service';
import { marketInstruments, marketStocks } from './market-runner';
import { createQuoteStore } from './quote-store';

let app: TestApp;
let owner: string;
beforeAll(async () => {
  // Two minutes of trading after the stored history, so that every stock has traded today.
  app = await startTestApp({}, { market: true, startAt: new Date('2026-11-25T00:58:00Z') });
  app.clock.now = new Date('2026-11-25T01:00:00Z');
  await app.stepMarket();
  owner = await ownerToken(app);
});
afterAll(() => app.close());

type Row = {
  symbol: string;
  name: string;
  kind: string;
  board: string | null;
  sector: string | null;
  halted: boolean;
  last: string;
};
const list = async (body: object = {}, token = owner) =>
  (await app.admin('/instruments/list', { page: 1, size: 20, ...body }, token)).body.data as { items: Row[]; total: number };
const [first, second] = universeStocks.map((stock) => stock.instrument);

describe('instruments in the back office', () => {
  it('lists stocks then indices with English names, trading state and the last price of the quote', async () => {
    const { items, total } = await list();
    expect(total).toBe(7);
    expect(items.map((row) => row.kind)).toEqual(['stock', 'stock', 'stock', 'stock', 'stock', 'index', 'index']);
    const quotes = (await app.call('/market/list', { size: 100 }, { lang: 'en' })).body.data.items;
    for (const quote of quotes) {
      const row = items.find((item) => item.symbol === quote.symbol);
      // The test clock stands still, so the market does not move between the two calls.
      expect(row).toMatchObject({ name: quote.name, board: quote.board, halted: false, last: quote.last });
    }
    expect(items[0]?.sector).toBeTruthy();
  });

  it.each([
    { case: 'the start of a code', keyword: () => first?.symbol.slice(0, 3) ?? '' },
    { case: 'part of the English name', keyword: () => first?.names.en.slice(1, 5) ?? '' },
    { case: 'part of the Japanese name', keyword: () => first?.names.jp.slice(0, 2) ?? '' },
  ])('finds an instrument by $case', async ({ keyword }) => {
    const { items } = await list({ keyword: keyword() });
    expect(items.map((row) => row.symbol)).toContain(first?.symbol);
  });

  it('finds nothing for a keyword that matches nothing, and treats % literally', async () => {
    expect((await list({ keyword: 'zzzz-nothing' })).total).toBe(0);
    expect((await list({ keyword: '%' })).total).toBe(0);
  });

  it('halts an instrument with a reason: stored, audited, and quoted as halted at once; then resumes it', async () => {
    const symbol = second?.symbol ?? '';
    const halt = await app.admin('/instruments/halt', { symbol, halted: true, reason: 'Pending announcement' }, owner);
    expect(halt.statusCode).toBe(200);
    expect((await app.call('/market/quote', { symbol })).body.data.status).toBe('halted');
    expect((await list({ keyword: symbol })).items[0]).toMatchObject({ symbol, halted: true });
    expect((await app.db.pool.query('SELECT halted FROM instruments WHERE symbol = $1', [symbol])).rows[0].halted).toBe(true);
    const audit = (await app.admin('/audit/list', { keyword: 'instrument.halt', page: 1, size: 5 }, owner)).body.data.items[0];
    expect(audit).toMatchObject({
      action: 'instrument.halt',
      target: `instrument:${symbol}`,
      staff: 'admin',
      before: { halted: false },
      after: { halted: true, reason: 'Pending announcement' },
    });
    // Halting twice changes nothing and says so.
    expect((await app.admin('/instruments/halt', { symbol, halted: true, reason: 'Again' }, owner)).statusCode).toBe(409);
    // Other instruments trade on.
    expect((await app.call('/market/quote', { symbol: first?.symbol })).body.data.status).toBe('trading');

    const resume = await app.admin('/instruments/halt', { symbol, halted: false, reason: 'Announcement published' }, owner);
    expect(resume.statusCode).toBe(200);
    expect((await app.call('/market/quote', { symbol })).body.data.status).toBe('trading');
    expect((await list({ keyword: symbol })).items[0]?.halted).toBe(false);
  });

  it.each([
    { case: 'without a reason', body: { halted: true, reason: ' ' }, status: 400, fields: { reason: 'required' } },
    { case: 'of an unknown symbol', body: { symbol: '0000', halted: true, reason: 'x' }, status: 404 },
    {
      case: 'of an index, which is never traded',
      body: { symbol: 'SIMALL', halted: true, reason: 'x' },
      status: 400,
      fields: { symbol: 'not_allowed_value' },
    },
  ])('refuses a halt $case', async ({ body, status, fields }) => {
    const reply = await app.admin('/instruments/halt', { symbol: first?.symbol, ...body }, owner);
    expect(reply.statusCode).toBe(status);
    if (fields) expect(reply.body.fields).toEqual(fields);
    expect((await list()).items.every((row) => !row.halted)).toBe(true);
  });

  it.each(['reviewer', 'support'] as const)('lets a %s read the list but not halt', async (role) => {
    const token = await staffToken(app, role);
    expect((await list({}, token)).total).toBe(7);
    const reply = await app.admin('/instruments/halt', { symbol: first?.symbol, halted: true, reason: 'x' }, token);
    expect(reply.statusCode).toBe(403);
    expect((await app.call('/market/quote', { symbol: first?.symbol })).body.data.status).toBe('trading');
  });
});

describe('halts in the running market', () => {
  const quote = async (symbol = '') => (await app.call('/market/quote', { symbol })).body.data;
  /** Moves the clock a minute on and runs the market's step to that time. */
  const nextMinute = async () => {
    app.clock.advance(60_000);
    await app.stepMarket();
  };

  it("stands a halted stock's price and volume still while the others trade, and trades it again once resumed", async () => {
    const symbol = first?.symbol ?? '';
    const others = async () => (await quote(second?.symbol)).volume;
    await app.admin('/instruments/halt', { symbol, halted: true, reason: 'Pending announcement' }, owner);
    await nextMinute();
    const [halted, othersBefore] = [await quote(symbol), await others()];
    for (let minute = 0; minute < 3; minute++) await nextMinute();
    expect(await quote(symbol)).toMatchObject({ status: 'halted', last: halted.last, volume: halted.volume, high: halted.high });
    expect(await others()).toBeGreaterThan(othersBefore);

    await app.admin('/instruments/halt', { symbol, halted: false, reason: 'Announcement published' }, owner);
    await eventually(async () => {
      await nextMinute();
      return (await quote(symbol)).volume > halted.volume;
    });
  });
});

describe('halts across nodes', () => {
  it('puts a halt published on the bus into every following store, which the market service answers from', () => {
    const bus = inProcessBus();
    const instruments = marketInstruments(marketStocks(2));
    const stores = [createQuoteStore(instruments), createQuoteStore(instruments)];
    const unfollow = stores.map((store) => followHalts(bus, store));
    const services = stores.map((store) => createMarketService({ db: app.db, store }));
    const symbol = instruments[0]?.symbol ?? '';
    publishHalt(bus, symbol, true, new Date('2026-11-25T01:00:00Z'));
    expect(services.map((service) => service.isHalted(symbol))).toEqual([true, true]);
    expect(services.map((service) => service.isHalted(instruments[1]?.symbol ?? ''))).toEqual([false, false]);
    publishHalt(bus, symbol, false, new Date('2026-11-25T01:00:01Z'));
    expect(services.map((service) => service.isHalted(symbol))).toEqual([false, false]);
    for (const stop of unfollow) stop();
  });
});
