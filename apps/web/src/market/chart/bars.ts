/**
 * Bars as the chart holds them: the history pages and the newest bars merged by time, and times
 * moved to Tokyo's clock. The chart library labels its axis in UTC; the market keeps Tokyo hours,
 * so a bar is placed at its Tokyo wall-clock time and the 09:00 open reads 09:00 for everyone.
 */
import type { Bar } from '../api/get-kline';

export interface ChartBar {
  /** Seconds since 1970 of the bar's Tokyo wall-clock time, read as if it were UTC. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

const tokyoOffsetSeconds = 9 * 3600;

export function chartTime(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000) + tokyoOffsetSeconds;
}

/** Both lists oldest first; a bar of `newer` replaces the bar of `older` with the same time. */
export function mergeBars(older: readonly Bar[], newer: readonly Bar[]): Bar[] {
  if (newer.length === 0) return [...older];
  const byTime = new Map<string, Bar>();
  for (const bar of older) byTime.set(bar.time, bar);
  for (const bar of newer) byTime.set(bar.time, bar);
  return [...byTime.values()].sort((left, right) => Date.parse(left.time) - Date.parse(right.time));
}

export function toChartBars(bars: readonly Bar[]): ChartBar[] {
  return bars.map((bar) => ({
    time: chartTime(bar.time),
    open: Number(bar.open),
    high: Number(bar.high),
    low: Number(bar.low),
    close: Number(bar.close),
    volume: bar.volume,
  }));
}

/**
 * How `next` differs from `previous`: nothing, only the newest bar changed or one was added (the
 * chart updates one point), or anything else (the chart takes all the data again).
 */
export function barChange(previous: readonly ChartBar[], next: readonly ChartBar[]): 'none' | 'tail' | 'all' {
  if (previous === next) return 'none';
  const grew = next.length === previous.length + 1;
  if (!grew && next.length !== previous.length) return 'all';
  const stable = previous.length - 1;
  for (let index = 0; index < stable; index++) {
    if (previous[index]?.time !== next[index]?.time) return 'all';
  }
  if (previous.length > 0 && previous[stable]?.time !== next[stable]?.time) return 'all';
  return 'tail';
}
