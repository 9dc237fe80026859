/**
 * A market source that replays bars from CSV text (real history, a recorded session) as
 * trades. The server reads the file; this module only parses text, so it stays pure.
 */
import {
  asSen,
  clampToLimits,
  fromJapanTime,
  marketPhase,
  parsePrice,
  priceLimits,
  roundToTick,
  toJapanTime,
  tseHours,
  type IsHoliday,
  type MarketHours,
  type MarketPhase,
  type Price,
} from '@kabuto/domain';
import { buildBook, bookDepth } from './book';
import type { Bar } from './bars';
import { freshDay, summaryOf, type Day } from './simulated-stock';
import type { DaySummary, Instrument, MarketEvent, MarketSource, OrderBook } from './source';

export interface CsvBar {
  readonly symbol: string;
  /** Whether the row is a daily bar (a date alone) rather than a minute bar (a date and time). */
  readonly daily: boolean;
  /** The bar, its turnover being that of the trades it is replayed as (CSV carries none). */
  readonly bar: Bar;
}

export interface ReplayPrint {
  readonly symbol: string;
  readonly time: Date;
  readonly price: Price;
  readonly shares: number;
}

const header = 'symbol,time,open,high,low,close,volume';
const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The trades a bar is replayed as: the open, then the low and high (high first on a falling
 * bar), then the close, with the volume split evenly and the remainder on the close. Minute
 * bars print 15 seconds apart; daily bars at 9:00, 10:30, 13:00 and 15:30 on their date. So
 * bars rebuilt from the replayed trades are the CSV's bars again.
 */
export function barAsTrades(symbol: string, bar: Bar, daily: boolean): ReplayPrint[] {
  const rising = bar.close >= bar.open;
  const prices = [bar.open, rising ? bar.low : bar.high, rising ? bar.high : bar.low, bar.close];
  const date = toJapanTime(bar.time).date;
  const dailyOffsetsMs = [tseHours.morningOpenMs, 10.5 * 3_600_000, 13 * 3_600_000, tseHours.closeMs] as const;
  const part = Math.floor(bar.volume / 4);
  return prices.map((price, index) => ({
    symbol,
    time: daily ? fromJapanTime(date, dailyOffsetsMs[index as 0 | 1 | 2 | 3]) : new Date(bar.time.getTime() + index * 15_000),
    price,
    shares: index === 3 ? bar.volume - 3 * part : part,
  }));
}

function refuse(line: number, reason: string): never {
  throw new Error(`CSV line ${line}: ${reason}`);
}

function parseRow(cells: readonly string[], line: number): CsvBar {
  const [symbol = '', time = '', ...numbers] = cells.map((cell) => cell.trim());
  if (!/^[0-9A-Z]{3,8}$/.test(symbol)) refuse(line, `"${symbol}" is not a symbol`);
  const daily = dateOnly.test(time);
  // A date alone is a Japan trading date; Date.parse would read it as midnight UTC.
  const instant = daily ? fromJapanTime(time) : new Date(time);
  if (Number.isNaN(instant.getTime()) || (!daily && !/[zZ]|[+-]\d{2}:\d{2}$/.test(time))) {
    refuse(line, `"${time}" is not an ISO date or a date-time with a zone`);
  }
  const [open, high, low, close] = numbers.slice(0, 4).map((text) => {
    const price = parsePrice(text);
    if (price === null || price <= 0n) refuse(line, `"${text}" is not a positive price`);
    return price;
  }) as [Price, Price, Price, Price];
  const volumeText = numbers[4] ?? '';
  if (!/^\d+$/.test(volumeText)) refuse(line, `"${volumeText}" is not a share count`);
  const volume = Number(volumeText);
  if (high < open || high < close || low > open || low > close)
    refuse(line, 'the high and low do not contain the open and close');
  const draft: Bar = { time: instant, open, high, low, close, volume, turnover: asSen(0n) };
  const turnover = barAsTrades(symbol, draft, daily).reduce((total, print) => total + print.price * BigInt(print.shares), 0n);
  return { symbol, daily, bar: { ...draft, turnover: asSen(turnover) } };
}

/** Reads `symbol,time,open,high,low,close,volume` rows (README). A malformed row throws with its line. */
export function parseBarsCsv(text: string): CsvBar[] {
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trim() !== header) refuse(1, `the header must be "${header}"`);
  const rows: CsvBar[] = [];
  lines.slice(1).forEach((row, index) => {
    if (row.trim() === '') return;
    const cells = row.split(',');
    if (cells.length !== 7) refuse(index + 2, `expected 7 columns, found ${cells.length}`);
    rows.push(parseRow(cells, index + 2));
  });
  return rows;
}

