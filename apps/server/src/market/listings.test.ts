/**
 * A stock listed while the market runs, on three nodes sharing one database: the leader lists it
 * at its time from the offer price, a follower quotes and streams it too, the follower that takes over keeps
 * trading it, and a node started afterwards finds it in the database.
 */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { asPrice } from '@kabuto/domain';
import { cloneTemplate } from '../../test/postgres-server';
import { startClusterNode, type ClusterNode } from '../../test/cluster-node';
import { eventually } from '../../test/eventually';
import { StreamClient } from '../../test/stream-client';
import { inProcessBus } from './bus';
import { createListings } from './listings';

// 10:00 in Tokyo on a trading day.
const clock = {
  now: new Date('2026-11-25T01:00:00Z'),
  advance(ms: number) {
    this.now = new Date(this.now.getTime() + ms);
  },
};
const bus = inProcessBus();
const nodes: ClusterNode[] = [];
let databaseUrl: string;
const SYMBOL = '170A';

const start = async () => {
  const node = await startClusterNode(databaseUrl, { bus, clock, market: { lockRetryMs: 100 } });
  nodes.push(node);
  return node;
};
const quoteOf = async (node: ClusterNode) => node.post('/market/quote', { symbol: SYMBOL });

beforeAll(async () => {
  databaseUrl = await cloneTemplate(inject('postgresUrl'), inject('templateDatabase'));
  await start();
  await start();
});
afterAll(async () => {
  for (const node of nodes) await node.close();
});

describe('listing a stock at runtime', () => {
  it('lists it at its time on the leader and every follower, and keeps it through a takeover and a restart', async () => {
    const [a, b] = nodes as [ClusterNode, ClusterNode];
    const listingAt = new Date(clock.now.getTime() + 60_000);
    await a.db.transaction((tx) =>
      createListings().announce(tx, {
        symbol: SYMBOL,
        names: { en: 'Tsubasa Air', tw: '翼航空', jp: 'ツバサエア' },
        board: 'growth',
        price: asPrice(150_000n),
        listingAt,
      }),
    );
    await a.market.step();
    expect((await quoteOf(a)).code).toBe('not_found');

    clock.advance(120_000);
    await a.market.step();
    for (const node of [a, b]) {
      await eventually(async () => (await quoteOf(node)).status === 1, 5_000);
      expect((await quoteOf(node)).data).toMatchObject({ symbol: SYMBOL, prevClose: '1500', limitUp: expect.any(String) });
    }
    const found = await b.post('/market/search', { keyword: 'ツバサ' });
    expect(found.data.map((s: { symbol: string }) => s.symbol)).toContain(SYMBOL);
    const client = await StreamClient.connect(b.url);
    client.send({ op: 'sub', topics: [`quote:${SYMBOL}`, `depth:${SYMBOL}`] });
    expect((await client.next<{ symbol: string }>(StreamClient.topic(`quote:${SYMBOL}`))).data.symbol).toBe(SYMBOL);
    await client.next(StreamClient.topic(`depth:${SYMBOL}`));
    await client.close();

    // B takes over and trades it on; a node started now loads it from the database.
    await a.market.stop();
    await eventually(() => b.market.leader, 2_000);
    clock.advance(60_000);
    await eventually(async () => (await quoteOf(b)).data?.updatedAt === clock.now.toISOString(), 5_000);
    const c = await start();
    expect((await quoteOf(c)).data).toMatchObject({ symbol: SYMBOL });
  }, 30_000);
});
