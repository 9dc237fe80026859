import { describe, expect, it } from 'vitest';
import {
  fromJapanTime,
  holidayCalendarYears,
  isJapanBusinessDate,
  isJapanBusinessDay,
  japanHolidays,
  parseHoursWindow,
  toJapanTime,
  windowCheck,
} from './calendar';

/** An instant written on Tokyo's clock. */
const jst = (local: string) => new Date(`${local}+09:00`);

describe('Japan time', () => {
  it.each([
    { instant: '2025-06-10T15:00:00Z', date: '2025-06-11', weekday: 3, msOfDay: 0 },
    { instant: '2025-06-11T00:29:59Z', date: '2025-06-11', weekday: 3, msOfDay: (9 * 3600 + 29 * 60 + 59) * 1000 },
    { instant: '2025-06-11T14:59:59.999Z', date: '2025-06-11', weekday: 3, msOfDay: 86_399_999 },
    { instant: '2025-12-31T15:00:00Z', date: '2026-01-01', weekday: 4, msOfDay: 0 },
  ])('$instant is $date in Tokyo', ({ instant, date, weekday, msOfDay }) => {
    expect(toJapanTime(new Date(instant))).toEqual({ date, year: Number(date.slice(0, 4)), weekday, msOfDay });
  });

  it('turns a Tokyo wall-clock time back into the instant', () => {
    expect(fromJapanTime('2025-06-11', 9.5 * 3_600_000).toISOString()).toBe('2025-06-11T00:30:00.000Z');
  });
});

describe('business days', () => {
  it.each([
    { date: '2025-06-11', business: true, why: 'an ordinary Wednesday' },
    { date: '2025-06-14', business: false, why: 'a Saturday' },
    { date: '2025-06-15', business: false, why: 'a Sunday' },
    { date: '2025-07-21', business: false, why: 'Marine Day' },
    { date: '2025-02-24', business: false, why: "the substitute for the Emperor's Birthday on a Sunday" },
    { date: '2025-05-06', business: false, why: "the substitute for Greenery Day on a Sunday, after Children's Day" },
    { date: '2025-11-24', business: false, why: 'the substitute for Labour Thanksgiving Day on a Sunday' },
    { date: '2026-09-22', business: false, why: "a citizens' holiday between two holidays" },
    { date: '2027-03-22', business: false, why: 'the substitute for the Vernal Equinox on a Sunday' },
    { date: '2025-12-30', business: true, why: 'the last business day of the year' },
    { date: '2025-12-31', business: false, why: 'a bank holiday, not a public one' },
    { date: '2026-01-02', business: false, why: 'a bank holiday' },
    { date: '2028-01-03', business: false, why: 'a bank holiday on a Monday' },
    { date: '2028-01-04', business: true, why: 'the first business day of 2028' },
  ])('$date is business=$business: $why', ({ date, business }) => {
    expect(isJapanBusinessDate(date)).toBe(business);
  });

  it.each([
    // 2025-02-23 15:00 UTC is midnight on the substitute holiday in Tokyo.
    { instant: '2025-02-23T15:00:00Z', business: false },
    { instant: '2025-02-24T14:59:59Z', business: false },
    { instant: '2025-02-24T15:00:00Z', business: true },
  ])('the instant $instant falls on business day=$business in Tokyo', ({ instant, business }) => {
    expect(isJapanBusinessDay(new Date(instant))).toBe(business);
  });

  it('throws outside the table rather than guessing', () => {
    expect(() => isJapanBusinessDate('2029-01-04')).toThrow(/covers 2025–2028/);
    expect(() => isJapanBusinessDate('2024-12-27')).toThrow(/covers 2025–2028/);
  });

  it('agrees with the holidays derived from the Act on National Holidays', () => {
    expect(Object.keys(japanHolidays).sort()).toEqual(deriveHolidays(holidayCalendarYears.first, holidayCalendarYears.last));
  });

  it('covers next year, so the table is extended before it runs out', () => {
    // Reads the real clock on purpose: this starts failing in 2028, a year before deposits would.
    expect(holidayCalendarYears.last).toBeGreaterThanOrEqual(new Date().getUTCFullYear() + 1);
  });
});

