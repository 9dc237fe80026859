/**
 * When the figures on the screen were loaded (ms since the epoch), published by the query area
 * and read by the offline mark above every screen; null when the screen shows no loaded data.
 */
import { useSyncExternalStore } from 'react';

let shownAt: number | null = null;
const listeners = new Set<() => void>();

export function publishShownDataTime(time: number | null): void {
  if (time === shownAt) return;
  shownAt = time;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useShownDataTime(): number | null {
  return useSyncExternalStore(subscribe, () => shownAt);
}
