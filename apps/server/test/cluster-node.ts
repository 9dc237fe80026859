/**
 * API nodes for tests of several nodes on one database, as behind a load balancer: each its own
 * app, pool and stream, listening on a loopback port, sharing the bus and clock the test gives.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type AppDependencies } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import type { Bus } from '../src/market/bus';
import type { MarketRunner } from '../src/market/market-runner';
import { hasHistory } from '../src/market/market.repository';
import { awaitMarketReadiness, createReadiness } from '../src/http/readiness';

export type ClusterNode = Awaited<ReturnType<typeof buildApp>> & {
  db: Database;
  /** The stream's address, `ws://127.0.0.1:<port>/api/vue/ws`. */
  url: string;
  market: MarketRunner;
  /** Posts `body` to a member call (`/market/quote`) and returns the parsed reply. */
  post(url: string, body: object, headers?: Record<string, string>): Promise<any>;
  /** Stops the market (leading or following), the app and the pool; the bus is the test's. */
  close(): Promise<void>;
};

export interface ClusterNodeOptions {
  bus: Bus;
  clock: { now: Date };
  market?: AppDependencies['market'];
  stream?: AppDependencies['stream'];
}

export async function startClusterNode(databaseUrl: string, options: ClusterNodeOptions): Promise<ClusterNode> {
  const db = openDatabase(databaseUrl, 5, { poolGuard: 'throw' });
  const config = readConfig({
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'kabuto-test-data-')),
    LOG_LEVEL: 'silent',
    SIGN_IN_RATE_LIMIT: '1000',
  });
  const built = await buildApp({
    config,
    db,
    clock: () => options.clock.now,
    bus: options.bus,
    market: { stockCount: 5, minuteDays: 2, years: 1, ...options.market },
    stream: options.stream,
    readiness: createReadiness(['migrations']),
  });
  // As in main.ts: the settings are read before any call, so none is first read inside a transaction.
  await built.common.config.ensureDefaults();
  const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
  const market = await built.startMarket();
  // As in main.ts: ready once the market runs or is followed and its history is stored (by either node).
  await awaitMarketReadiness(built.readiness, {
    historyStored: market.historyStored,
    hasHistory: () => hasHistory(db.pool),
    log: () => undefined,
    retryMs: 50,
  });
  return {
    ...built,
    db,
    market,
    url: `${address.replace(/^http/, 'ws')}/api/vue/ws`,
    async post(url, body, headers = {}) {
      const response = await built.app.inject({ method: 'POST', url: `/api/vue${url}`, payload: body, headers });
      return response.json();
    },
    async close() {
      await market.stop();
      await built.app.close();
      await db.close();
    },
  };
}
