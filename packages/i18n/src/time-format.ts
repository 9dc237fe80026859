/**
 * Times as members and staff read them: always in Japan time (Asia/Tokyo), whatever the device's
 * own zone, because the market's hours, the deposit cut-offs and the chart axis are Japan time,
 * and a deposit must read the same in the app and the back office. Each shown time says JST.
 */
import { intlLocale, type Language } from './languages';

export const japanTimeZone = 'Asia/Tokyo';
export const japanTimeLabel = 'JST';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  const cacheKey = `${locale}:${key}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: japanTimeZone });
    formats.set(cacheKey, format);
  }
  return format;
}

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
  const format = formatter(intlLocale[language], { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }, 'date-time');
  return `${format.format(time)} ${japanTimeLabel}`;
}

/** `15:04:09 JST`: seconds too, for a quote whose minute matters. */
export function formatJapanTime(iso: string, language: Language): string {
  const time = readTime(iso);
  if (!time) return iso;
  return `${formatter(intlLocale[language], { timeStyle: 'medium', hourCycle: 'h23' }, 'time').format(time)} ${japanTimeLabel}`;
}

/** `2026-11-22 14:23:07 JST`: the sortable stamp the back office lists use. */
export function formatJapanStamp(iso: string): string {
  const time = readTime(iso);
  if (!time) return iso;
  const format = formatter(
    'en-CA',
    {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    },
    'stamp',
  );
  const parts = format.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')} ${japanTimeLabel}`;
}

/** `2026-11-24`: the trading day a time falls on, the calendar day in Tokyo; null for no time. */
export function japanDay(iso: string | Date): string | null {
  const time = readTime(iso);
  if (!time) return null;
  return formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }, 'day').format(time);
}
