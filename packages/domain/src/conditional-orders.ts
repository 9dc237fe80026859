/**
 * The published rules of conditional orders (逆指値): when a stop's trigger is on the right side
 * of the last price, which recorded trade fires it, how long it waits (its validity) and when it
 * has expired. Pure: the tape, the clock and the calendar are passed in.
 */
import { fromJapanTime } from './calendar';
import { addDaysToDate, isTradingDate, tseHours, type IsHoliday, type MarketHours } from './stock-exchange-hours';
import { reject, type Rejection } from './rejection';
import type { Direction } from './trading-config';
import { formatPrice, type Price } from './stock-exchange-rules';

export type ConditionalType = 'stop' | 'stopLimit';
export type Validity = 'day' | 'gtd';

/** How many business days (TSE calendar) after today a `gtd` order may wait, today not counted. */
export const maxValidityBusinessDays = 15;

/** One recorded trade of the tape, as triggers are judged on it. */
export interface TapeTrade {
  readonly seq: number;
  readonly price: Price;
  readonly time: Date;
}

/**
 * Whether a trade at `price` reaches the trigger: a buy (long) stop fires at or above its
 * trigger, a sell (short) stop at or below it.
 */
export function reachesTrigger(direction: Direction, trigger: Price, price: Price): boolean {
  return direction === 'long' ? price >= trigger : price <= trigger;
}

/**
 * A stop whose trigger the last price already reaches would fire on the next trade at once:
 * Kabuto refuses it (`trigger_would_fire`) rather than firing it, so that a stop is always a
 * price the market has yet to reach. A buy stop must be above the last price, a sell stop below.
 */
export function triggerSideRefusal(direction: Direction, trigger: Price, last: Price): Rejection | null {
  return reachesTrigger(direction, trigger, last) ? reject('trigger_would_fire', { last: formatPrice(last) }) : null;
}

/**
 * The first trade of the tape (in tape order) recorded after `afterSeq` that reaches the
 * trigger, or null: a stop fires there and never before.
 */
export function firstTriggeringTrade<T extends TapeTrade>(
  direction: Direction,
  trigger: Price,
  tape: readonly T[],
  afterSeq: number,
): T | null {
  for (const trade of tape) {
    if (trade.seq > afterSeq && reachesTrigger(direction, trigger, trade.price)) return trade;
  }
  return null;
}

/** The TSE trading date `count` trading dates after `date` (today not counted). */
export function businessDaysAfter(date: string, count: number, isHoliday: IsHoliday): string {
  let day = date;
  for (let found = 0; found < count;) {
    day = addDaysToDate(day, 1);
    if (isTradingDate(day, isHoliday)) found++;
  }
  return day;
}

/**
 * The last trading date the order waits through: today for `day`; for `gtd`, `expiresOn`, which
 * must be a TSE trading date from today up to 15 business days ahead (`invalid_expiry` otherwise).
 */
export function lastValidDate(
  validity: Validity,
  expiresOn: string | undefined,
  today: string,
  isHoliday: IsHoliday,
): string | Rejection {
  if (validity === 'day') return today;
  const latest = businessDaysAfter(today, maxValidityBusinessDays, isHoliday);
  if (expiresOn === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(expiresOn)) return reject('invalid_expiry', { latest });
  if (expiresOn < today || expiresOn > latest || !isTradingDate(expiresOn, isHoliday))
    return reject('invalid_expiry', { latest });
  return expiresOn;
}

/**
 * When an order valid through `expiresOn` expires: at that date's close (15:30 JST) in TSE hours,
 * at the following midnight JST when the market runs around the clock.
 */
export function expiresAt(expiresOn: string, hours: MarketHours): Date {
  return hours === 'tse' ? fromJapanTime(expiresOn, tseHours.closeMs) : fromJapanTime(addDaysToDate(expiresOn, 1));
}

export function isWaitingExpired(expiresOn: string, hours: MarketHours, now: Date): boolean {
  return now.getTime() >= expiresAt(expiresOn, hours).getTime();
}
