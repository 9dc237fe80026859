/**
 * What the shell shows above every screen about the app itself: offline (the screens show what
 * was last loaded, and money calls are not sent), and a new version waiting for the member's
 * go-ahead. The manifest and the service worker are added after the first screen, so that neither
 * delays it.
 */
import { useSyncExternalStore } from 'react';
import { linkManifest } from './manifest-link';

type Listener = () => void;

const listeners = new Set<Listener>();
let updateReady: (() => Promise<void>) | null = null;

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export { useOffline } from '../api/use-offline';

/** The function that switches to the waiting version, or null when there is none. */
export function useUpdateReady(): (() => Promise<void>) | null {
  return useSyncExternalStore(subscribe, () => updateReady);
}

/**
 * Adds what installing the app needs, in a build that has it: the manifest link and the service
 * worker. A waiting new version raises the prompt.
 */
export function addInstallParts(): void {
  if (!import.meta.env.PROD) return;
  linkManifest(document);
  if (!('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const update = registerSW({
      onNeedRefresh() {
        updateReady = () => {
          // The plugin reloads only for a version its own registration found; one found by a later
          // check (the browser's, or another tab's) takes over without it. Either way the page reloads
          // once the new version controls it, so the member never keeps running the old code.
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
          return update(true);
        };
        for (const listener of listeners) listener();
      },
    });
  });
}
