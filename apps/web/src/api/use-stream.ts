/**
 * Screens' way into the live stream: `useStream(topics, onMessage)` listens while the component
 * is mounted, and `useStreamOpen()` says whether the stream is connected, so a screen polls only
 * while it is not. The one stream is made on first use: screens without live data never open it.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { createStream, streamUrl, type Stream, type StreamListener } from './stream';
import { useApi } from './api-context';
import { readSession, subscribeToSession } from './session';
import { storageKeys, type KeyValueStore } from './storage';

let shared: Stream | null = null;

/** The one stream, made on first use with the app's store, where it reads the session to sign in with. */
function sharedStream(store: KeyValueStore): Stream {
  if (shared) return shared;
  const stream = createStream({ url: streamUrl(window.location.origin), credentials: () => readSession(store) });
  // A sign-in or sign-out here or in another tab: the connection signs in again as the new member.
  subscribeToSession(() => stream.sessionChanged());
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.token || event.key === storageKeys.account) stream.sessionChanged();
  });
  shared = stream;
  return stream;
}

/**
 * Listens to the topics while the component is mounted. When the topics change (rows scrolled
 * into view), only the difference is subscribed and unsubscribed.
 */
export function useStream(topics: readonly string[], onMessage: StreamListener): void {
  const { store } = useApi();
  // The latest handler, so a new closure on each render does not re-subscribe.
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  const subscriptions = useRef(new Map<string, () => void>());
  // Topics as one string: the same topics in a new array (or another order) change nothing.
  const key = [...new Set(topics)].sort().join(' ');
  useEffect(() => {
    const wanted = new Set(key ? key.split(' ') : []);
    const current = subscriptions.current;
    for (const [topic, leave] of current) {
      if (wanted.has(topic)) continue;
      leave();
      current.delete(topic);
    }
    for (const topic of wanted) {
      if (!current.has(topic))
        current.set(
          topic,
          sharedStream(store).subscribe([topic], (message) => handler.current(message)),
        );
    }
  }, [key, store]);
  useEffect(() => {
    const current = subscriptions.current;
    return () => {
      for (const leave of current.values()) leave();
      current.clear();
    };
  }, []);
}

/** True while the stream is connected and delivering; false while it is connecting or unreachable. */
export function useStreamOpen(): boolean {
  const { store } = useApi();
  const subscribe = useCallback((listener: () => void) => sharedStream(store).onStatus(listener), [store]);
  return useSyncExternalStore(subscribe, () => sharedStream(store).status() === 'open');
}
