/**
 * The member's recent searches, kept on the device only (the original app's `searchHistory` key):
 * latest first, each keyword once, at most ten.
 */
import type { KeyValueStore } from '../api/storage';

export const searchHistoryKey = 'searchHistory';
export const searchHistoryLimit = 10;

export function readSearchHistory(store: KeyValueStore): string[] {
  try {
    const stored: unknown = JSON.parse(store.getItem(searchHistoryKey) ?? '[]');
    // Anything else under the key (an older format, a hand edit) is ignored rather than shown.
    if (!Array.isArray(stored)) return [];
    return stored.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, searchHistoryLimit);
  } catch {
    return [];
  }
}

/** Puts a keyword first, dropping its earlier place and the oldest beyond the limit. */
export function addToSearchHistory(history: readonly string[], keyword: string): string[] {
  const wanted = keyword.trim();
  if (!wanted) return [...history];
  return [wanted, ...history.filter((item) => item !== wanted)].slice(0, searchHistoryLimit);
}

export function saveSearchHistory(store: KeyValueStore, history: readonly string[]): void {
  if (history.length === 0) store.removeItem(searchHistoryKey);
  else store.setItem(searchHistoryKey, JSON.stringify(history));
}
