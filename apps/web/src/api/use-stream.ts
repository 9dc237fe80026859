/**
 * Screens' way into the live stream: `useStream(topics, onMessage)` listens while the component
 * is mounted, and `useStreamOpen()` says whether the stream is connected, so a screen polls only
 * while it is not. The one stream is made on first use: screens without live data never open it.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createStream, streamUrl, type Stream, type StreamListener } from './stream';

let shared: Stream | null = null;

function sharedStream(): Stream {
  shared ??= createStream({ url: streamUrl(window.location.origin) });
  return shared;
}

/**
 * Listens to the topics while the component is mounted. When the topics change (rows scrolled
 * into view), only the difference is subscribed and unsubscribed.
 */
export function useStream(topics: readonly string[], onMessage: StreamListener): void {
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
          sharedStream().subscribe([topic], (message) => handler.current(message)),
        );
    }
  }, [key]);
  useEffect(() => {
    const current = subscriptions.current;
    return () => {
      for (const leave of current.values()) leave();
      current.clear();
    };
  }, []);
}

function subscribeToStatus(listener: () => void): () => void {
  return sharedStream().onStatus(listener);
}

/** True while the stream is connected and delivering; false while it is connecting or unreachable. */
export function useStreamOpen(): boolean {
  return useSyncExternalStore(subscribeToStatus, () => sharedStream().status() === 'open');
}
