/**
 * Bars (candles) from trades, and coarser bars from finer ones, bucketed in Japan time.
 */
import { asSen, japanUtcOffsetMs, type Price, type Sen } from '@kabuto/domain';

/** The K-line periods of `/market/kline`. */
export type BarPeriod = '1m' | '5m' | '10m' | '30m' | '1d' | '1w' | '1M';
export const barPeriods: readonly BarPeriod[] = ['1m', '5m', '10m', '30m', '1d', '1w', '1M'];

export interface Bar {
  /** The start of the bucket: the minute, or midnight in Japan of the day, the week's Monday or the month's first. */
  readonly time: Date;
  readonly open: Price;
  readonly high: Price;
  readonly low: Price;
  readonly close: Price;
  /** Shares traded in the bucket. */
  readonly volume: number;
  /** Σ price × shares in the bucket, exactly, in sen. */
  readonly turnover: Sen;
}

/** What a bar is built from: a trade, or an index level (with no shares). */
export interface Print {
  readonly time: Date;
  readonly price: Price;
  readonly shares: number;
}

const minutesOf: Partial<Record<BarPeriod, number>> = { '1m': 1, '5m': 5, '10m': 10, '30m': 30 };

const dayMs = 86_400_000;

/**
 * The start of the bucket of `period` that `time` falls in, in Japan time. Plain arithmetic on
 * the Japan wall clock (the fixed UTC+9 offset), with no date strings, because history
 * generation buckets half a million bars at a time.
 */
export function bucketStart(time: Date, period: BarPeriod): Date {
  const wallClock = time.getTime() + japanUtcOffsetMs;
  const minutes = minutesOf[period];
  const bucketMs = minutes === undefined ? dayMs : minutes * 60_000;
  const start = wallClock - (((wallClock % bucketMs) + bucketMs) % bucketMs);
  if (period === '1w') {
    // Weeks start on Monday, as on Japanese charts. Day 0 of the epoch was a Thursday, so a
    // day's weekday counted from Monday is (day + 3) mod 7.
    const day = Math.floor(start / dayMs);
    return new Date(start - ((((day + 3) % 7) + 7) % 7) * dayMs - japanUtcOffsetMs);
  }
  if (period === '1M') {
    const wall = new Date(start);
    return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1) - japanUtcOffsetMs);
  }
  return new Date(start - japanUtcOffsetMs);
}

function barOfPrint(time: Date, print: Print): Bar {
  const { price, shares } = print;
  return { time, open: price, high: price, low: price, close: price, volume: shares, turnover: asSen(price * BigInt(shares)) };
}

function merge(bar: Bar, next: Bar): Bar {
  return {
    time: bar.time,
    open: bar.open,
    high: next.high > bar.high ? next.high : bar.high,
    low: next.low < bar.low ? next.low : bar.low,
    close: next.close,
    volume: bar.volume + next.volume,
    turnover: asSen(bar.turnover + next.turnover),
  };
}

/**
 * Folds time-ordered bars (or prints as one-print bars) into buckets. Input out of time order
 * is a bug upstream: a late print would reopen a finished bar.
 */
function fold(items: readonly Bar[], period: BarPeriod): Bar[] {
  const bars: Bar[] = [];
  let current: Bar | undefined;
  let previousTime = -Infinity;
  for (const item of items) {
    if (item.time.getTime() < previousTime) throw new Error(`Out of time order at ${item.time.toISOString()}`);
    previousTime = item.time.getTime();
    const start = bucketStart(item.time, period);
    if (current && current.time.getTime() === start.getTime()) {
      current = merge(current, item);
    } else {
      if (current) bars.push(current);
      current = { ...item, time: start };
    }
  }
  if (current) bars.push(current);
  return bars;
}

/** The bars of `period` made by time-ordered prints. */
export function buildBars(prints: readonly Print[], period: BarPeriod): Bar[] {
  return fold(
    prints.map((print) => barOfPrint(print.time, print)),
    period,
  );
}

/** Coarser bars from finer time-ordered ones: 1-minute bars into 5, 10, 30; daily into weekly and monthly. */
export function rollUpBars(bars: readonly Bar[], period: BarPeriod): Bar[] {
  return fold(bars, period);
}

export interface BarUpdate {
  /** The bar the print is in, updated. */
  readonly bar: Bar;
  /** The previous bar, finished because the print opened a new bucket; null otherwise. */
  readonly finished: Bar | null;
}

/** One print added to the bar in progress, for building bars live from a stream of trades. */
export function addPrint(current: Bar | null, print: Print, period: BarPeriod): BarUpdate {
  const start = bucketStart(print.time, period);
  const single = barOfPrint(start, print);
  if (!current) return { bar: single, finished: null };
  if (start.getTime() < current.time.getTime())
    throw new Error(`A print at ${print.time.toISOString()} is before the bar in progress`);
  if (start.getTime() === current.time.getTime()) return { bar: merge(current, single), finished: null };
  return { bar: single, finished: current };
}
