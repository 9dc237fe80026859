/** Times as the member reads them: in their language and their phone's time zone. */
import { intlLocale, type Language } from '@kabuto/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  const cacheKey = `${language}:${key}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[language], options);
    formats.set(cacheKey, format);
  }
  return format;
}

/**
 * `2026/11/22 15:04` in Japanese and Chinese, `Nov 22, 2026, 15:04` in English: a 24-hour clock, as
 * markets and banks write times. The text as sent if it is no time.
 */
export function formatDateTime(iso: string, language: Language): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return formatter(language, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }, 'date-time').format(time);
}

/** Seconds too, for a quote whose minute matters. */
export function formatTime(iso: string, language: Language): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return formatter(language, { timeStyle: 'medium', hourCycle: 'h23' }, 'time').format(time);
}

/** True for an ISO 8601 time as the server sends them (`2026-11-22T06:07:26.000Z`). */
export function isIsoTime(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
}
