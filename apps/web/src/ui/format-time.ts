/**
 * Times as the member reads them: in their language, in Japan time with JST beside it (the shared
 * rule in @kabuto/i18n), so the app, the chart axis and the back office show the same clock.
 */
import { formatJapanDateTime, formatJapanTime, type Language } from '@kabuto/i18n';

/** `2026/11/22 15:04 JST` in Japanese and Chinese, `Nov 22, 2026, 15:04 JST` in English. */
export function formatDateTime(iso: string, language: Language): string {
  return formatJapanDateTime(iso, language);
}

/** Seconds too, for a quote whose minute matters: `15:04:09 JST`. */
export function formatTime(iso: string, language: Language): string {
  return formatJapanTime(iso, language);
}

/** True for an ISO 8601 time as the server sends them (`2026-11-22T06:07:26.000Z`). */
export function isIsoTime(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
}
