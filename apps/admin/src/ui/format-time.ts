/**
 * Times as staff read them: in Japan time, because the market, the deposit hours and every
 * setting are in Japan time, and two staff on different laptops must see the same clock.
 */
const japanTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-22T05:23:07Z` → `2026-11-22 14:23:07 JST`; anything unreadable is shown as given. */
export function formatTime(iso: string | null): string {
  if (iso === null) return '—';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) => japanTime.formatToParts(time).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')} JST`;
}
