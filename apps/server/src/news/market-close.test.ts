import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrice, asPrice } from '@kabuto/domain';
import { startTestApp, type TestApp } from '../../test/test-app';
import { formatYen } from './market-notes';

/**
 * A small market on Tokyo hours, driven through the close of Wednesday 25 November 2026
 * (15:30 Japan time, 06:30 UTC) and on to the next trading date.
 */
let app: TestApp;
const date = '2026-11-25';

interface Quote {
  symbol: string;
  name: string;
  last: string | null;
  prevClose: string;
  changePct: string;
  limitUp: string | null;
  limitDown: string | null;
  status: string;
}
let quotes: Quote[];

beforeAll(async () => {
  app = await startTestApp({ MARKET_SESSIONS: 'tse' }, { market: true, startAt: new Date(`${date}T06:00:00Z`) });
  for (const time of ['06:24:00', '06:24:50', '06:29:30', '06:31:00']) {
    app.clock.now = new Date(`${date}T${time}Z`);
    await app.stepMarket();
  }
  quotes = (await app.call('/market/list', { size: 100 }, { lang: 'en' })).body.data.items;
});
afterAll(() => app.close());

async function notesOfTheDay() {
  const { rows } = await app.db.pool.query<{ id: number; note_key: string; published_at: Date }>(
    `SELECT id, note_key, published_at FROM news WHERE kind = 'market_note' AND note_key LIKE $1 ORDER BY note_key`,
    [`%:${date}%`],
  );
  return rows;
}

/** `2. Sim Motors (7203): ¥2,345 (+1.25%)` → its parts. */
function moverLines(body: string) {
  return body.split('\n').flatMap((line) => {
    const match = /^(\d)\. .+ \((\w+)\): (¥[\d,.]+) \(([+-]?[\d.]+)%\)$/.exec(line);
    return match ? [{ symbol: match[2], close: match[3], changePct: match[4]?.replace(/^\+/, '') }] : [];
  });
}

const price = (text: string | null) => parsePrice(text ?? '') ?? asPrice(0n);
const changeOf = (quote: Quote) => price(quote.last) - price(quote.prevClose);

/** Larger exact change from the previous close first, then by code: the note's order. */
function exactOrder(left: Quote, right: Quote): number {
  const difference = changeOf(left) * price(right.prevClose) - changeOf(right) * price(left.prevClose);
  return difference === 0n ? left.symbol.localeCompare(right.symbol) : difference > 0n ? -1 : 1;
}

describe('market notes at the close', () => {
  it('closes the market: every stock has a closing price', () => {
    expect(quotes).toHaveLength(5);
    for (const quote of quotes) expect(quote).toMatchObject({ status: 'closed', last: expect.any(String) });
  });

  it('writes the top movers with the closes and changes the quotes show', async () => {
    const notes = await notesOfTheDay();
    const movers = notes.find((note) => note.note_key === `close:${date}`);
    expect(movers).toBeDefined();
    const note = (await app.call('/news/detail', { id: movers?.id }, { lang: 'en' })).body.data;
    expect(note).toMatchObject({ kind: 'market_note', title: `Top movers at the close: ${date}` });
    const lines = moverLines(note.body);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const quote = quotes.find((candidate) => candidate.symbol === line.symbol);
      expect(line).toEqual({ symbol: quote?.symbol, close: formatYen(price(quote?.last ?? null)), changePct: quote?.changePct });
    }
    const ranked = [...quotes].sort(exactOrder);
    const rose = ranked.filter((quote) => changeOf(quote) > 0n);
    const fell = ranked.filter((quote) => changeOf(quote) < 0n).reverse();
    expect(note.body.split('Top losers')[0]).toContain(rose.length === 0 ? 'No stock rose.' : rose[0]?.name);
    expect(lines.map((line) => line.symbol)).toEqual([
      ...rose.slice(0, 3).map((quote) => quote.symbol),
      ...fell.slice(0, 3).map((quote) => quote.symbol),
    ]);
    expect(note.summary).toBe(
      `Stocks on ${date}: ${rose.length} up, ${fell.length} down, ${5 - rose.length - fell.length} unchanged.`,
    );
    expect(note.symbols).toEqual(lines.map((line) => line.symbol));
  });

  it('writes the same numbers in Japanese and Chinese', async () => {
    const id = (await notesOfTheDay()).find((note) => note.note_key === `close:${date}`)?.id;
    const english = (await app.call('/news/detail', { id }, { lang: 'en' })).body.data.body as string;
    for (const lang of ['jp', 'tw']) {
      const text = (await app.call('/news/detail', { id }, { lang })).body.data;
      expect(text.title).not.toContain('Top movers');
      const numbers = (body: string) => body.match(/¥[\d,.]+|[+-]?[\d.]+%/g);
      expect(numbers(text.body)).toEqual(numbers(english));
    }
  });

  it('writes a limit note for exactly the stocks whose close is a daily limit', async () => {
    const expected = quotes
      .filter((quote) => quote.last === quote.limitUp || quote.last === quote.limitDown)
      .map((quote) => `limit:${date}:${quote.symbol}`)
      .sort();
    const written = (await notesOfTheDay()).map((note) => note.note_key).filter((key) => key.startsWith('limit:'));
    expect(written).toEqual(expected);
  });

  it('writes the notes of a date once, though the next trading date offers them again', async () => {
    const before = await notesOfTheDay();
    // Midnight in Japan: the trading date rolls over to 26 November.
    app.clock.now = new Date('2026-11-25T15:00:30Z');
    await app.stepMarket();
    expect((await app.call('/market/quote', { symbol: quotes[0]?.symbol })).body.data.prevClose).toBe(quotes[0]?.last);
    expect(await notesOfTheDay()).toEqual(before);
    expect(before[0]?.published_at.toISOString()).toBe('2026-11-25T06:31:00.000Z');
  });
});
