/**
 * Times as members and staff read them: always in Japan time (Asia/Tokyo), whatever the device's
 * own zone, because the market's hours, the deposit cut-offs and the chart axis are Japan time,
 * and a deposit must read the same in the app and the back office. Each shown time says JST.
 *
 * The layouts are written out here rather than asked of `Intl.DateTimeFormat`: Japan has kept
 * UTC+9 all year since 1951, so the clock is a fixed shift, and the first `Intl` format of a page
 * costs a phone 50–100 ms of loading locale data while the first screen is drawn. The tests check
 * every layout against `Intl.DateTimeFormat` in each language, so the text is the one Intl writes,
 * and it is the same on every device whatever its ICU version.
 */
import type { Language } from './languages';

export const japanTimeZone = 'Asia/Tokyo';
export const japanTimeLabel = 'JST';

/** UTC+9, no daylight saving. */
const japanOffsetMs = 9 * 60 * 60 * 1000;

/** A moment as a clock in Tokyo reads it. */
interface JapanClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function japanClock(time: Date): JapanClock {
  const shifted = new Date(time.getTime() + japanOffsetMs);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const two = (value: number) => String(value).padStart(2, '0');
const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Intl's medium date with a short 24-hour time, per language. */
const dateTimeLayouts: Record<Language, (clock: JapanClock) => string> = {
  en: (c) => `${englishMonths[c.month - 1]} ${c.day}, ${c.year}, ${two(c.hour)}:${two(c.minute)}`,
  tw: (c) => `${c.year}/${c.month}/${c.day} ${two(c.hour)}:${two(c.minute)}`,
  jp: (c) => `${c.year}/${two(c.month)}/${two(c.day)} ${c.hour}:${two(c.minute)}`,
};

const clockWithSeconds = (c: JapanClock) => `${two(c.hour)}:${two(c.minute)}:${two(c.second)}`;

/** Intl's medium 24-hour time, per language: Japanese writes the hour without a leading zero. */
const timeLayouts: Record<Language, (clock: JapanClock) => string> = {
  en: clockWithSeconds,
  tw: clockWithSeconds,
  jp: (c) => `${c.hour}:${two(c.minute)}:${two(c.second)}`,
};

function readTime(iso: string | Date): Date | null {
  const time = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(time.getTime()) ? null : time;
}

/**
 * `2026/11/22 15:04 JST` in Japanese and Chinese, `Nov 22, 2026, 15:04 JST` in English: a 24-hour
 * clock in Japan time, as markets and banks write times. The text as sent if it is no time.
 */
export function formatJapanDateTime(iso: string, language: Language): string {
  const time = readTime(iso);
  if (!time) return iso;
  return `${dateTimeLayouts[language](japanClock(time))} ${japanTimeLabel}`;
}

/** A Japan month from its `YYYY-MM` (or a `YYYY-MM-DD` in it): `2026年11月` in Japanese and Chinese, `Nov 2026` in English. */
export function formatJapanMonth(date: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) return date;
  const [, year, month] = match;
  return language === 'en' ? `${englishMonths[Number(month) - 1] ?? month} ${year}` : `${year}年${Number(month)}月`;
}

/**
 * A Japan calendar day from its `YYYY-MM-DD` (or an ISO time starting with one, read as written):
 * `2026年12月29日` in Japanese and Chinese, `Dec 29, 2026` in English, as Intl's long (jp, tw) and
 * medium (en) dates write it. For a day that is a date, not an instant: a loan's due day, a bar's day.
 */
export function formatJapanDate(date: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  return language === 'en'
    ? `${englishMonths[Number(month) - 1] ?? month} ${Number(day)}, ${year}`
    : `${year}年${Number(month)}月${Number(day)}日`;
}

/** `15:04:09 JST`: seconds too, for a quote whose minute matters. */
export function formatJapanTime(iso: string, language: Language): string {
  const time = readTime(iso);
  if (!time) return iso;
  return `${timeLayouts[language](japanClock(time))} ${japanTimeLabel}`;
}

/** `2026-11-22 14:23:07 JST`: the sortable stamp the back office lists use. */
export function formatJapanStamp(iso: string): string {
  const time = readTime(iso);
  if (!time) return iso;
  return `${japanDay(time)} ${clockWithSeconds(japanClock(time))} ${japanTimeLabel}`;
}

/** `2026-11-24`: the trading day a time falls on, the calendar day in Tokyo; null for no time. */
export function japanDay(iso: string | Date): string | null {
  const time = readTime(iso);
  if (!time) return null;
  const c = japanClock(time);
  return `${c.year}-${two(c.month)}-${two(c.day)}`;
}
