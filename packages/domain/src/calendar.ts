/**
 * Japan time and Japanese business days: when deposits and withdrawals are taken.
 */

/** Japan Standard Time is UTC+9 all year: Japan has not observed daylight saving since 1951. */
export const japanUtcOffsetMs = 9 * 3_600_000;
const dayMs = 86_400_000;

export interface JapanTime {
  /** The calendar date in Japan, "YYYY-MM-DD". */
  readonly date: string;
  readonly year: number;
  /** 0 is Sunday, 6 Saturday, as `Date.getUTCDay`. */
  readonly weekday: number;
  /** Milliseconds since midnight in Japan. */
  readonly msOfDay: number;
}

/** Where an instant falls on the clocks in Tokyo. */
export function toJapanTime(instant: Date): JapanTime {
  // Shifting by the fixed offset and reading the UTC fields gives Japan's wall clock, with no
  // dependence on the server's time zone or on an Intl build that knows Asia/Tokyo.
  const shifted = new Date(instant.getTime() + japanUtcOffsetMs);
  const date = shifted.toISOString().slice(0, 10);
  const msOfDay = shifted.getTime() - Date.parse(`${date}T00:00:00Z`);
  return { date, year: shifted.getUTCFullYear(), weekday: shifted.getUTCDay(), msOfDay };
}

/** The instant at `msOfDay` after midnight of a Japan calendar date. */
export function fromJapanTime(date: string, msOfDay = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - japanUtcOffsetMs + msOfDay);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * Japanese public holidays, 2025–2028, under the Act on National Holidays (国民の祝日に関する
 * 法律): fixed days, Happy Monday days, the equinoxes, substitute holidays (振替休日: a holiday on
 * a Sunday moves to the next day that is not one) and citizens' holidays (国民の休日: a day
 * between two holidays). 2025 and 2026 are the Cabinet Office's published list (内閣府
 * 「国民の祝日について」, syukujitsu.csv); the equinoxes of 2027 follow the National
 * Astronomical Observatory's 暦要項 and those of 2028 its standard formula, which the
 * observatory confirms each February for the following year. The table agrees with
 * holiday-jp/holiday_jp's holidays.yml; the test derives it again from the rules.
 */
export const japanHolidays: Readonly<Record<string, string>> = {
  '2025-01-01': "New Year's Day",
  '2025-01-13': 'Coming of Age Day',
  '2025-02-11': 'National Foundation Day',
  '2025-02-23': "Emperor's Birthday",
  '2025-02-24': 'Substitute holiday',
  '2025-03-20': 'Vernal Equinox Day',
  '2025-04-29': 'Showa Day',
  '2025-05-03': 'Constitution Memorial Day',
  '2025-05-04': 'Greenery Day',
  '2025-05-05': "Children's Day",
  '2025-05-06': 'Substitute holiday',
  '2025-07-21': 'Marine Day',
  '2025-08-11': 'Mountain Day',
  '2025-09-15': 'Respect for the Aged Day',
  '2025-09-23': 'Autumnal Equinox Day',
  '2025-10-13': 'Sports Day',
  '2025-11-03': 'Culture Day',
  '2025-11-23': 'Labour Thanksgiving Day',
  '2025-11-24': 'Substitute holiday',
  '2026-01-01': "New Year's Day",
  '2026-01-12': 'Coming of Age Day',
  '2026-02-11': 'National Foundation Day',
  '2026-02-23': "Emperor's Birthday",
  '2026-03-20': 'Vernal Equinox Day',
  '2026-04-29': 'Showa Day',
  '2026-05-03': 'Constitution Memorial Day',
  '2026-05-04': 'Greenery Day',
  '2026-05-05': "Children's Day",
  '2026-05-06': 'Substitute holiday',
  '2026-07-20': 'Marine Day',
  '2026-08-11': 'Mountain Day',
  '2026-09-21': 'Respect for the Aged Day',
  '2026-09-22': "Citizens' holiday",
  '2026-09-23': 'Autumnal Equinox Day',
  '2026-10-12': 'Sports Day',
  '2026-11-03': 'Culture Day',
  '2026-11-23': 'Labour Thanksgiving Day',
  '2027-01-01': "New Year's Day",
  '2027-01-11': 'Coming of Age Day',
  '2027-02-11': 'National Foundation Day',
  '2027-02-23': "Emperor's Birthday",
  '2027-03-21': 'Vernal Equinox Day',
  '2027-03-22': 'Substitute holiday',
  '2027-04-29': 'Showa Day',
  '2027-05-03': 'Constitution Memorial Day',
  '2027-05-04': 'Greenery Day',
  '2027-05-05': "Children's Day",
  '2027-07-19': 'Marine Day',
  '2027-08-11': 'Mountain Day',
  '2027-09-20': 'Respect for the Aged Day',
  '2027-09-23': 'Autumnal Equinox Day',
  '2027-10-11': 'Sports Day',
  '2027-11-03': 'Culture Day',
  '2027-11-23': 'Labour Thanksgiving Day',
  '2028-01-01': "New Year's Day",
  '2028-01-10': 'Coming of Age Day',
  '2028-02-11': 'National Foundation Day',
  '2028-02-23': "Emperor's Birthday",
  '2028-03-20': 'Vernal Equinox Day',
  '2028-04-29': 'Showa Day',
  '2028-05-03': 'Constitution Memorial Day',
  '2028-05-04': 'Greenery Day',
  '2028-05-05': "Children's Day",
  '2028-07-17': 'Marine Day',
  '2028-08-11': 'Mountain Day',
  '2028-09-18': 'Respect for the Aged Day',
  '2028-09-22': 'Autumnal Equinox Day',
  '2028-10-09': 'Sports Day',
  '2028-11-03': 'Culture Day',
  '2028-11-23': 'Labour Thanksgiving Day',
};

