/** Whether the device has no network, redrawn when it goes on or off line. */
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, () => !navigator.onLine);
}
