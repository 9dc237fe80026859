/**
 * The chart crosshair's time in the app's own words: the library's default (`27 11月 '26 15:30`)
 * mixes layouts, so a bar's time is written by the Japan-time formatters every other screen uses.
 */
import { formatJapanDate, formatJapanDateTime, type Language } from '@kabuto/i18n';

/** The chart holds Tokyo wall-clock seconds read as UTC (see bars.ts); this is the shift back. */
const tokyoOffsetSeconds = 9 * 3600;

/** A minute bar's date and time (`2026/11/27 15:30 JST`), a longer bar's day (`2026年11月27日`). */
export function crosshairTime(time: unknown, intraday: boolean, language: Language): string {
  if (typeof time !== 'number') return '';
  if (!intraday) return formatJapanDate(new Date(time * 1000).toISOString(), language);
  return formatJapanDateTime(new Date((time - tokyoOffsetSeconds) * 1000).toISOString(), language);
}