/** The years the table covers. The server should check at start that next year is covered. */
export const holidayCalendarYears = { first: 2025, last: 2028 } as const;

export function isCoveredByHolidayCalendar(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return year >= holidayCalendarYears.first && year <= holidayCalendarYears.last;
}

/**
 * Whether Japanese banks are open on a Japan calendar date: not a Saturday, Sunday or public
 * holiday, and not December 31 to January 3, which the Banking Act's Enforcement Order
 * (銀行法施行令 第5条) makes bank holidays although only January 1 is a public one.
 * A date outside the table throws: guessing that an unknown day is a business day would take
 * money on a holiday, so an expired table is a bug to fix, not a case to paper over.
 */
export function isJapanBusinessDate(date: string): boolean {
  if (!isCoveredByHolidayCalendar(date)) {
    throw new Error(`The holiday calendar covers ${holidayCalendarYears.first}–${holidayCalendarYears.last}, not ${date}`);
  }
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = date.slice(5);
  if (monthDay === '12-31' || monthDay <= '01-03') return false;
  return !Object.hasOwn(japanHolidays, date);
}

/** Whether an instant falls on a Japanese business day, in Japan time. */
export function isJapanBusinessDay(instant: Date): boolean {
  return isJapanBusinessDate(toJapanTime(instant).date);
}

/** The days of a funds window: `weekdays` are Japanese business days, `all` every day. */
export type WindowDays = 'weekdays' | 'all';
export const windowDays: readonly WindowDays[] = ['weekdays', 'all'];

export interface HoursWindow {
  readonly startMinute: number;
  /** Exclusive: "09:30-19:30" is open at 19:29:59 and closed at 19:30:00. */
  readonly endMinute: number;
}

/**
 * Reads "HH:MM-HH:MM" in Japan time, or null when malformed (for the config validator).
 * The window lies within one day, "00:00-24:00" being all of it; a window past midnight would
 * make "which day's rule applies" ambiguous, so it is refused.
 */
export function parseHoursWindow(text: string): HoursWindow | null {
  const match = /^(\d{2}):(\d{2})\s*-\s*(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [startHour, startMinute, endHour, endMinute] = match.slice(1).map(Number) as [number, number, number, number];
  const start = startHour * 60 + startMinute;
  const end = endHour * 60 + endMinute;
  if (startMinute > 59 || endMinute > 59 || start >= end || end > 24 * 60) return null;
  return { startMinute: start, endMinute: end };
}

export type WindowState = { readonly open: true } | { readonly open: false; readonly opensAt?: Date };

/**
 * Whether a funds window ("09:30-19:30", Japan time, on `days`) is open at `now`, and if not,
 * when it next opens. `opensAt` is left out only when the next opening lies beyond the
 * holiday table. A malformed `hours` is a bug: the config is validated when it is set.
 */
export function windowCheck(now: Date, hours: string, days: WindowDays): WindowState {
  const window = parseHoursWindow(hours);
  if (!window) throw new Error(`Not an hours window: ${JSON.stringify(hours)}`);
  const startMs = window.startMinute * 60_000;
  const endMs = window.endMinute * 60_000;
  const { date, msOfDay } = toJapanTime(now);
  const isOpenDay = (day: string) => days === 'all' || isJapanBusinessDate(day);
  if (isOpenDay(date)) {
    if (msOfDay >= startMs && msOfDay < endMs) return { open: true };
    if (msOfDay < startMs) return { open: false, opensAt: fromJapanTime(date, startMs) };
  }
  // The longest run of closed days is the year end with a weekend, under ten days; a fortnight
  // is a safe bound that still stops the search.
  for (let ahead = 1; ahead <= 14; ahead++) {
    const day = addDays(date, ahead);
    if (days === 'weekdays' && !isCoveredByHolidayCalendar(day)) return { open: false };
    if (isOpenDay(day)) return { open: false, opensAt: fromJapanTime(day, startMs) };
  }
  throw new Error(`No opening within a fortnight of ${date}`);
}
