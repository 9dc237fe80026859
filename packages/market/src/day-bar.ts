/**
 * Today's daily bar, taken from the day's summary (what the quote shows) rather than rebuilt
 * from the trade events: the summary also counts the auctions' shares and every trade the
 * simulator aggregates within a step, so a bar built from events alone had a fraction of the
 * volume and could open above its own low. One source for both keeps the candle and the quote
 * equal at every step, and because a restarted leader resumes the day from the stored bar, also
 * across a restart or a change of leader.
 */
import { japanUtcOffsetMs } from '@kabuto/domain';
import type { Bar } from './bars';
import type { DaySummary } from './source';

/** Midnight in Japan that starts the trading date "YYYY-MM-DD": the time of its daily bar. */
export function dayBarTime(tradingDate: string): Date {
  const [year, month, day] = tradingDate.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) throw new Error(`Not a date: ${tradingDate}`);
  return new Date(Date.UTC(year, month - 1, day) - japanUtcOffsetMs);
}

/** The daily bar of the summary's trading date, or null before the day's first trade. */
export function dayBarOf(summary: DaySummary): Bar | null {
  const { open, high, low, last, volume, turnover } = summary;
  if (open === null || high === null || low === null || last === null) return null;
  return { time: dayBarTime(summary.tradingDate), open, high, low, close: last, volume, turnover };
}

/** Whether two bars say the same: the stored bar needs no write. */
export function sameBar(left: Bar | undefined, right: Bar): boolean {
  return (
    left !== undefined &&
    left.time.getTime() === right.time.getTime() &&
    left.open === right.open &&
    left.high === right.high &&
    left.low === right.low &&
    left.close === right.close &&
    left.volume === right.volume &&
    left.turnover === right.turnover
  );
}
