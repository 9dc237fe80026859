/**
 * A real server on a fresh database for one test file, driven through `app.inject`, with a
 * clock the test can move. The clock moves only when the test moves it.
 */
import type { FastifyInstance } from 'fastify';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { readConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { buildApp } from '../src/app';
import type { AlertsService } from '../src/alerts/alerts.service';
import type { LoanMonitor } from '../src/loans/loan-monitor';
import type { CopyRunner } from '../src/copytrade/copy-runner';
import { demoMember, seedDemo } from '../src/seed/demo';
import { seedDemoLoan } from '../src/seed/demo-loan';
import type { StreamOptions } from '../src/stream/stream-connection';
import type { Bus } from '../src/market/bus';
import type { QuoteStore } from '../src/market/quote-store';
import type { TradingEngine } from '../src/trading/trading-engine';
import type { TriggerEngine } from '../src/trading/triggers/trigger-engine';
import type { EventPublisher } from '../src/platform/outbox';
import type { ConfigService } from '../src/settings/config.service';
import type { OfferingsService } from '../src/offerings/offerings.service';
import type { PlacementsService } from '../src/placements/placements.service';
import { cloneTemplate } from './postgres-server';
import { awaitMarketReadiness, createReadiness } from '../src/http/readiness';
import { hasHistory } from '../src/market/market.repository';

export interface Reply<T = unknown> {
  statusCode: number;
  body: { status: 0 | 1; msg: string; data: T; code?: string; params?: Record<string, unknown>; fields?: Record<string, string> };
}

export interface TestApp {
  db: Database;
  /** The node's DATA_DIR (uploads are kept in Postgres, not here). */
  dataDir: string;
  clock: { now: Date; advance(ms: number): void };
  /** Posts `body` to a member call (`/user/login`) with optional headers. */
  /** Headers are taken from the string fields of `headers`, so a session object can be passed as is. */
  call<T = any>(path: string, body?: unknown, headers?: object): Promise<Reply<T>>;
  admin<T = any>(path: string, body?: unknown, token?: string): Promise<Reply<T>>;
  get(
    path: string,
    headers?: Record<string, string>,
  ): Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>;
  inject: FastifyInstance['inject'];
  /** The app's bus, to publish what another domain would. */
  bus: Bus;
  /** The node's quote store: a test that stopped the market sets books and prices here. */
  quotes: QuoteStore;
  /** The settings as staff saved them (the back office's `/config/set`). */
  config: ConfigService;
  /** The house's trading pass, run by hand once the market is stopped. */
  trading: TradingEngine;
  /** Where trading's events are written (the outbox), for a test that builds a node's passes of its own. */
  events: EventPublisher;
  /** The leader's pass judging stops and exits on the recorded tape, run by hand once the market is stopped. */
  triggers: TriggerEngine;
  /** The price-alert check, run by hand once the market is stopped. */
  alerts: AlertsService;
  /** The offerings (IPOs): the test runs their status clock by hand with `offerings.tick()`. */
  offerings: OfferingsService;
  /** Block trades, placements, auctions: the test runs their status clock by hand with `placements.tick()`. */
  placements: PlacementsService;
  /** The loans' daily run (interest, overdue notices, collateral rules), run by hand once the market is stopped. */
  loans: LoanMonitor;
  /** Seeds the demo member's holding and loan as `npm start` does once the market is ready. */
  seedDemoLoan(): Promise<string>;
  /** Copy trading's pass (house strategies' decisions, copy stop-losses) and its strategy trades, driven by hand. */
  copy: CopyRunner;
  /** Replays the house strategies' algorithms over the stored minute bars (the demo history). */
  copyHistory(): Promise<string>;
  /**
   * With `market`, runs a market step at the clock's time and waits for it to be done (bars stored,
   * the trading, alerts, loans and copy passes run): a test that moves the clock calls it rather
   * than waiting for the timer's next step.
   */
  stepMarket(): Promise<void>;
  /** Stops the simulator so the store keeps what the test puts in it. */
  stopMarket(): Promise<void>;
  /** Listens on a free loopback port and returns the stream's address, `ws://127.0.0.1:<port>/api/vue/ws`. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Runs a small simulated market (five stocks, two days of minute bars, a year of days). */
  market?: boolean;
  /**
   * Where the clock starts, and so where the market's stored history ends; the time of day now
   * when absent. A test that moves the running market to fixed times starts before them, so that
   * the market only ever moves forward, whatever day the test runs on.
   */
  startAt?: Date;
  /** Stream settings (a short heartbeat, a small subscription cap) in place of the defaults. */
  stream?: Partial<StreamOptions>;
  /**
   * With `market`, holds the storing of the market history until this settles, and returns without
   * waiting for it: the node is then not ready, as a real one on a fresh database would be.
   */
  historyGate?: Promise<void>;
  /** Connections of the node's pool: 5 by default, to keep many test files within the server's limit. */
  poolSize?: number;
}

export async function startTestApp(environment: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const url = await cloneTemplate(inject('postgresUrl'), inject('templateDatabase'));
  // Any pool connection asked for inside a transaction fails the call, and the file when it closes.
  const poolGuardErrors: Error[] = [];
  const db = openDatabase(url, options.poolSize ?? 5, {
    poolGuard: 'throw',
    onPoolGuard: (error) => void poolGuardErrors.push(error),
  });
  const clock = {
    now: options.startAt ?? new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kabuto-test-data-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SIGN_IN_RATE_LIMIT: '1000',
    ADMIN_PASSWORD: 'owner-pass-1',
    ...environment,
  });
  // Without a market nothing is waited for; with one, the node is ready once its history is stored.
  const readiness = createReadiness(options.market ? ['migrations'] : ['migrations', 'market', 'history']);
  const { app, common, backoffice, alerts, loans, startMarket, bus, quotes, trading, offerings, placements, copytrade, events } =
    await buildApp({
      config,
      db,
      clock: () => clock.now,
      market: { stockCount: 5, minuteDays: 2, years: 1, historyGate: options.historyGate },
      stream: options.stream,
      readiness,
    });
  await common.config.ensureDefaults();
  await copytrade.service.ensureHouseStrategies(copytrade.houseSymbols);
  await backoffice.staff.bootstrapOwner(config.adminUsername, config.adminPassword);
  await seedDemo(db, clock.now);
  const market = options.market ? await startMarket() : null;
  let marketStopped: Promise<void> | null = null;
  const ready =
    market &&
    awaitMarketReadiness(readiness, {
      historyStored: market.historyStored,
      hasHistory: () => hasHistory(db.pool),
      log: () => undefined,
      retryMs: 50,
      stopped: () => marketStopped !== null,
    });
  if (!options.historyGate) await ready;
  const stopMarket = () => (marketStopped ??= market?.stop() ?? Promise.resolve());

  const post = async (url: string, body: unknown, headers: Record<string, string>) => {
    const response = await app.inject({ method: 'POST', url, payload: body as object, headers });
    return { statusCode: response.statusCode, body: response.json() };
  };
  return {
    db,
    dataDir,
    clock,
    call: (url, body = {}, headers = {}) => post(`/api/vue${url}`, body, stringFields(headers)),
    admin: (url, body = {}, token) => post(`/api/admin${url}`, body, token ? { authorization: `Bearer ${token}` } : {}),
    inject: app.inject.bind(app),
    bus,
    quotes,
    config: common.config,
    trading: trading.engine,
    events,
    triggers: trading.triggers,
    alerts: alerts.service,
    offerings: offerings.service,
    placements: placements.service,
    loans: loans.monitor,
    seedDemoLoan: () => seedDemoLoan({ db, quotes, trading: trading.service, loans: loans.service }, demoMember.account),
    copy: copytrade.runner,
    copyHistory: copytrade.replayHistory,
    stepMarket: () => (market ? market.step() : Promise.reject(new Error('the test app runs no market'))),
    stopMarket,
    async listen() {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      return `${address.replace(/^http/, 'ws')}/api/vue/ws`;
    },
    async get(url, headers = {}) {
      const response = await app.inject({ method: 'GET', url, headers });
      return { statusCode: response.statusCode, body: response.body, headers: response.headers };
    },
    async close() {
      await stopMarket();
      await app.close();
      await db.close();
      const [first] = poolGuardErrors;
      if (first) throw new Error(`${poolGuardErrors.length} pool connection(s) asked for inside a transaction`, { cause: first });
    },
  };
}

function stringFields(headers: object): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
