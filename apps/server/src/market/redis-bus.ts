/**
 * The bus over Redis pub/sub, for several API nodes behind a load balancer: what one node
 * publishes reaches the listeners of every node, itself included.
 *
 * One channel per topic (`<prefix><topic>`), and on each node one pattern subscription
 * (`<prefix>*`), rather than one shared channel with the topic inside the message: the message
 * goes through Redis untouched (a shared channel would need an envelope built around every
 * payload on publish and cut off again on receipt), `redis-cli psubscribe 'kabuto:quote:*'`
 * shows one kind of traffic, and a node could later subscribe to only the topics its clients
 * hold without producers changing. The price is that Redis matches each published channel
 * against each pattern: one per node, which is nothing at a handful of nodes. The prefix keeps
 * deployments (and parallel test runs) sharing one Redis apart.
 *
 * A node's own messages come back to it through Redis too, so every node sees one order of
 * events. Publishing never waits: while Redis is unreachable, messages are dropped (the market
 * publishes whole states every second, so nothing is owed) and the failure is logged, not
 * queued without bound.
 */
import { Redis } from 'ioredis';
import type { Bus } from './bus';

export interface RedisBusOptions {
  /** Put before every topic to make the channel name; `kabuto:` by default. */
  prefix?: string;
  log?: (line: string) => void;
}

export interface RedisBus extends Bus {
  /**
   * Settles once this node's subscription is in place and its publisher is connected, so that what
   * it publishes after it is sent, and what any node publishes after it arrives.
   */
  ready: Promise<void>;
}

const failureLogIntervalMs = 10_000;

export function redisBus(url: string, { prefix = 'kabuto:', log = () => undefined }: RedisBusOptions = {}): RedisBus {
  // The publisher refuses commands while disconnected instead of queueing them in memory.
  const publisher = new Redis(url, { enableOfflineQueue: false });
  // The subscriber queues its one PSUBSCRIBE until connected, and re-issues it after a reconnect.
  const subscriber = new Redis(url, { autoResubscribe: true });
  const listeners = new Set<(topic: string, message: string) => void>();
  const reportFailure = throttledLog(log);
  publisher.on('error', (error) => reportFailure(`redis bus publisher: ${error.message}`));
  subscriber.on('error', (error) => reportFailure(`redis bus subscriber: ${error.message}`));

  subscriber.on('pmessage', (_pattern, channel, message) => {
    if (!channel.startsWith(prefix)) return;
    const topic = channel.slice(prefix.length);
    for (const listener of listeners) {
      try {
        listener(topic, message);
      } catch (error) {
        // One listener's bug must not keep the message from the others.
        log(`bus listener failed on ${topic}: ${String(error)}`);
      }
    }
  });
  // The publisher drops what is published before it has connected: `ready` waits for it too.
  const publisherReady = new Promise<void>((resolve) => publisher.once('ready', () => resolve()));
  const ready = Promise.all([subscriber.psubscribe(`${escapeGlob(prefix)}*`), publisherReady]).then(() => undefined);
  // A failed start is reported by the error handler; `ready` is for callers that want to wait.
  ready.catch(() => undefined);

  return {
    ready,
    publish(topic, message) {
      publisher.publish(prefix + topic, message).catch((error: Error) => reportFailure(`publish failed: ${error.message}`));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await Promise.all([publisher, subscriber].map(closeConnection));
    },
  };
}

/** QUIT when connected (pending replies arrive first); otherwise there is nothing to wait for. */
async function closeConnection(connection: Redis): Promise<void> {
  if (connection.status === 'ready') {
    await connection.quit().catch(() => connection.disconnect());
  } else {
    connection.disconnect();
  }
}

/** Redis glob specials in a prefix match themselves. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (special) => `\\${special}`);
}

/** While Redis is down every publish fails; one line per interval says so, with the count. */
function throttledLog(log: (line: string) => void): (line: string) => void {
  let lastAt = -Infinity;
  let suppressed = 0;
  return (line) => {
    const now = performance.now();
    if (now - lastAt < failureLogIntervalMs) {
      suppressed++;
      return;
    }
    log(suppressed > 0 ? `${line} (and ${suppressed} more failures)` : line);
    lastAt = now;
    suppressed = 0;
  };
}
