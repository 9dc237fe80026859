/**
 * Times as staff read them: in Japan time, because the market, the deposit hours and every
 * setting are in Japan time, and two staff on different laptops (and the member's app) must see
 * the same clock. The shared rule lives in @kabuto/i18n.
 */
import { formatJapanStamp } from '@kabuto/i18n';

/** `2026-11-22T05:23:07Z` → `2026-11-22 14:23:07 JST`; anything unreadable is shown as given. */
export function formatTime(iso: string | null): string {
  if (iso === null) return '—';
  return formatJapanStamp(iso);
}
