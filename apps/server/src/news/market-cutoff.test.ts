import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrice, asPrice } from '@kabuto/domain';
import { startTestApp, type TestApp } from '../../test/test-app';
import { changePercent, formatYen } from './market-notes';

/**
 * Around-the-clock hours have no close: the notes of a date are written when the trading date
 * rolls over at midnight in Japan, from the closes carried into the new date.
 */
let app: TestApp;
type Quote = { symbol: string; last: string; prevClose: string };
let before: Quote[];
let after: Quote[];

const quotes = async (): Promise<Quote[]> => (await app.call('/market/list', { size: 100 })).body.data.items;
const price = (text: string | undefined) => parsePrice(text ?? '') ?? asPrice(0n);

beforeAll(async () => {
  app = await startTestApp({}, { market: true, startAt: new Date('2026-11-25T14:58:00Z') });
  // 23:59 and 23:59:50 on 25 November in Japan, then 00:00:20 on the 26th.
  for (const time of ['2026-11-25T14:59:00Z', '2026-11-25T14:59:50Z']) {
    app.clock.now = new Date(time);
    await app.stepMarket();
  }
  before = await quotes();
  // The rollover's note is written by the market's step at the new time.
  app.clock.now = new Date('2026-11-25T15:00:20Z');
  await app.stepMarket();
  after = await quotes();
});
afterAll(() => app.close());

describe('market notes at the daily cut-off', () => {
  it('writes the movers of the date that ended, with the closes the new date starts from', async () => {
    const { rows } = await app.db.pool.query(`SELECT id FROM news WHERE note_key = 'close:2026-11-25'`);
    expect(rows).toHaveLength(1);
    const note = (await app.call('/news/detail', { id: rows[0].id }, { lang: 'en' })).body.data;
    const lines = [...note.body.matchAll(/\((\w+)\): (¥[\d,.]+) \(([+-]?[\d.]+)%\)/g)];
    expect(lines.length).toBeGreaterThan(0);
    for (const [, symbol, close, percent] of lines) {
      const previousClose = before.find((quote) => quote.symbol === symbol)?.prevClose;
      // The new date's previous close is the ended date's close.
      const carried = after.find((quote) => quote.symbol === symbol)?.prevClose;
      expect(close).toBe(formatYen(price(carried)));
      expect(percent?.replace(/^\+/, '')).toBe(changePercent(price(previousClose), price(carried)));
    }
  });

  it('writes nothing for the new date until it ends', async () => {
    const { rows } = await app.db.pool.query(`SELECT note_key FROM news WHERE note_key LIKE '%2026-11-26%'`);
    expect(rows).toEqual([]);
  });
});
