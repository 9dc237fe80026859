/**
 * The bus that carries market and account events from the node that produces them to every
 * node's stream clients: in-process by default, Redis pub/sub when REDIS_URL is set. Messages
 * are strings, serialised once by the producer however many clients receive them.
 */
import { EventEmitter } from 'node:events';

export interface Bus {
  publish(topic: string, message: string): void;
  /** Calls `listener` for every message on every topic; returns the unsubscribe function. */
  subscribe(listener: (topic: string, message: string) => void): () => void;
  close(): Promise<void>;
}

export function inProcessBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (topic, message) => void emitter.emit('message', topic, message),
    subscribe(listener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    close: async () => undefined,
  };
}
