/**
 * The market-open burst (issue 30): N members (default 1,000), each with a client address of its
 * own, registered, verified and funded through the API; at one signal all of them place an order,
 * every fourth also closes a position, and some deposit, withdraw, exchange, follow a strategy and
 * subscribe to an IPO, within `MARKET_OPEN_SPREAD_MS`, while W stream clients (default 5,000)
 * watch quotes. Prints per call the throughput, p50/p99 and replies by kind (goal: no 5xx), the
 * stream's delivery and lag over the burst's ticks, and the trial balance after. Run on one node,
 * then again on two nodes behind the same Postgres and Redis (members alternating between them).
 *
 *   node --import tsx bench/market-open/run.ts
 *   MARKET_OPEN_MEMBERS=1000 MARKET_OPEN_WATCHERS=5000 MARKET_OPEN_NODES=1,2 MARKET_OPEN_SPREAD_MS=1000
 */
import { randomBytes } from 'node:crypto';
import { adminApi, memberApi } from '@kabuto/contracts';
import { startQuoteSource } from '../quote-fanout/source';
import { addCleanup, runCleanups } from '../support/cleanup';
import { envList, envNumber, seconds, writeResult } from '../support/report';
import { startExtraNode, startServer } from '../support/server';
import { adminCall, memberCall } from '../order-entry/api';
import { cheapestStock, waitForHistory } from '../order-entry/market';
import { prepareBackOffice } from '../order-entry/members';
import { fireBurst, type Targets } from './burst';
import { openWithdrawals, readyMembers } from './members';
import { printBurst, summarise, type BurstFigures } from './figures';
import { startWatchers, type StreamFigures } from './watchers';

const memberCount = envNumber('MARKET_OPEN_MEMBERS', 1000);
const watcherCount = envNumber('MARKET_OPEN_WATCHERS', 5000);
const nodeCounts = envList('MARKET_OPEN_NODES', [1, 2]);
const spreadMs = envNumber('MARKET_OPEN_SPREAD_MS', 1000);
/** Ticks (seconds) of the stream counted from the signal: the burst must be over well within them. */
const streamTicks = envNumber('MARKET_OPEN_STREAM_SECONDS', 10);
const depositYen = '100000000';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const clusterEnv = {
  REDIS_URL: redisUrl,
  REDIS_PREFIX: `kabuto-bench-${randomBytes(4).toString('hex')}:`,
  MARKET_SESSIONS: 'always',
  MARKET_HISTORY: 'short',
  // The members' and watchers' X-Forwarded-For is believed from the loopback "balancer" only.
  TRUST_PROXY: '127.0.0.1',
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const started = performance.now();

/** An IPO taking subscriptions for the next two hours, once the offerings clock has opened it. */
async function openIpo(baseUrl: string, ownerToken: string): Promise<number> {
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const saved = await adminCall(
    baseUrl,
    adminApi.ipoSave,
    {
      symbol: '199A',
      name: { en: 'Opening Bell Holdings', tw: '開盤鐘控股', jp: 'オープニングベル' },
      board: 'growth',
      price: '500',
      lotSize: 100,
      lotsOffered: 100_000,
      maxLotsPerMember: 1,
      subscribeStart: at(0.1),
      subscribeEnd: at(120),
      drawAt: at(121),
      payBy: at(180),
      listingAt: at(240),
    },
    ownerToken,
  );
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(500)) {
    const ipos = await adminCall(baseUrl, adminApi.ipoList, {}, ownerToken);
    if (ipos.some((ipo) => ipo.id === saved.id && ipo.status === 'subscribing')) return saved.id;
  }
  throw new Error('the IPO did not open for subscription within a minute');
}

async function main(): Promise<void> {
  console.log(`Starting Postgres and the server…`);
  const server = await startServer({ env: clusterEnv });
  const { baseUrl } = server;
  const backOffice = await prepareBackOffice(baseUrl, { username: 'admin', password: 'admin-pass-1' }, depositYen);
  await openWithdrawals(baseUrl, backOffice.ownerToken);
  const { symbol } = await cheapestStock(baseUrl);
  await waitForHistory(baseUrl, symbol);
  const [strategy] = await memberCall(baseUrl, memberApi.copyStrategies, {});
  if (!strategy) throw new Error('no strategy to follow: the demo data has none');
  const targets: Targets = {
    symbol,
    channelId: backOffice.channelId,
    strategyId: strategy.id,
    ipoId: await openIpo(baseUrl, backOffice.ownerToken),
  };

  const source = await startQuoteSource(redisUrl, clusterEnv.REDIS_PREFIX);
  addCleanup(() => source.stop());
  const watchers = startWatchers(2);
  const urls = [baseUrl];
  const runs: { nodes: number; burst: BurstFigures; stream: StreamFigures }[] = [];
  for (const [run, nodes] of nodeCounts.entries()) {
    // Each run is a fresh 9:00: members who have not yet closed, deposited, followed or applied.
    const readying = performance.now();
    console.log(
      `Making ${memberCount} members ready (register, verify, deposit, card, fund password; every fourth opens a position)…`,
    );
    const members = await readyMembers(baseUrl, run * memberCount, memberCount, depositYen, backOffice, symbol, (ready) =>
      console.log(`  ${ready} ready after ${seconds(readying)}`),
    );
    console.log(`${members.length} members ready in ${seconds(readying)}.`);
    while (urls.length < nodes) urls.push((await startExtraNode(server.databaseUrl, clusterEnv)).baseUrl);
    const nodeUrls = urls.slice(0, nodes);
    const watching = await watchers.connect(
      nodeUrls.map((url) => `${url.replace('http', 'ws')}/api/vue/ws`),
      watcherCount,
      source.symbols,
    );
    console.log(
      `${nodes} node(s): ${watching.open} watchers connected (${watching.failed} failed); the burst starts at the next tick.`,
    );
    await sleep(3_000);
    const from = source.tick() + 1;
    watchers.window(from, from + streamTicks - 1);
    await source.reached(from);
    const { replies, startedAt } = await fireBurst(members, nodeUrls, targets, spreadMs);
    await source.reached(from + streamTicks - 1);
    await sleep(2_000);
    const stream = await watchers.report(streamTicks);
    await watchers.disconnect();
    const balance = await adminCall(baseUrl, adminApi.trialBalance, {}, backOffice.ownerToken);
    const burst = summarise(replies, startedAt, balance);
    printBurst(nodes, burst, stream);
    runs.push({ nodes, burst, stream });
  }
  const file = await writeResult('market-open', { memberCount, watcherCount, spreadMs, streamTicks, runs });
  console.log(`\nSummary in ${file}; took ${seconds(started)}.`);
}

try {
  await main();
} finally {
  await runCleanups();
}
