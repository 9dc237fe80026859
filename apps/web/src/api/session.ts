/**
 * The member's session as the browser keeps it: the token and account the server gave at sign-in.
 * Screens subscribe so that a sign-in, a sign-out or an ended session redraws them at once.
 */
import { queryCacheKey, storageKeys, type KeyValueStore } from './storage';

export interface Session {
  token: string;
  account: string;
}

const listeners = new Set<() => void>();

export function readSession(store: KeyValueStore): Session | null {
  const token = store.getItem(storageKeys.token);
  const account = store.getItem(storageKeys.account);
  return token && account ? { token, account } : null;
}

export function saveSession(store: KeyValueStore, session: Session): void {
  // Another member's (or an older session's) last figures must never show in this one.
  store.removeItem(queryCacheKey);
  store.setItem(storageKeys.token, session.token);
  store.setItem(storageKeys.account, session.account);
  notify();
}

export function clearSession(store: KeyValueStore): void {
  store.removeItem(storageKeys.token);
  store.removeItem(storageKeys.account);
  store.removeItem(queryCacheKey);
  notify();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}
