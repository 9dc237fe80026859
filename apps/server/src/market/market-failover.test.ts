/**
 * Two API nodes on one database: when the node running the market stops, the other takes the
 * market lock and runs the market from where it stood.
 */
import type { Quote } from '@kabuto/contracts';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { cloneTemplate } from '../../test/postgres-server';
import { startClusterNode, type ClusterNode } from '../../test/cluster-node';
import { eventually } from '../../test/eventually';
import { StreamClient } from '../../test/stream-client';
import { seedDemo } from '../seed/demo';
import { inProcessBus } from './bus';

// 10:00 in Tokyo on a trading day: the market trades whatever time of day the test runs.
const clock = {
  now: new Date('2026-11-25T01:00:00Z'),
  advance(ms: number) {
    this.now = new Date(this.now.getTime() + ms);
  },
};
// One bus for both nodes, as Redis would be; the handover itself goes through Postgres only.
const bus = inProcessBus();
let a: ClusterNode;
let b: ClusterNode;
let symbol: string;
const clients: StreamClient[] = [];

beforeAll(async () => {
  const databaseUrl = await cloneTemplate(inject('postgresUrl'), inject('templateDatabase'));
  a = await startClusterNode(databaseUrl, { bus, clock, market: { lockRetryMs: 100 } });
  b = await startClusterNode(databaseUrl, { bus, clock, market: { lockRetryMs: 100 } });
  await seedDemo(a.db);
  symbol = (await a.post('/market/list', { size: 1, sort: 'symbol', order: 'asc' })).data.items[0].symbol;
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  for (const node of [a, b]) await node?.close();
});

async function dayBar(node: ClusterNode) {
  const reply = await node.post('/market/kline', { symbol, period: '1d', limit: 1 });
  return reply.data.at(-1);
}

describe('market failover', () => {
  it('runs the market on the first node only, while the other keeps trying the lock', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([a.market.leader, b.market.leader]).toEqual([true, false]);
    // A step asked for at once runs on the leader only.
    await a.market.step();
    await expect(b.market.step()).rejects.toThrow('this node does not run the market');
  });

  it('has the other node take over when the leader stops, continuing the day where it stood', async () => {
    clock.advance(60_000);
    await eventually(async () => (await a.post('/market/quote', { symbol })).data.updatedAt === clock.now.toISOString());
    const before = (await a.post('/market/quote', { symbol })).data;
    // The step's bars are stored after its quotes are published; A's day began in this test, so its bar holds the day.
    await eventually(async () => (await dayBar(a)).volume === before.volume);
    const barBefore = await dayBar(a);
    // A opened the day with an auction at its first step (its history ends with yesterday's session).
    const openingBefore = (await a.post('/market/preMarket', { size: 100 })).data;
    expect(openingBefore.length).toBeGreaterThan(0);
    const client = await StreamClient.connect(b.url);
    clients.push(client);
    client.send({ op: 'sub', topics: [`quote:${symbol}`] });
    await client.next(StreamClient.topic(`quote:${symbol}`));

    await a.market.stop();
    expect(a.market.leader).toBe(false);
    await expect(a.market.step()).rejects.toThrow('this node does not run the market');
    await eventually(() => b.market.leader, 2_000);

    // B's quotes move on from A's day: same previous close and open, volume still growing.
    clock.advance(60_000);
    const live = await client.next<Quote>(
      (frame) => frame.topic === `quote:${symbol}` && (frame.data as Quote).updatedAt === clock.now.toISOString(),
    );
    expect(live.data).toMatchObject({ prevClose: before.prevClose, open: before.open });
    expect(live.data.volume).toBeGreaterThan(before.volume);
    // The stored day bar is continued, not restarted from the takeover's first trade.
    await eventually(async () => (await dayBar(b)).volume > barBefore.volume);
    expect(await dayBar(b)).toMatchObject({ time: barBefore.time, open: barBefore.open });
    // B resumed the recorded opening auctions instead of opening the day again: the same list, the same prints.
    expect((await b.post('/market/preMarket', { size: 100 })).data).toEqual(openingBefore);
    // And it agrees with B's quote on every field, the day's shares included.
    await eventually(async () => {
      const [quote, bar] = [(await b.post('/market/quote', { symbol })).data, await dayBar(b)];
      return bar.volume === quote.volume && bar.close === quote.last;
    });
    const [quote, bar] = [(await b.post('/market/quote', { symbol })).data, await dayBar(b)];
    expect(bar).toMatchObject({ open: quote.open, high: quote.high, low: quote.low, close: quote.last, volume: quote.volume });
  });
});
