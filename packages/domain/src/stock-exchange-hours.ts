/**
 * When the Tokyo Stock Exchange trades: the phases of a trading day in Japan time, trading
 * dates, and the next opening.
 */
import { fromJapanTime, toJapanTime } from './calendar';

/** `tse`: real Tokyo hours and holidays; `always`: a simulated market open around the clock. */
export type MarketHours = 'tse' | 'always';

/**
 * Where the market stands. `pre_open` is the order-entry period before the opening auction,
 * `closing_auction` the five minutes before the close in which orders are taken but not
 * matched; the close itself is one auction at 15:30.
 */
export type MarketPhase = 'pre_open' | 'continuous' | 'lunch_break' | 'closing_auction' | 'closed';

/** Whether a Japan calendar date ("YYYY-MM-DD") is a public holiday. Weekends are handled here. */
export type IsHoliday = (japanDate: string) => boolean;

const minuteMs = 60_000;
const dayMs = 86_400_000;

/**
 * The TSE cash-equity day in milliseconds after midnight, Japan time. Since 5 November 2024
 * the afternoon runs to 15:30 and ends with a closing auction whose order period starts at
 * 15:25 (JPX, 取引時間の延伸). Orders are accepted from 8:00.
 */
export const tseHours = {
  preOpenMs: 8 * 60 * minuteMs,
  morningOpenMs: 9 * 60 * minuteMs,
  morningCloseMs: (11 * 60 + 30) * minuteMs,
  afternoonOpenMs: (12 * 60 + 30) * minuteMs,
  closingAuctionMs: (15 * 60 + 25) * minuteMs,
  closeMs: (15 * 60 + 30) * minuteMs,
} as const;

/** The Japan calendar date `days` after `date` (before, when negative). */
export function addDaysToDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * Whether the TSE trades on a Japan date: not a weekend, not a public holiday, and not
 * December 31 to January 3, the exchange's year-end holidays (JPX 休業日).
 */
export function isTradingDate(date: string, isHoliday: IsHoliday): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = date.slice(5);
  if (monthDay === '12-31' || monthDay <= '01-03') return false;
  return !isHoliday(date);
}

/** The phase of the market at `now`. Boundaries belong to the phase they open: 9:00 is continuous. */
export function marketPhase(now: Date, hours: MarketHours, isHoliday: IsHoliday): MarketPhase {
  if (hours === 'always') return 'continuous';
  const { date, msOfDay } = toJapanTime(now);
  if (!isTradingDate(date, isHoliday)) return 'closed';
  return tradingDayPhase(msOfDay);
}

/** The phase at `msOfDay` (milliseconds after midnight in Japan) of a trading date, in `tse` hours. */
export function tradingDayPhase(msOfDay: number): MarketPhase {
  if (msOfDay < tseHours.preOpenMs) return 'closed';
  if (msOfDay < tseHours.morningOpenMs) return 'pre_open';
  if (msOfDay < tseHours.morningCloseMs) return 'continuous';
  if (msOfDay < tseHours.afternoonOpenMs) return 'lunch_break';
  if (msOfDay < tseHours.closingAuctionMs) return 'continuous';
  if (msOfDay < tseHours.closeMs) return 'closing_auction';
  return 'closed';
}

// The longest run of dates without trading is the year end joined to a weekend and a holiday,
// under ten days; a fortnight bounds every search and still catches a broken holiday function.
const searchDays = 14;

/**
 * The trading date `now` belongs to: the Japan date of the trading day in progress or, on a
 * day without trading, of the last one before it (on a Sunday, Friday's). Quotes of a weekend
 * show Friday's session; the next date begins at midnight before it opens. In `always` mode
 * every Japan calendar date is a trading date.
 */
export function tradingDate(now: Date, hours: MarketHours, isHoliday: IsHoliday): string {
  const { date } = toJapanTime(now);
  if (hours === 'always') return date;
  for (let back = 0; back <= searchDays; back++) {
    const day = addDaysToDate(date, -back);
    if (isTradingDate(day, isHoliday)) return day;
  }
  throw new Error(`No trading date within a fortnight before ${date}`);
}

/**
 * The first instant at or after `now` when the market trades continuously: `now` itself when
 * it already does, 12:30 from the lunch break, else 9:00 of the next trading date.
 */
export function nextMarketOpen(now: Date, hours: MarketHours, isHoliday: IsHoliday): Date {
  if (hours === 'always') return now;
  const { date, msOfDay } = toJapanTime(now);
  if (isTradingDate(date, isHoliday)) {
    const phase = tradingDayPhase(msOfDay);
    if (phase === 'continuous') return now;
    if (msOfDay < tseHours.morningOpenMs) return fromJapanTime(date, tseHours.morningOpenMs);
    if (phase === 'lunch_break') return fromJapanTime(date, tseHours.afternoonOpenMs);
  }
  for (let ahead = 1; ahead <= searchDays; ahead++) {
    const day = addDaysToDate(date, ahead);
    if (isTradingDate(day, isHoliday)) return fromJapanTime(day, tseHours.morningOpenMs);
  }
  throw new Error(`No trading date within a fortnight after ${date}`);
}
