/**
 * The chart's indicators, computed from the bars alone: moving averages, Bollinger bands, MACD,
 * KDJ and RSI. Pure functions of plain arrays, one value per bar, `null` where a bar has too
 * little history for the indicator to mean anything yet.
 *
 * These numbers only place lines on a chart: every price the member reads as text comes from the
 * server's decimal strings, so floating-point here cannot change a figure shown or traded on.
 */

export type Series = (number | null)[];

/** Simple moving average of the last `period` values. */
export function sma(values: readonly number[], period: number): Series {
  const out: Series = [];
  let sum = 0;
  for (let index = 0; index < values.length; index++) {
    sum += values[index] ?? 0;
    if (index >= period) sum -= values[index - period] ?? 0;
    out.push(index >= period - 1 ? sum / period : null);
  }
  return out;
}

/**
 * Exponential moving average with weight 2 / (period + 1), seeded with the first value, as the
 * brokerage charts our members know (and MACD as they quote it) compute it.
 */
export function ema(values: readonly number[], period: number): Series {
  const weight = 2 / (period + 1);
  const out: Series = [];
  let previous: number | null = null;
  for (const value of values) {
    previous = previous === null ? value : weight * value + (1 - weight) * previous;
    out.push(previous);
  }
  return out;
}

export interface Bands {
  middle: Series;
  upper: Series;
  lower: Series;
}

/** Bollinger bands: the moving average ± `width` population standard deviations. */
export function bollinger(values: readonly number[], period = 20, width = 2): Bands {
  const middle = sma(values, period);
  const upper: Series = [];
  const lower: Series = [];
  middle.forEach((mean, index) => {
    if (mean === null) {
      upper.push(null);
      lower.push(null);
      return;
    }
    const window = values.slice(index - period + 1, index + 1);
    const variance = window.reduce((sum, value) => sum + (value - mean) ** 2, 0) / period;
    const deviation = Math.sqrt(variance);
    upper.push(mean + width * deviation);
    lower.push(mean - width * deviation);
  });
  return { middle, upper, lower };
}

export interface Macd {
  /** The fast EMA minus the slow EMA (DIF). */
  macd: Series;
  /** The EMA of `macd` (DEA). */
  signal: Series;
  /** `macd − signal`, drawn as bars. */
  histogram: Series;
}

export function macd(values: readonly number[], fast = 12, slow = 26, signalPeriod = 9): Macd {
  const fastLine = ema(values, fast);
  const slowLine = ema(values, slow);
  const line = values.map((_, index) => (fastLine[index] ?? 0) - (slowLine[index] ?? 0));
  const signal = ema(line, signalPeriod);
  return { macd: line, signal, histogram: line.map((value, index) => value - (signal[index] ?? 0)) };
}

export interface Kdj {
  k: Series;
  d: Series;
  j: Series;
}

export interface HighLowClose {
  high: number;
  low: number;
  close: number;
}

/**
 * KDJ (the stochastic oscillator as Asian charts draw it): RSV over `period` bars, K and D
 * smoothed by 1/3 from a start of 50, J = 3K − 2D. A window with no range (high = low) counts
 * as the middle, 50, rather than dividing by zero.
 */
export function kdj(bars: readonly HighLowClose[], period = 9, smoothing = 3): Kdj {
  const k: Series = [];
  const d: Series = [];
  const j: Series = [];
  let previousK = 50;
  let previousD = 50;
  bars.forEach((bar, index) => {
    if (index < period - 1) {
      k.push(null);
      d.push(null);
      j.push(null);
      return;
    }
    const window = bars.slice(index - period + 1, index + 1);
    const highest = Math.max(...window.map((item) => item.high));
    const lowest = Math.min(...window.map((item) => item.low));
    const rsv = highest === lowest ? 50 : ((bar.close - lowest) / (highest - lowest)) * 100;
    previousK = ((smoothing - 1) * previousK + rsv) / smoothing;
    previousD = ((smoothing - 1) * previousD + previousK) / smoothing;
    k.push(previousK);
    d.push(previousD);
    j.push(3 * previousK - 2 * previousD);
  });
  return { k, d, j };
}

/**
 * Relative strength index with Wilder's smoothing: the first averages are plain means of the
 * first `period` changes, later ones (previous × (period − 1) + change) / period. No losses at
 * all reads 100; no movement at all reads 50.
 */
export function rsi(values: readonly number[], period = 14): Series {
  const out: Series = values.map(() => null);
  if (values.length <= period) return out;
  let gain = 0;
  let loss = 0;
  for (let index = 1; index <= period; index++) {
    const change = (values[index] ?? 0) - (values[index - 1] ?? 0);
    gain += Math.max(change, 0);
    loss += Math.max(-change, 0);
  }
  gain /= period;
  loss /= period;
  out[period] = strength(gain, loss);
  for (let index = period + 1; index < values.length; index++) {
    const change = (values[index] ?? 0) - (values[index - 1] ?? 0);
    gain = (gain * (period - 1) + Math.max(change, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
    out[index] = strength(gain, loss);
  }
  return out;
}

function strength(gain: number, loss: number): number {
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}
