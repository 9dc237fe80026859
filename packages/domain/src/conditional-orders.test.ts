import { describe, expect, it } from 'vitest';
import {
  businessDaysAfter,
  expiresAt,
  firstTriggeringTrade,
  isWaitingExpired,
  lastValidDate,
  reachesTrigger,
  triggerSideRefusal,
  type TapeTrade,
} from './conditional-orders';
import { yen } from './stock-exchange-rules';

const noHolidays = () => false;
// 2026's holidays the examples cross: Labour Thanksgiving Day (Mon 23 Nov) and the year end.
const holidays = (date: string) => date === '2026-11-23';

const tape = (...prices: string[]): TapeTrade[] =>
  prices.map((price, index) => ({ seq: index + 1, price: yen(price), time: new Date(index) }));

describe('when a trade reaches a stop (at or above for a buy, at or below for a sell)', () => {
  it.each([
    { direction: 'long', trigger: '2160', price: '2159', reaches: false },
    { direction: 'long', trigger: '2160', price: '2160', reaches: true },
    { direction: 'long', trigger: '2160', price: '2161', reaches: true },
    { direction: 'short', trigger: '2140', price: '2141', reaches: false },
    { direction: 'short', trigger: '2140', price: '2140', reaches: true },
    { direction: 'short', trigger: '2140', price: '2139', reaches: true },
  ] as const)('a $direction stop at ¥$trigger and a trade at ¥$price: $reaches', ({ direction, trigger, price, reaches }) => {
    expect(reachesTrigger(direction, yen(trigger), yen(price))).toBe(reaches);
  });
});

describe('the side of the last price a stop must be on', () => {
  it.each([
    // A buy stop at or below the last price would fire on the next trade: refused.
    { direction: 'long', trigger: '2151', last: '2150', code: null },
    { direction: 'long', trigger: '2150', last: '2150', code: 'trigger_would_fire' },
    { direction: 'long', trigger: '2149', last: '2150', code: 'trigger_would_fire' },
    { direction: 'short', trigger: '2149', last: '2150', code: null },
    { direction: 'short', trigger: '2150', last: '2150', code: 'trigger_would_fire' },
    { direction: 'short', trigger: '2151', last: '2150', code: 'trigger_would_fire' },
  ] as const)('a $direction stop at ¥$trigger with the last at ¥$last: $code', ({ direction, trigger, last, code }) => {
    expect(triggerSideRefusal(direction, yen(trigger), yen(last))?.rejected ?? null).toBe(code);
  });
});

describe('the trade that fires a stop', () => {
  it.each([
    // Tape 2155, 2159, 2160, 2163: a buy stop at 2160 fires on seq 3 (2160 ≥ 2160), the first to reach it.
    { direction: 'long', trigger: '2160', prices: ['2155', '2159', '2160', '2163'], after: 0, seq: 3 },
    // The same tape judged after seq 3 (the order was placed then): seq 4 (2163 ≥ 2160).
    { direction: 'long', trigger: '2160', prices: ['2155', '2159', '2160', '2163'], after: 3, seq: 4 },
    // A sell stop at 2140 on 2145, 2141, 2141: nothing reaches it.
    { direction: 'short', trigger: '2140', prices: ['2145', '2141', '2141'], after: 0, seq: null },
    // A gap through the trigger: 2141 then 2120 fires on the 2120 trade (seq 2), not at 2140.
    { direction: 'short', trigger: '2140', prices: ['2141', '2120'], after: 0, seq: 2 },
  ] as const)('$direction at ¥$trigger on $prices after seq $after: seq $seq', ({ direction, trigger, prices, after, seq }) => {
    expect(firstTriggeringTrade(direction, yen(trigger), tape(...prices), after)?.seq ?? null).toBe(seq);
  });
});

describe('validity and expiry', () => {
  it.each([
    // Wed 25 Nov + 15 business days: 26, 27, 30 Nov, 1–4 Dec (7), 7–11 Dec (12), 14, 15, 16 Dec (15).
    { from: '2026-11-25', count: 15, isHoliday: holidays, date: '2026-12-16' },
    // Fri 20 Nov + 1: Mon 23 is a holiday, so Tue 24.
    { from: '2026-11-20', count: 1, isHoliday: holidays, date: '2026-11-24' },
    { from: '2026-11-20', count: 1, isHoliday: noHolidays, date: '2026-11-23' },
    // Across the year end: 30 Dec + 1 skips 31 Dec – 3 Jan (the exchange's holidays) to Mon 4 Jan 2027.
    { from: '2026-12-30', count: 1, isHoliday: noHolidays, date: '2027-01-04' },
  ])('$count business days after $from is $date', ({ from, count, isHoliday, date }) => {
    expect(businessDaysAfter(from, count, isHoliday)).toBe(date);
  });

  it.each([
    { validity: 'day', expiresOn: undefined, result: '2026-11-25' },
    { validity: 'gtd', expiresOn: '2026-11-25', result: '2026-11-25' },
    { validity: 'gtd', expiresOn: '2026-12-16', result: '2026-12-16' },
    { validity: 'gtd', expiresOn: '2026-12-17', result: 'invalid_expiry' },
    { validity: 'gtd', expiresOn: '2026-11-28', result: 'invalid_expiry' }, // a Saturday
    { validity: 'gtd', expiresOn: '2026-11-24', result: 'invalid_expiry' }, // yesterday
    { validity: 'gtd', expiresOn: undefined, result: 'invalid_expiry' },
  ] as const)('$validity until $expiresOn placed on 2026-11-25: $result', ({ validity, expiresOn, result }) => {
    const outcome = lastValidDate(validity, expiresOn, '2026-11-25', holidays);
    expect(typeof outcome === 'string' ? outcome : outcome.rejected).toBe(result);
  });

  it.each([
    // In TSE hours an order valid through the 26th expires at its close, 15:30 JST = 06:30 UTC.
    { hours: 'tse', now: '2026-11-26T06:29:59.999Z', expired: false },
    { hours: 'tse', now: '2026-11-26T06:30:00.000Z', expired: true },
    // Around the clock it lasts until midnight JST (15:00 UTC on the 26th).
    { hours: 'always', now: '2026-11-26T14:59:59.999Z', expired: false },
    { hours: 'always', now: '2026-11-26T15:00:00.000Z', expired: true },
  ] as const)('valid through 2026-11-26 in $hours hours at $now: expired $expired', ({ hours, now, expired }) => {
    expect(isWaitingExpired('2026-11-26', hours, new Date(now))).toBe(expired);
    expect(expiresAt('2026-11-26', hours).getTime() <= new Date(now).getTime()).toBe(expired);
  });
});
