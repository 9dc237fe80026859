/** The keys the app keeps in the browser's storage, and the few values read outside a session. */

/** The part of `Storage` the app uses, so tests can pass a plain in-memory store. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

// The names are the original app's, so a member's stored sign-in and language survive the rewrite.
export const storageKeys = {
  token: 'tokend',
  account: 'account',
  stockType: 'stockType',
  language: 'lang',
} as const;

/**
 * The member's last loaded figures (Mine, home, positions), kept so the app opens offline with
 * them. Removed at every sign-in and sign-out, so they never outlive the session that loaded them.
 */
export const queryCacheKey = 'kb.queryCache';

/** Scratch values of the original app's screens that must not outlive the page. */
export const transientKeys = ['tklm', 'zjkm', 'hklm'] as const;

export const defaultStockType = 'jpy';

/** The browser's localStorage, or an in-memory stand-in where storage is blocked (private modes). */
export function browserStore(): KeyValueStore {
  try {
    const probe = '__kabuto_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStore();
  }
}

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

export function readStockType(store: KeyValueStore): string {
  return store.getItem(storageKeys.stockType) ?? defaultStockType;
}

/** Keeps the stored market if the member chose one; otherwise stores the configured default. */
export function ensureStockType(store: KeyValueStore, configured: string | undefined): void {
  if (store.getItem(storageKeys.stockType) === null) store.setItem(storageKeys.stockType, configured || defaultStockType);
}

export function removeTransientKeys(store: KeyValueStore): void {
  for (const key of transientKeys) store.removeItem(key);
}
