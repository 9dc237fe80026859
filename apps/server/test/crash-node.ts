/**
 * A server for crash tests, run as a child process on a test's database (`DATABASE_URL`): built
 * and started as main.ts does (settings, the app listening on `PORT`, the market and its leader's
 * clocks, the outbox's sweep among them), the small market of the test app, and the outbox's crash
 * hook from `OUTBOX_CRASH` (platform/outbox-crash.ts). It prints `ready` once it serves members.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { awaitMarketReadiness, createReadiness } from '../src/http/readiness';
import { hasHistory } from '../src/market/market.repository';
import { outboxCrash } from '../src/platform/outbox-crash';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const db = openDatabase(url, 5, { poolGuard: 'throw' });
const config = readConfig({
  DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'kabuto-crash-node-')),
  LOG_LEVEL: 'silent',
  SIGN_IN_RATE_LIMIT: '1000',
  MARKET_SESSIONS: 'always',
});
const built = await buildApp({
  config,
  db,
  market: { stockCount: 5, minuteDays: 2, years: 1 },
  readiness: createReadiness(['migrations']),
  ...outboxCrash(process.env.OUTBOX_CRASH),
});
await built.common.config.ensureDefaults();
await built.app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const market = await built.startMarket();
await awaitMarketReadiness(built.readiness, {
  historyStored: market.historyStored,
  hasHistory: () => hasHistory(db.pool),
  log: () => undefined,
  retryMs: 50,
});
process.stdout.write('ready\n');