export interface ReplayOptions {
  /** The CSV text; the server reads the file. */
  readonly csv: string;
  /** The instruments the rows may name; a row of any other symbol is refused. */
  readonly instruments: readonly Instrument[];
  readonly hours: MarketHours;
  readonly isHoliday: IsHoliday;
  /** The clock when the source is built: trades at or before it are applied without being returned. */
  readonly start: Date;
  /** Added to every CSV time, to replay a past day as if it were today. */
  readonly shiftMs?: number;
}

interface Replayed {
  readonly instrument: Instrument;
  day: Day | null;
  bookChanged: boolean;
}

/** Book sizes of a replay, where the CSV says nothing of resting orders: ten lots a level. */
const replayBookShares = Array.from({ length: 2 * bookDepth }, () => 1000);

export class ReplaySource implements MarketSource {
  private readonly prints: ReplayPrint[];
  private readonly states = new Map<string, Replayed>();
  private readonly options: ReplayOptions;
  private next = 0;
  private clock: number;
  private currentPhase: MarketPhase;

  constructor(options: ReplayOptions) {
    this.options = options;
    for (const instrument of options.instruments)
      this.states.set(instrument.symbol, { instrument, day: null, bookChanged: false });
    const shift = options.shiftMs ?? 0;
    this.prints = parseBarsCsv(options.csv)
      .flatMap(({ symbol, bar, daily }) => {
        if (!this.states.has(symbol)) throw new Error(`The CSV names ${symbol}, which is not an instrument`);
        return barAsTrades(symbol, bar, daily).map((print) => ({ ...print, time: new Date(print.time.getTime() + shift) }));
      })
      .sort((left, right) => left.time.getTime() - right.time.getTime());
    this.clock = options.start.getTime();
    this.currentPhase = marketPhase(options.start, options.hours, options.isHoliday);
    this.advance(this.clock, []);
  }

  instruments(): readonly Instrument[] {
    return this.options.instruments;
  }

  step(now: Date): MarketEvent[] {
    if (now.getTime() < this.clock) throw new Error(`The replay is at ${new Date(this.clock).toISOString()}, not going back`);
    this.clock = now.getTime();
    const events: MarketEvent[] = [];
    const phase = marketPhase(now, this.options.hours, this.options.isHoliday);
    if (phase !== this.currentPhase) events.push({ kind: 'phase', time: now, phase });
    this.currentPhase = phase;
    this.advance(this.clock, events);
    for (const [symbol, state] of this.states) {
      const book = this.book(symbol);
      if (state.bookChanged && book) events.push({ kind: 'book', symbol, time: now, book });
      state.bookChanged = false;
    }
    return events;
  }

  book(symbol: string): OrderBook | null {
    const state = this.states.get(symbol);
    if (!state?.day || state.instrument.kind !== 'stock' || !state.day.limits) return null;
    const table = state.instrument.tickTable;
    // Real history may predate today's tick tables; the book is put on today's grid.
    const last = clampToLimits(roundToTick(state.day.last ?? state.day.previousClose, table, 'nearest'), state.day.limits);
    const time = new Date(this.clock);
    return buildBook({
      symbol,
      time,
      last,
      lastSide: 'bid',
      spreadTicks: 1,
      table,
      limits: state.day.limits,
      sizes: replayBookShares,
    });
  }

  summary(symbol: string): DaySummary | null {
    const day = this.states.get(symbol)?.day;
    return day ? summaryOf(symbol, day) : null;
  }

  phase(): MarketPhase {
    return this.currentPhase;
  }

  private advance(until: number, events: MarketEvent[]): void {
    for (let print = this.prints[this.next]; print && print.time.getTime() <= until; print = this.prints[++this.next]) {
      const state = this.states.get(print.symbol);
      if (!state) continue;
      const date = toJapanTime(print.time).date;
      if (state.day?.tradingDate !== date) {
        // The first day in the file has no earlier close: its open stands in for one.
        const previousClose = state.day?.last ?? print.price;
        const limits = state.instrument.kind === 'stock' ? priceLimits(previousClose, state.instrument.tickTable) : null;
        state.day = freshDay(date, previousClose, limits);
        events.push({ kind: 'day', symbol: print.symbol, time: print.time, summary: summaryOf(print.symbol, state.day) });
      }
      const day = state.day;
      day.open ??= print.price;
      day.high = day.high === null || print.price > day.high ? print.price : day.high;
      day.low = day.low === null || print.price < day.low ? print.price : day.low;
      day.last = print.price;
      day.volume += print.shares;
      day.turnover = asSen(day.turnover + print.price * BigInt(print.shares));
      state.bookChanged = state.instrument.kind === 'stock';
      events.push(
        state.instrument.kind === 'index'
          ? { kind: 'index', symbol: print.symbol, time: print.time, level: print.price }
          : { kind: 'trade', symbol: print.symbol, time: print.time, price: print.price, shares: print.shares },
      );
    }
  }
}
