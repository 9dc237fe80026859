/**
 * Limits every node counts together through one Redis (REDIS_URL, the machine's by default): the
 * attempt counter other routes can adopt, the stream's per-address connection slots (which lapse
 * when a node dies), and through whole apps, sign-in attempts and stream connections split over
 * two nodes. Each test uses a key prefix of its own, so parallel runs sharing the Redis do not meet.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { StreamClient } from '../../test/stream-client';
import { memoryConnectionSlots, redisConnectionSlots } from './connection-slots';
import { memoryRateLimiter, redisRateLimiter } from './rate-limiter';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const clients: Redis[] = [];
const apps: TestApp[] = [];
const streams: StreamClient[] = [];
afterAll(async () => {
  await Promise.all(streams.map((client) => client.close()));
  await Promise.all(apps.map((app) => app.close()));
  for (const client of clients) client.disconnect();
});

const uniquePrefix = () => `kabuto-test-${randomBytes(6).toString('hex')}:`;
function redis(): Redis {
  const client = new Redis(redisUrl);
  clients.push(client);
  return client;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the attempt counter', () => {
  it('counts the attempts of two nodes in one window, and opens a new window once it ends', async () => {
    const prefix = uniquePrefix();
    const [one, two] = [redisRateLimiter(redis(), prefix), redisRateLimiter(redis(), prefix)];
    const seen = [];
    for (let attempt = 0; attempt < 5; attempt++) seen.push((await (attempt % 2 ? two : one).hit('member:1', 3, 400)).allowed);
    expect(seen).toEqual([true, true, true, false, false]);
    // Another key has its own count.
    expect((await two.hit('member:2', 3, 400)).count).toBe(1);
    await sleep(450);
    expect(await one.hit('member:1', 3, 400)).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts in the process without Redis, with the same windows', async () => {
    let now = 1_000;
    const limiter = memoryRateLimiter(() => now);
    for (let attempt = 1; attempt <= 3; attempt++) expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
    expect(await limiter.hit('k', 3, 60_000)).toEqual({ allowed: false, count: 4, retryAfterMs: 60_000 });
    now += 60_000;
    expect((await limiter.hit('k', 3, 60_000)).count).toBe(1);
  });
});

describe('connection slots across nodes', () => {
  it('caps an address over two nodes together and frees a slot when its connection closes', async () => {
    const prefix = uniquePrefix();
    const one = redisConnectionSlots(redis(), { prefix });
    const two = redisConnectionSlots(redis(), { prefix });
    const held = [await one.take('10.0.0.1', 3), await two.take('10.0.0.1', 3), await one.take('10.0.0.1', 3)];
    expect(held.every((slot) => slot !== null)).toBe(true);
    expect(await two.take('10.0.0.1', 3)).toBeNull();
    expect(await one.take('10.0.0.2', 3)).not.toBeNull();
    held[0]!.release();
    await sleep(50);
    expect(await two.take('10.0.0.1', 3)).not.toBeNull();
    await one.close();
    await two.close();
  });

  it('never goes over when many take at once on both nodes', async () => {
    const prefix = uniquePrefix();
    const nodes = [redisConnectionSlots(redis(), { prefix }), redisConnectionSlots(redis(), { prefix })];
    const slots = await Promise.all(Array.from({ length: 20 }, (_, index) => nodes[index % 2]!.take('10.0.0.3', 5)));
    expect(slots.filter((slot) => slot !== null)).toHaveLength(5);
    for (const node of nodes) await node.close();
  });

  it('keeps a live node’s slots past their lifetime by renewing them, and lets a dead node’s lapse', async () => {
    const prefix = uniquePrefix();
    const timing = { prefix, ttlMs: 400, renewMs: 100 };
    const live = redisConnectionSlots(redis(), timing);
    const dyingClient = new Redis(redisUrl);
    const dying = redisConnectionSlots(dyingClient, timing);
    expect(await live.take('10.0.0.4', 3)).not.toBeNull();
    expect(await dying.take('10.0.0.4', 3)).not.toBeNull();
    expect(await dying.take('10.0.0.4', 3)).not.toBeNull();
    expect(await live.take('10.0.0.4', 3)).toBeNull();
    // The node dies: its connection to Redis goes, nothing is released, nothing renewed.
    dyingClient.disconnect();
    await sleep(700);
    const afterDeath = [await live.take('10.0.0.4', 3), await live.take('10.0.0.4', 3), await live.take('10.0.0.4', 3)];
    // Two slots came back from the dead node; the live node's first slot, renewed, still counts.
    expect(afterDeath.map((slot) => slot !== null)).toEqual([true, true, false]);
    await dying.close();
    await live.close();
  });

  it('counts this node’s own connections, and says so once, while Redis cannot be reached', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, retryStrategy: () => null });
    unreachable.on('error', () => undefined);
    clients.push(unreachable);
    const logged: string[] = [];
    const slots = redisConnectionSlots(unreachable, { prefix: uniquePrefix(), log: (line) => logged.push(line) });
    const first = await slots.take('10.0.0.5', 2);
    expect(await slots.take('10.0.0.5', 2)).not.toBeNull();
    expect(await slots.take('10.0.0.5', 2)).toBeNull();
    first!.release();
    expect(await slots.take('10.0.0.5', 2)).not.toBeNull();
    expect(logged).toEqual([expect.stringContaining('Redis unreachable')]);
    await slots.close();
  });

  it('counts in the process without Redis', async () => {
    const slots = memoryConnectionSlots();
    const first = await slots.take('a', 1);
    expect(await slots.take('a', 1)).toBeNull();
    first!.release();
    first!.release();
    expect(await slots.take('a', 1)).not.toBeNull();
    expect(await slots.take('a', 1)).toBeNull();
  });
});

describe('two apps on one Redis', () => {
  it('limit sign-in attempts from one address across both nodes together', async () => {
    const environment = { REDIS_URL: redisUrl, REDIS_PREFIX: uniquePrefix(), SIGN_IN_RATE_LIMIT: '4' };
    const nodes = [await startTestApp(environment), await startTestApp(environment)];
    apps.push(...nodes);
    const codes = [];
    for (let attempt = 0; attempt < 6; attempt++)
      codes.push(
        (await nodes[attempt % 2]!.call('/user/login', { account: '0900000001', password: 'demo1234', agree: true })).statusCode,
      );
    // Four allowed in the minute, counted over both: the fifth and sixth are refused, whichever node gets them.
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await nodes[0]!.call('/user/login', { account: '0900000001', password: 'demo1234', agree: true });
    expect(refused.body.code).toBe('too_many_requests');
  });

  it('cap stream connections from one address across both nodes together', async () => {
    const environment = { REDIS_URL: redisUrl, REDIS_PREFIX: uniquePrefix(), TRUST_PROXY: '127.0.0.1' };
    const nodes = [
      await startTestApp(environment, { stream: { maxConnectionsPerAddress: 2 } }),
      await startTestApp(environment, { stream: { maxConnectionsPerAddress: 2 } }),
    ];
    apps.push(...nodes);
    const urls = [await nodes[0]!.listen(), await nodes[1]!.listen()];
    const connect = async (url: string) => {
      const client = await StreamClient.connect(url, { headers: { 'x-forwarded-for': '198.51.100.7' } });
      streams.push(client);
      return client;
    };
    const first = await connect(urls[0]!);
    await connect(urls[1]!);
    await expect(connect(urls[0]!)).rejects.toThrow('429');
    await expect(connect(urls[1]!)).rejects.toThrow('429');
    await first.close();
    let again: StreamClient | null = null;
    for (let attempt = 0; attempt < 50 && !again; attempt++) {
      again = await connect(urls[1]!).catch(() => null);
      if (!again) await sleep(50);
    }
    expect(again).not.toBeNull();
    await again!.roundTrip();
  });
});
