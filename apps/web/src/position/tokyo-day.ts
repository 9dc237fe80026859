/** Which trading day a time falls on: the calendar day in Tokyo, where the market keeps its hours. */

const tokyoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** `2026-11-24` for any time on that day in Tokyo; null for text that is no time. */
export function tokyoDay(iso: string | Date): string | null {
  const time = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(time.getTime()) ? null : tokyoDate.format(time);
}

export function isTokyoToday(iso: string, now: Date): boolean {
  const day = tokyoDay(iso);
  return day !== null && day === tokyoDay(now);
}
