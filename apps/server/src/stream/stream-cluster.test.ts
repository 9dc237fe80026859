/**
 * Two API nodes on one database and one Redis, as behind a load balancer: one runs the market,
 * and a client connected to the other still streams it; a session ended through one node ends on
 * the other node's stream.
 */
import type { Quote } from '@kabuto/contracts';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import type { MarketRunner } from '../market/market-runner';
import { hasHistory } from '../market/market.repository';
import { awaitMarketReadiness, createReadiness } from '../http/readiness';
import { redisBus, type RedisBus } from '../market/redis-bus';
import { seedDemo } from '../seed/demo';
import { eventually } from '../../test/eventually';
import { cloneTemplate } from '../../test/postgres-server';
import { StreamClient } from '../../test/stream-client';
import { publishToMember } from './stream-topics';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Parallel runs against the same Redis must not hear each other.
const prefix = `kabuto-test-${randomBytes(6).toString('hex')}:`;
const clock = {
  now: new Date(),
  advance(ms: number) {
    this.now = new Date(this.now.getTime() + ms);
  },
};

type Node = Awaited<ReturnType<typeof buildApp>> & { db: Database; bus: RedisBus; url: string; market: MarketRunner };

async function startNode(databaseUrl: string): Promise<Node> {
  const db = openDatabase(databaseUrl, 5);
  const config = readConfig({
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'kabuto-test-data-')),
    LOG_LEVEL: 'silent',
    SIGN_IN_RATE_LIMIT: '1000',
  });
  const bus = redisBus(redisUrl, { prefix });
  await bus.ready;
  const built = await buildApp({
    config,
    db,
    clock: () => clock.now,
    bus,
    market: { stockCount: 5, minuteDays: 2, years: 1 },
    readiness: createReadiness(['migrations']),
  });
  const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
  const market = await built.startMarket();
  await awaitMarketReadiness(built.readiness, {
    historyStored: market.historyStored,
    hasHistory: () => hasHistory(db.pool),
    log: () => undefined,
    retryMs: 50,
  });
  return { ...built, db, bus, market, url: `${address.replace(/^http/, 'ws')}/api/vue/ws` };
}

let a: Node;
let b: Node;
let symbol: string;
const clients: StreamClient[] = [];

beforeAll(async () => {
  const databaseUrl = await cloneTemplate(inject('postgresUrl'), inject('templateDatabase'));
  a = await startNode(databaseUrl);
  // Started second, B finds the market lock taken.
  b = await startNode(databaseUrl);
  await seedDemo(a.db);
  symbol = (await post(a, '/market/list', { size: 1, sort: 'symbol', order: 'asc' })).data.items[0].symbol;
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  for (const node of [a, b]) {
    if (!node) continue;
    await node.market.stop();
    await node.app.close();
    await node.bus.close();
    await node.db.close();
  }
});

async function post(node: Node, url: string, body: object, headers: Record<string, string> = {}) {
  const response = await node.app.inject({ method: 'POST', url: `/api/vue${url}`, payload: body, headers });
  return response.json();
}

async function connect(node: Node): Promise<StreamClient> {
  const client = await StreamClient.connect(node.url);
  clients.push(client);
  return client;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1_300));

describe('two nodes on Redis', () => {
  it('runs the market on one node only', () => {
    expect([a.market.leader, b.market.leader]).toEqual([true, false]);
  });

  it("streams to a client on the follower the quotes the leader's market produces", async () => {
    const client = await connect(b);
    client.send({ op: 'sub', topics: [`quote:${symbol}`] });
    const snapshot = await client.next<Quote>(StreamClient.topic(`quote:${symbol}`));
    clock.advance(30_000);
    const live = await client.next<Quote>(
      (frame) =>
        frame.topic === `quote:${symbol}` && Date.parse((frame.data as Quote).updatedAt) > Date.parse(snapshot.data.updatedAt),
    );
    expect(live.data.updatedAt).toBe(clock.now.toISOString());
  });

  it("keeps the follower's quotes, depth and lists equal to the leader's", async () => {
    clock.advance(30_000);
    await settle();
    // The clock stands still now, so both stores hold the same step.
    const [quoteA, quoteB] = await Promise.all([a, b].map((node) => post(node, '/market/quote', { symbol })));
    expect(quoteB.data).toEqual(quoteA.data);
    expect(quoteB.data.updatedAt).toBe(clock.now.toISOString());
    const [listA, listB] = await Promise.all([a, b].map((node) => post(node, '/market/list', { sort: 'change', size: 100 })));
    expect(listB.data).toEqual(listA.data);
    const [indicesA, indicesB] = await Promise.all([a, b].map((node) => post(node, '/market/indices', {})));
    expect(indicesB.data).toEqual(indicesA.data);
  });

  it("reaches a member connected to one node from the other node's domains", async () => {
    const account = `08${String(Date.now()).slice(-8)}`;
    const registered = await post(a, '/user/register', {
      account,
      password: 'hanami2026',
      confirmPassword: 'hanami2026',
      inviteCode: 'KABUTO',
    });
    const { rows } = await a.db.pool.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [account]);
    const client = await connect(b);
    client.send({ op: 'auth', token: registered.data.token, account });
    client.send({ op: 'sub', topics: ['positions'] });
    await client.roundTrip();
    publishToMember(a.bus, Number(rows[0]?.id), 'positions', { items: [] });
    expect(await client.next(StreamClient.topic('positions'))).toEqual({ topic: 'positions', data: { items: [] } });
  });
});

/** A new member signed up through `node`; `salt` keeps the numbers of one test apart. */
async function signUpOn(node: Node, salt: number): Promise<{ token: string; account: string }> {
  const account = `08${String(Date.now() + salt).slice(-8)}`;
  const registered = await post(node, '/user/register', {
    account,
    password: 'hanami2026',
    confirmPassword: 'hanami2026',
    inviteCode: 'KABUTO',
  });
  return { token: registered.data.token, account };
}

describe('sessions across nodes', () => {
  it('signs out a connection on one node when its session ends through the other', async () => {
    const session = await signUpOn(a, 1);
    const client = await connect(b);
    client.send({ op: 'auth', ...session });
    client.send({ op: 'sub', topics: ['orders'] });
    await client.roundTrip();
    await post(a, '/user/logout', {}, session);
    expect(await client.next((frame) => frame.op === 'error')).toEqual({ op: 'error', code: 'session_ended' });
    client.send({ op: 'sub', topics: ['orders'] });
    expect(await client.next((frame) => frame.op === 'error')).toMatchObject({ code: 'not_signed_in' });
  });

  it('refuses a call on one node once the session ended through the other, though that node had it cached', async () => {
    const session = await signUpOn(a, 2);
    expect((await post(b, '/user/info', {}, session)).status).toBe(1);
    expect((await post(b, '/user/info', {}, session)).status).toBe(1);
    await post(a, '/user/logout', {}, session);
    await eventually(async () => (await post(b, '/user/info', {}, session)).code === 'session_ended');
  });
});
