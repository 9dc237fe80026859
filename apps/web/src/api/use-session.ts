/** The signed-in account, kept current when this or another tab signs in or out. */
import { useCallback, useSyncExternalStore } from 'react';
import { useApi } from './api-context';
import { readSession, subscribeToSession } from './session';
import { storageKeys } from './storage';

function subscribe(listener: () => void): () => void {
  const unsubscribe = subscribeToSession(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.token || event.key === storageKeys.account) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/** The account of the live session, or null when signed out. */
export function useSignedInAccount(): string | null {
  const { store } = useApi();
  const snapshot = useCallback(() => readSession(store)?.account ?? null, [store]);
  return useSyncExternalStore(subscribe, snapshot);
}