describe('hours windows', () => {
  it.each([
    { text: '09:30-19:30', window: { startMinute: 570, endMinute: 1170 } },
    { text: ' 09:30 - 19:30 ', window: { startMinute: 570, endMinute: 1170 } },
    { text: '00:00-24:00', window: { startMinute: 0, endMinute: 1440 } },
    { text: '9:30-19:30', window: null },
    { text: '19:30-09:30', window: null },
    { text: '10:00-10:00', window: null },
    { text: '09:60-10:00', window: null },
    { text: '23:00-24:30', window: null },
    { text: '', window: null },
  ])('"$text" reads as $window', ({ text, window }) => {
    expect(parseHoursWindow(text)).toEqual(window);
  });

  it.each([
    // 2025-06-11 is a Wednesday.
    { now: '2025-06-11T09:29:59', days: 'weekdays', open: false, opensAt: '2025-06-11T09:30:00' },
    { now: '2025-06-11T09:30:00', days: 'weekdays', open: true, opensAt: undefined },
    { now: '2025-06-11T19:29:59', days: 'weekdays', open: true, opensAt: undefined },
    { now: '2025-06-11T19:30:00', days: 'weekdays', open: false, opensAt: '2025-06-12T09:30:00' },
    // Friday evening opens on Monday morning.
    { now: '2025-06-13T19:30:00', days: 'weekdays', open: false, opensAt: '2025-06-16T09:30:00' },
    { now: '2025-06-14T12:00:00', days: 'weekdays', open: false, opensAt: '2025-06-16T09:30:00' },
    { now: '2025-06-14T12:00:00', days: 'all', open: true, opensAt: undefined },
    // Marine Day, a Monday holiday.
    { now: '2025-07-21T12:00:00', days: 'weekdays', open: false, opensAt: '2025-07-22T09:30:00' },
    // A substitute holiday.
    { now: '2025-11-24T12:00:00', days: 'weekdays', open: false, opensAt: '2025-11-25T09:30:00' },
    // December 31 to January 3 are closed; January 3–4, 2026 are a weekend too.
    { now: '2025-12-31T12:00:00', days: 'weekdays', open: false, opensAt: '2026-01-05T09:30:00' },
    { now: '2025-12-31T12:00:00', days: 'all', open: true, opensAt: undefined },
    // Before midnight UTC but already the next day in Tokyo: 2025-06-13 23:30 UTC is Saturday 08:30.
    { now: '2025-06-14T08:30:00', days: 'all', open: false, opensAt: '2025-06-14T09:30:00' },
  ] as const)('at $now ($days) open=$open, opening $opensAt', ({ now, days, open, opensAt }) => {
    const expected = open ? { open } : { open, opensAt: jst(opensAt!) };
    expect(windowCheck(jst(now), '09:30-19:30', days)).toEqual(expected);
  });

  it('leaves out the opening time when it lies beyond the holiday table', () => {
    // Friday 2028-12-29 evening: the next business day is in 2029.
    expect(windowCheck(jst('2028-12-29T20:00:00'), '09:30-19:30', 'weekdays')).toEqual({ open: false });
  });

  it('opens all day with 00:00-24:00', () => {
    expect(windowCheck(jst('2025-06-11T23:59:59'), '00:00-24:00', 'weekdays')).toEqual({ open: true });
    expect(windowCheck(jst('2025-06-11T00:00:00'), '00:00-24:00', 'weekdays')).toEqual({ open: true });
  });

  it('throws on a malformed window, which the config validator should have refused', () => {
    expect(() => windowCheck(jst('2025-06-11T12:00:00'), '9-5', 'all')).toThrow(/Not an hours window/);
  });
});

/**
 * The public holidays of each year from the rules of the Act, independently of the table:
 * fixed days, Happy Monday days, the equinoxes by the observatory's formula (valid 1980–2099),
 * substitute holidays and citizens' holidays.
 */
function deriveHolidays(firstYear: number, lastYear: number): string[] {
  const days: string[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    const iso = (month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
    const nthMonday = (month: number, nth: number) => {
      const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
      return iso(month, 1 + ((8 - firstWeekday) % 7) + (nth - 1) * 7);
    };
    const leapDrift = 0.242194 * (year - 1980) - Math.floor((year - 1980) / 4);
    const holidays = new Set([
      iso(1, 1),
      nthMonday(1, 2),
      iso(2, 11),
      iso(2, 23),
      iso(3, Math.floor(20.8431 + leapDrift)),
      iso(4, 29),
      iso(5, 3),
      iso(5, 4),
      iso(5, 5),
      nthMonday(7, 3),
      iso(8, 11),
      nthMonday(9, 3),
      iso(9, Math.floor(23.2488 + leapDrift)),
      nthMonday(10, 2),
      iso(11, 3),
      iso(11, 23),
    ]);
    const next = (date: string, by = 1) => new Date(Date.parse(`${date}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
    for (const date of [...holidays].sort()) {
      if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 0) continue;
      let substitute = next(date);
      while (holidays.has(substitute)) substitute = next(substitute);
      holidays.add(substitute);
    }
    for (const date of [...holidays]) {
      const between = next(date);
      if (!holidays.has(between) && holidays.has(next(date, 2)) && new Date(`${between}T00:00:00Z`).getUTCDay() !== 0) {
        holidays.add(between);
      }
    }
    days.push(...holidays);
  }
  return days.sort();
}
