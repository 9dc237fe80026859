import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { redisBus, type RedisBus } from './redis-bus';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Parallel runs against the same Redis must not hear each other.
const run = randomBytes(6).toString('hex');
const buses: RedisBus[] = [];

async function openBus(prefix: string): Promise<{ bus: RedisBus; received: [string, string][] }> {
  const bus = redisBus(redisUrl, { prefix });
  buses.push(bus);
  const received: [string, string][] = [];
  bus.subscribe((topic, message) => received.push([topic, message]));
  await bus.ready;
  return { bus, received };
}

const until = async (done: () => boolean) => {
  for (let waited = 0; !done() && waited < 3_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
};

afterAll(() => Promise.all(buses.map((bus) => bus.close())));

describe('the Redis bus', () => {
  it("carries each message to every node's listeners, the publisher's own included, in order", async () => {
    const one = await openBus(`kabuto-test-${run}:`);
    const two = await openBus(`kabuto-test-${run}:`);
    one.bus.publish('quote:7203', '{"last":"1"}');
    one.bus.publish('indices', '[]');
    two.bus.publish('quote:7203', '{"last":"2"}');
    await until(() => one.received.length === 3 && two.received.length === 3);
    for (const node of [one, two]) {
      expect(node.received.filter(([topic]) => topic === 'quote:7203')).toEqual([
        ['quote:7203', '{"last":"1"}'],
        ['quote:7203', '{"last":"2"}'],
      ]);
      expect(node.received).toContainEqual(['indices', '[]']);
    }
  });

  it('is ready only once its publisher has connected, so what it publishes then is sent', async () => {
    // Redis behind a proxy that holds the first connection (the publisher's, opened first) for
    // 300 ms: the subscription is in place long before the publisher can send.
    const redis = new URL(redisUrl);
    let connections = 0;
    const proxy = net.createServer((client) => {
      client.pause();
      setTimeout(
        () => {
          const upstream = net.connect(Number(redis.port || 6379), redis.hostname);
          const closeBoth = () => [client, upstream].forEach((socket) => socket.destroy());
          client.on('error', closeBoth);
          upstream.on('error', closeBoth);
          client.pipe(upstream).pipe(client);
          client.resume();
        },
        connections++ === 0 ? 300 : 0,
      );
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = proxy.address() as net.AddressInfo;
      const lines: string[] = [];
      const bus = redisBus(`redis://127.0.0.1:${port}${redis.pathname}`, {
        prefix: `kabuto-test-${run}-e:`,
        log: (line) => lines.push(line),
      });
      buses.push(bus);
      const heard: string[] = [];
      bus.subscribe((_topic, message) => heard.push(message));
      await bus.ready;
      bus.publish('indices', 'first');
      await until(() => heard.length === 1);
      expect(lines).toEqual([]);
      expect(heard).toEqual(['first']);
      await bus.close();
    } finally {
      proxy.close();
    }
  });

  it('keeps deployments with other prefixes apart, glob characters included', async () => {
    const plain = await openBus(`kabuto-test-${run}-a:`);
    const globbed = await openBus(`kabuto-test-${run}-*:`);
    const other = await openBus(`kabuto-test-${run}-b:`);
    plain.bus.publish('indices', '"plain"');
    globbed.bus.publish('indices', '"globbed"');
    await until(() => plain.received.length > 0 && globbed.received.length > 0);
    other.bus.publish('indices', '"other"');
    await until(() => other.received.length > 0);
    expect(plain.received).toEqual([['indices', '"plain"']]);
    expect(globbed.received).toEqual([['indices', '"globbed"']]);
    expect(other.received).toEqual([['indices', '"other"']]);
  });

  it('stops calling a listener once unsubscribed', async () => {
    const { bus } = await openBus(`kabuto-test-${run}-c:`);
    const heard: string[] = [];
    const stop = bus.subscribe((_, message) => heard.push(message));
    bus.publish('indices', '1');
    await until(() => heard.length === 1);
    stop();
    bus.publish('indices', '2');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual(['1']);
  });

  it('drops what is published while Redis is unreachable, without throwing or queueing', async () => {
    const lines: string[] = [];
    const bus = redisBus('redis://127.0.0.1:1', { prefix: `kabuto-test-${run}-d:`, log: (line) => lines.push(line) });
    for (let count = 0; count < 1_000; count++) bus.publish('indices', '[]');
    await until(() => lines.length > 0);
    expect(lines[0]).toMatch(/redis bus|publish failed/);
    await bus.close();
  });
});
