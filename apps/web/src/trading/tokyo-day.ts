/** Which trading day a time falls on: the calendar day in Tokyo, where the market keeps its hours. */
import { japanDay } from '@kabuto/i18n';

/** `2026-11-24` for any time on that day in Tokyo; null for text that is no time. */
export function tokyoDay(iso: string | Date): string | null {
  return japanDay(iso);
}

export function isTokyoToday(iso: string, now: Date): boolean {
  const day = tokyoDay(iso);
  return day !== null && day === tokyoDay(now);
}
