import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/fixtures';
import { readingOf } from '@kabuto/market';

let app: TestApp;
let symbols: string[];
beforeAll(async () => {
  // Two minutes of trading after the stored history, so that every stock has traded today.
  app = await startTestApp({}, { market: true, startAt: new Date('2026-11-25T00:58:00Z') });
  app.clock.now = new Date('2026-11-25T01:00:00Z');
  await app.stepMarket();
  symbols = (await app.call('/market/list', { size: 100, sort: 'symbol', order: 'asc' })).body.data.items.map(
    (quote: { symbol: string }) => quote.symbol,
  );
});
afterAll(() => app.close());

const decimal = (text: string) => Number(text);

describe('market data', () => {
  it('lists the simulated stocks with every quote field, labelled simulated', async () => {
    const list = (await app.call('/market/list', { size: 100 }, { lang: 'en' })).body.data;
    expect(list.total).toBe(5);
    for (const quote of list.items) {
      expect(quote).toMatchObject({ exchange: 'TSE', kind: 'stock', simulated: true, status: 'trading' });
      expect(decimal(quote.limitDown)).toBeLessThan(decimal(quote.prevClose));
      expect(decimal(quote.limitUp)).toBeGreaterThan(decimal(quote.prevClose));
      expect(quote.name).toMatch(/^[A-Za-z]/);
    }
  });

  it('answers the two indices', async () => {
    const indices = (await app.call('/market/indices', {})).body.data;
    expect(indices.map((quote: { symbol: string }) => quote.symbol)).toEqual(['SIMALL', 'SIM50']);
  });

  it('sorts lists and hot lists by change, volume and turnover', async () => {
    const byChange = (await app.call('/market/list', { sort: 'change', order: 'desc', size: 100 })).body.data.items;
    const changes = byChange.map((quote: { changePct: string }) => decimal(quote.changePct));
    expect(changes).toEqual([...changes].sort((left, right) => right - left));
    const losers = (await app.call('/market/hot', { kind: 'losers', size: 3 })).body.data;
    expect(losers).toHaveLength(3);
    expect(decimal(losers[0].changePct)).toBeLessThanOrEqual(decimal(losers[1].changePct));
    const active = (await app.call('/market/hot', { kind: 'active', size: 5 })).body.data.map(
      (quote: { volume: number }) => quote.volume,
    );
    expect(active).toEqual([...active].sort((left, right) => right - left));
  });

  it('gives a quote with five levels each side around the last price, on the tick grid', async () => {
    const quote = (await app.call('/market/quote', { symbol: symbols[0] })).body.data;
    expect(quote.depth.bids.length).toBe(5);
    expect(quote.depth.asks.length).toBe(5);
    const bestBid = decimal(quote.depth.bids[0].price);
    const bestAsk = decimal(quote.depth.asks[0].price);
    expect(bestBid).toBeLessThan(bestAsk);
    const tick = decimal(quote.tickSize);
    for (const level of [...quote.depth.bids, ...quote.depth.asks]) {
      expect(Math.abs(Math.round(decimal(level.price) / tick) * tick - decimal(level.price))).toBeLessThan(1e-9);
      expect(level.shares % 100).toBe(0);
    }
    expect(quote.lotSize).toBe(100);
  });

  it('refuses an unknown symbol with 404', async () => {
    expect((await app.call('/market/quote', { symbol: '0000' })).statusCode).toBe(404);
    expect((await app.call('/market/kline', { symbol: '0000', period: '1d' })).statusCode).toBe(404);
  });

  it.each(['1m', '5m', '10m', '30m', '1d', '1w', '1M'])(
    'serves %s bars oldest first, and pages back with `before`',
    async (period) => {
      const bars = (await app.call('/market/kline', { symbol: symbols[0], period, limit: 20 })).body.data;
      expect(bars.length).toBeGreaterThan(1);
      const times = bars.map((bar: { time: string }) => Date.parse(bar.time));
      expect(times).toEqual([...times].sort((left, right) => left - right));
      for (const bar of bars) {
        expect(decimal(bar.low)).toBeLessThanOrEqual(Math.min(decimal(bar.open), decimal(bar.close)));
        expect(decimal(bar.high)).toBeGreaterThanOrEqual(Math.max(decimal(bar.open), decimal(bar.close)));
      }
      const older = (await app.call('/market/kline', { symbol: symbols[0], period, limit: 5, before: bars[0].time })).body.data;
      for (const bar of older) expect(Date.parse(bar.time)).toBeLessThan(times[0]);
    },
  );

  it('rolls five minutes up from the stored minutes exactly', async () => {
    const minutes = (await app.call('/market/kline', { symbol: symbols[0], period: '1m', limit: 1000 })).body.data;
    const fives = (await app.call('/market/kline', { symbol: symbols[0], period: '5m', limit: 50 })).body.data;
    const bar = fives[fives.length - 5];
    const inside = minutes.filter(
      (minute: { time: string }) =>
        Date.parse(minute.time) >= Date.parse(bar.time) && Date.parse(minute.time) < Date.parse(bar.time) + 300_000,
    );
    expect(bar.open).toBe(inside[0].open);
    expect(bar.close).toBe(inside[inside.length - 1].close);
    expect(bar.volume).toBe(inside.reduce((total: number, minute: { volume: number }) => total + minute.volume, 0));
  });

  it('keeps today’s daily, weekly and monthly bars equal to every stock’s quote: open, high, low, last and volume', async () => {
    for (const symbol of symbols) {
      const quote = (await app.call('/market/quote', { symbol })).body.data;
      const expected = { open: quote.open, high: quote.high, low: quote.low, close: quote.last, volume: quote.volume };
      const day = (await app.call('/market/kline', { symbol, period: '1d', limit: 1 })).body.data.at(-1);
      expect(day).toMatchObject(expected);
      // 25 November 2026 is a Wednesday, and the market opened with it: this week's and month's bars
      // hold earlier days too, so they share today's close and reach at least today's range and volume.
      for (const period of ['1w', '1M']) {
        const bar = (await app.call('/market/kline', { symbol, period, limit: 1 })).body.data.at(-1);
        expect(bar.close).toBe(quote.last);
        expect(decimal(bar.high)).toBeGreaterThanOrEqual(decimal(quote.high));
        expect(decimal(bar.low)).toBeLessThanOrEqual(decimal(quote.low));
        expect(bar.volume).toBeGreaterThanOrEqual(quote.volume);
      }
    }
  });

  it('finds instruments by code and by name in any language, best matches first', async () => {
    const quote = (await app.call('/market/quote', { symbol: symbols[0] }, { lang: 'jp' })).body.data;
    const byCode = (await app.call('/market/search', { keyword: symbols[0] })).body.data;
    expect(byCode[0].symbol).toBe(symbols[0]);
    const byJapaneseName = (await app.call('/market/search', { keyword: quote.name.slice(0, 2) }, { lang: 'en' })).body.data;
    expect(byJapaneseName.map((item: { symbol: string }) => item.symbol)).toContain(symbols[0]);
    expect(byJapaneseName[0].name).toMatch(/^[A-Za-z]/);
    expect((await app.call('/market/search', { keyword: '' })).statusCode).toBe(400);
  });

  it('finds a stock by the kana reading of its name, in hiragana, katakana or half-width katakana, and by a full-width code', async () => {
    const quote = (await app.call('/market/quote', { symbol: symbols[0] }, { lang: 'jp' })).body.data;
    const reading = readingOf(quote.name);
    if (reading === null) throw new Error(`no reading for ${quote.name}`);
    const hiragana = [...reading].map((char) => String.fromCodePoint((char.codePointAt(0) ?? 0) - 0x60)).join('');
    const found = async (keyword: string) =>
      (await app.call('/market/search', { keyword })).body.data.map((item: { symbol: string }) => item.symbol);
    expect(await found(reading)).toContain(symbols[0]);
    expect(await found(hiragana)).toContain(symbols[0]);
    // The reading's first two kana (the name's prefix: トウ, アカ, ヤク, イシ, サク, イワ, ソラ or ミナ) as half-width katakana.
    const halfKana: Record<string, string> = {
      ト: 'ﾄ',
      ウ: 'ｳ',
      ワ: 'ﾜ',
      ア: 'ｱ',
      カ: 'ｶ',
      ツ: 'ﾂ',
      キ: 'ｷ',
      ヤ: 'ﾔ',
      ク: 'ｸ',
      モ: 'ﾓ',
      イ: 'ｲ',
      シ: 'ｼ',
      リ: 'ﾘ',
      サ: 'ｻ',
      ラ: 'ﾗ',
      ソ: 'ｿ',
      ミ: 'ﾐ',
      ナ: 'ﾅ',
    };
    const prefix = [...reading].slice(0, 2);
    expect(await found(prefix.map((char) => halfKana[char] ?? char).join(''))).toContain(symbols[0]);
    const fullWidthCode = [...(symbols[0] ?? '')]
      .map((digit) => String.fromCodePoint((digit.codePointAt(0) ?? 0) + 0xfee0))
      .join('');
    expect((await found(fullWidthCode))[0]).toBe(symbols[0]);
  });

  it('keeps a watchlist: unknown symbols refused, adding twice harmless', async () => {
    const session = await signUp(app);
    expect((await app.call('/user/addOptional', { symbol: symbols[1] }, session)).statusCode).toBe(200);
    expect((await app.call('/user/addOptional', { symbol: symbols[1] }, session)).statusCode).toBe(200);
    expect((await app.call('/user/addOptional', { symbol: '0000' }, session)).statusCode).toBe(404);
    const list = (await app.call('/user/Optionallist', {}, session)).body.data;
    expect(list.map((quote: { symbol: string }) => quote.symbol)).toEqual([symbols[1]]);
    await app.call('/user/removeOptional', { symbol: symbols[1] }, session);
    expect((await app.call('/user/Optionallist', {}, session)).body.data).toEqual([]);
    expect((await app.call('/user/Optionallist', {})).statusCode).toBe(401);
  });

  it('moves on as time passes, storing the growing bars', async () => {
    const before = (await app.call('/market/quote', { symbol: symbols[0] })).body.data;
    app.clock.advance(120_000);
    await app.stepMarket();
    const after = (await app.call('/market/quote', { symbol: symbols[0] })).body.data;
    expect(after.volume).toBeGreaterThan(before.volume);
    const latest = (await app.call('/market/kline', { symbol: symbols[0], period: '1m', limit: 1 })).body.data[0];
    expect(Date.parse(latest.time)).toBeGreaterThanOrEqual(Date.parse('2026-11-25T01:01:00Z'));
  });
});
