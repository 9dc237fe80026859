/**
 * Runs the market source on exactly one node: the one holding a Postgres advisory lock. It
 * generates the history on the very first start, resumes from the stored closes afterwards,
 * steps the simulator once a second, keeps the quote store, stores bars, and publishes changes
 * on the bus. A node without the lock only listens to the bus, keeping its quote store from the
 * leader's `market:state` messages (market-state.ts).
 */
import { toJapanTime, type MarketHours } from '@kabuto/domain';
import {
  MarketSimulator,
  addPrint,
  generateHistory,
  universeIndices,
  universeStocks,
  type Bar,
  type Instrument,
  type MarketEvent,
  type UniverseStock,
} from '@kabuto/market';
import type pg from 'pg';
import type { Database } from '../db/database';
import type { Bus } from './bus';
import { isExchangeHoliday } from './calendar';
import * as market from './market.repository';
import type { QuoteStore } from './quote-store';
import { publishEvents } from './market-publisher';
import { followMarket } from './market-state';

export interface MarketOptions {
  db: Database;
  bus: Bus;
  seed: string;
  hours: MarketHours;
  clock: () => Date;
  /** A smaller universe and history for tests; the whole universe by default. */
  stockCount?: number;
  minuteDays?: number;
  years?: number;
  log: (message: string) => void;
  /**
   * Called after every step with its events and the updated store, once the bars are saved:
   * the news module writes the market notes of each trading date that ended.
   */
  onEvents?: (events: readonly MarketEvent[], store: QuoteStore, now: Date) => Promise<void>;
}

const marketLockId = 4_207_002;

export function marketStocks(stockCount?: number): readonly UniverseStock[] {
  return stockCount === undefined ? universeStocks : universeStocks.slice(0, stockCount);
}

export function marketInstruments(stocks: readonly UniverseStock[]): Instrument[] {
  return [...stocks.map((stock) => stock.instrument), ...universeIndices(stocks).map((rule) => rule.instrument)];
}

export interface MarketRunner {
  leader: boolean;
  /** Settles when generated history is in the database (at once when it already was). */
  historyStored: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Where the simulator resumes: the stored closes, or on the very first start a freshly generated
 * history, whose closes are used at once while its bars are stored in the background (storing
 * half a million minute bars takes a while; the market need not wait for it). The bars go in one
 * transaction, so a crash part-way leaves no history and the next start generates it again.
 */
async function resumePoint(options: MarketOptions, stocks: readonly UniverseStock[]) {
  if (await market.hasHistory(options.db.pool)) {
    return { sessions: await market.lastSessions(options.db.pool, (time) => toJapanTime(time).date), stored: Promise.resolve() };
  }
  const started = Date.now();
  const history = generateHistory({
    seed: options.seed,
    now: options.clock(),
    isHoliday: isExchangeHoliday,
    stocks,
    minuteDays: options.minuteDays ?? 10,
    years: options.years ?? 3,
  });
  const stored = options.db
    .transaction(async (tx) => {
      for (const instrument of history.instruments) {
        await market.saveBars(
          tx,
          '1m',
          instrument.minuteBars.map((bar) => ({ symbol: instrument.symbol, bar })),
        );
        await market.saveBars(
          tx,
          '1d',
          instrument.dailyBars.map((bar) => ({ symbol: instrument.symbol, bar })),
        );
      }
    })
    .then(() => options.log(`market history generated and stored in ${Date.now() - started} ms`))
    .catch((error: unknown) => options.log(`storing market history failed: ${String(error)}`));
  return { sessions: history.lastSessions, stored };
}

export async function startMarket(options: MarketOptions, store: QuoteStore): Promise<MarketRunner> {
  const stocks = marketStocks(options.stockCount);
  await market.saveInstruments(options.db.pool, marketInstruments(stocks));
  for (const symbol of await market.haltedSymbols(options.db.pool)) store.update(symbol, { halted: true }, options.clock());
  const lockClient = await options.db.pool.connect();
  // The lock's connection stays checked out for the node's life; losing it must not crash the node.
  lockClient.on('error', (error) => options.log(`market lock connection lost: ${String(error)}`));
  const { rows } = await lockClient.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [marketLockId]);
  if (!rows[0]?.locked) {
    lockClient.release();
    const unfollow = followMarket(options.bus, store, options.log);
    return { leader: false, historyStored: Promise.resolve(), stop: async () => unfollow() };
  }
  const { sessions, stored } = await resumePoint(options, stocks);
  const simulator = new MarketSimulator({
    seed: options.seed,
    start: options.clock(),
    hours: options.hours,
    isHoliday: isExchangeHoliday,
    stocks,
    lastSessions: sessions,
  });
  for (const instrument of simulator.instruments()) {
    store.update(
      instrument.symbol,
      { summary: simulator.summary(instrument.symbol), book: simulator.book(instrument.symbol) },
      options.clock(),
    );
  }
  store.setPhase(simulator.phase());
  const runner = runLoop(options, simulator, store, lockClient);
  return { ...runner, historyStored: stored };
}

function runLoop(
  options: MarketOptions,
  simulator: MarketSimulator,
  store: QuoteStore,
  lockClient: pg.PoolClient,
): Omit<MarketRunner, 'historyStored'> {
  const current = { minute: new Map<string, Bar>(), day: new Map<string, Bar>() };
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    const now = options.clock();
    const events: MarketEvent[] = simulator.step(now);
    const changed = { minute: new Map<string, Bar>(), day: new Map<string, Bar>() };
    for (const event of events) {
      if (event.kind !== 'trade' && event.kind !== 'index') continue;
      const print =
        event.kind === 'trade'
          ? { time: event.time, price: event.price, shares: event.shares }
          : { time: event.time, price: event.level, shares: 0 };
      for (const [period, bars, touched] of [
        ['1m', current.minute, changed.minute],
        ['1d', current.day, changed.day],
      ] as const) {
        const update = addPrint(bars.get(event.symbol) ?? null, print, period);
        bars.set(event.symbol, update.bar);
        touched.set(event.symbol, update.bar);
      }
    }
    for (const instrument of simulator.instruments()) {
      store.update(
        instrument.symbol,
        { summary: simulator.summary(instrument.symbol), book: simulator.book(instrument.symbol) },
        now,
      );
    }
    store.setPhase(simulator.phase());
    publishEvents(options.bus, store, events, changed, now);
    await market.saveBars(
      options.db.pool,
      '1m',
      [...changed.minute].map(([symbol, bar]) => ({ symbol, bar })),
    );
    await market.saveBars(
      options.db.pool,
      '1d',
      [...changed.day].map(([symbol, bar]) => ({ symbol, bar })),
    );
    await options.onEvents?.(events, store, now);
  };

  const timer = setInterval(() => {
    // One step at a time: a slow database write delays the next step instead of overlapping it.
    running = running
      .then(() => (stopped ? undefined : tick()))
      .catch((error: unknown) => options.log(`market step failed: ${String(error)}`));
  }, 1_000);
  return {
    leader: true,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await lockClient.query('SELECT pg_advisory_unlock($1)', [marketLockId]).catch(() => undefined);
      lockClient.release();
    },
  };
}
