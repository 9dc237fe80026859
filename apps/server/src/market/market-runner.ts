/**
 * Runs the market source on exactly one node: the one holding a Postgres advisory lock. It
 * generates the history on the very first start, resumes from the stored closes afterwards,
 * steps the simulator once a second, keeps the quote store, stores bars, and publishes changes
 * on the bus. A node without the lock listens to the bus, keeping its quote store from the
 * leader's `market:state` messages (market-state.ts), and tries the lock again every few seconds:
 * when the leader stops, or loses the connection that holds the lock, another node takes it and
 * resumes the market from the stored closes and bars, as a restart would.
 */
import { toJapanTime, type MarketHours } from '@kabuto/domain';
import {
  MarketSimulator,
  addPrint,
  dayBarOf,
  sameBar,
  bucketStart,
  generateHistory,
  universeIndices,
  universeStocks,
  type AuctionResult,
  type Bar,
  type Instrument,
  type MarketEvent,
  type UniverseStock,
} from '@kabuto/market';
import type { Database } from '../db/database';
import type { Bus } from './bus';
import { isExchangeHoliday } from './calendar';
import * as market from './market.repository';
import * as auctions from './auctions.repository';
import type { QuoteStore } from './quote-store';
import { publishEvents } from './market-publisher';
import { followMarket } from './market-state';
import { followListings, listDue, listedStocks } from './listings';
import { electLeader } from './leader-election';
import { recordStepTrades } from './tape.service';

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
  /** How often a node without the market lock tries to take it (to take over from a leader that stopped); 5 s by default. */
  lockRetryMs?: number;
  /** Holds the storing of a fresh history until it settles: a test looks at the node before its history is in. */
  historyGate?: Promise<void>;
}

const marketLockId = 4_207_002;
const defaultLockRetryMs = 5_000;

export function marketStocks(stockCount?: number): readonly UniverseStock[] {
  return stockCount === undefined ? universeStocks : universeStocks.slice(0, stockCount);
}

export function marketInstruments(stocks: readonly UniverseStock[]): Instrument[] {
  return [...stocks.map((stock) => stock.instrument), ...universeIndices(stocks).map((rule) => rule.instrument)];
}

export interface MarketRunner {
  /** Whether this node runs the market now: it changes when the node takes over or steps down. */
  leader: boolean;
  /** Settles when generated history is in the database (at once when it already was). */
  historyStored: Promise<void>;
  /**
   * Runs a step at once, after the one under way, and settles when it is done (its bars stored,
   * its listeners run); on the leader only. Tests that move the clock use it instead of waiting
   * for the timer's next step.
   */
  step(): Promise<void>;
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
    return {
      sessions: await market.lastSessions(options.db.pool, (time) => toJapanTime(time).date),
      auctions: await auctions.lastAuctions(options.db.pool),
      stored: Promise.resolve(),
    };
  }
  const started = Date.now();
  const now = options.clock();
  const history = generateHistory({
    seed: options.seed,
    now,
    isHoliday: isExchangeHoliday,
    stocks,
    minuteDays: options.minuteDays ?? 10,
    years: options.years ?? 3,
  });
  // Around the clock, a session the history closed at 15:30 today goes on until midnight and closes
  // again with the simulator's own auction, which is the one to record for the date.
  const today = toJapanTime(now).date;
  const recorded = history.auctions.filter((auction) => options.hours !== 'always' || auction.tradingDate !== today);
  const stored = (options.historyGate ?? Promise.resolve())
    .then(() =>
      options.db.transaction(async (tx) => {
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
        await auctions.saveAuctions(tx, recorded);
      }),
    )
    .then(() => options.log(`market history generated and stored in ${Date.now() - started} ms`))
    .catch((error: unknown) => options.log(`storing market history failed: ${String(error)}`));
  // The last session's closing auctions are the simulator's last ones at once, as its closes are.
  const generated = new Map(history.auctions.map((auction) => [auction.symbol, { opening: null, closing: auction }]));
  return { sessions: history.lastSessions, auctions: generated, stored };
}

export async function startMarket(options: MarketOptions, store: QuoteStore): Promise<MarketRunner> {
  const stocks = marketStocks(options.stockCount);
  await market.saveInstruments(options.db.pool, marketInstruments(stocks));
  for (const stock of await listedStocks(options.db.pool)) store.add(stock.instrument);
  for (const symbol of await market.haltedSymbols(options.db.pool)) store.update(symbol, { halted: true }, options.clock());
  let historyStored: Promise<void> | null = null;
  let loop: MarketLoop | null = null;
  const election = await electLeader({
    pool: options.db.pool,
    lockId: marketLockId,
    retryMs: options.lockRetryMs ?? defaultLockRetryMs,
    log: options.log,
    async lead() {
      const started = await lead(options, store, stocks);
      // Callers wait for the history of the first start only; a node taking over does not hold them up.
      historyStored ??= started.stored;
      loop = started.loop;
      return started.loop.stop;
    },
    follow: () => {
      const unfollowState = followMarket(options.bus, store, options.log);
      const unfollowListings = followListings(options.bus, store, options.log);
      return () => {
        unfollowState();
        unfollowListings();
      };
    },
  });
  historyStored ??= Promise.resolve();
  return {
    get leader() {
      return election.leader;
    },
    historyStored,
    step: () => (election.leader && loop ? loop.step() : Promise.reject(new Error('this node does not run the market'))),
    stop: () => election.stop(),
  };
}

/** Starts the market where it stands: the simulator from the stored closes, the bars in progress from the stored ones. */
async function lead(options: MarketOptions, store: QuoteStore, stocks: readonly UniverseStock[]) {
  const { sessions, auctions: lastAuctions, stored } = await resumePoint(options, stocks);
  const start = options.clock();
  const listed = await listedStocks(options.db.pool);
  for (const stock of listed) store.add(stock.instrument);
  const simulator = new MarketSimulator({
    seed: options.seed,
    start,
    hours: options.hours,
    isHoliday: isExchangeHoliday,
    stocks,
    listed,
    lastSessions: sessions,
    lastAuctions,
  });
  for (const instrument of simulator.instruments()) {
    const { symbol } = instrument;
    store.update(
      symbol,
      { summary: simulator.summary(symbol), book: simulator.book(symbol), auctions: simulator.auctions(symbol) },
      start,
    );
  }
  store.setPhase(simulator.phase());
  const symbols = simulator.instruments().map((instrument) => instrument.symbol);
  const current = {
    minute: await market.barsAt(options.db.pool, '1m', bucketStart(start, '1m'), symbols),
    day: await market.barsAt(options.db.pool, '1d', bucketStart(start, '1d'), symbols),
  };
  return { loop: runLoop(options, simulator, store, current), stored };
}

interface MarketLoop {
  /** Runs a step now, after the one under way; settles when it is done. */
  step(): Promise<void>;
  /** Stops the steps, once the one under way (if any) is done. */
  stop(): Promise<void>;
}

/** Steps the simulator once a second, continuing the bars in `current`. */
function runLoop(
  options: MarketOptions,
  simulator: MarketSimulator,
  store: QuoteStore,
  current: { minute: Map<string, Bar>; day: Map<string, Bar> },
): MarketLoop {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    const now = options.clock();
    // Halts reach every node's store (halts.ts); the leader's simulator takes them from there.
    await listDue(options.db.pool, now, { simulator, store, bus: options.bus });
    for (const [symbol, state] of store.states) simulator.setHalted(symbol, state.halted);
    const events: MarketEvent[] = simulator.step(now);
    // The tape first: triggers are judged on what it recorded (trading/triggers), after this step.
    await recordStepTrades(options.db.pool, events);
    const changed = { minute: new Map<string, Bar>(), day: new Map<string, Bar>() };
    const executed: AuctionResult[] = [];
    const closedDays: { symbol: string; bar: Bar }[] = [];
    for (const event of events) {
      if (event.kind === 'trade' && event.auction) {
        const auction = simulator.auctions(event.symbol);
        const result = event.auction === 'open' ? auction?.opening : auction?.closing;
        if (result?.final) executed.push(result);
        // The closed day's final bar, in case the same step went on into the next date (around the clock, at midnight).
        const closed = event.auction === 'close' ? simulator.closedDay(event.symbol) : null;
        const bar = closed && dayBarOf(closed);
        if (bar) closedDays.push({ symbol: event.symbol, bar });
      }
      if (event.kind !== 'trade' && event.kind !== 'index') continue;
      const print =
        event.kind === 'trade'
          ? { time: event.time, price: event.price, shares: event.shares }
          : { time: event.time, price: event.level, shares: 0 };
      const previous = current.minute.get(event.symbol);
      // A bar stored by a leader whose clock ran ahead of this node's is left as it is.
      const update = addPrint(previous && previous.time <= print.time ? previous : null, print, '1m');
      current.minute.set(event.symbol, update.bar);
      changed.minute.set(event.symbol, update.bar);
    }
    for (const instrument of simulator.instruments()) {
      const summary = simulator.summary(instrument.symbol);
      const book = simulator.book(instrument.symbol);
      store.update(instrument.symbol, { summary, book, auctions: simulator.auctions(instrument.symbol) }, now);
      // Today's daily bar is the quote's day (day-bar.ts): equal to it at every step by construction.
      const day = summary ? dayBarOf(summary) : null;
      if (day && !sameBar(current.day.get(instrument.symbol), day)) {
        current.day.set(instrument.symbol, day);
        changed.day.set(instrument.symbol, day);
      }
    }
    store.setPhase(simulator.phase());
    publishEvents(options.bus, store, events, changed, now);
    await market.saveBars(
      options.db.pool,
      '1m',
      [...changed.minute].map(([symbol, bar]) => ({ symbol, bar })),
    );
    await market.saveBars(options.db.pool, '1d', closedDays);
    await market.saveBars(
      options.db.pool,
      '1d',
      [...changed.day].map(([symbol, bar]) => ({ symbol, bar })),
    );
    await auctions.saveAuctions(options.db.pool, executed);
    await options.onEvents?.(events, store, now);
  };

  // One step at a time: a slow database write delays the next step instead of overlapping it.
  const step = () =>
    (running = running
      .then(() => (stopped ? undefined : tick()))
      .catch((error: unknown) => options.log(`market step failed: ${String(error)}`)));
  const timer = setInterval(() => void step(), 1_000);
  return {
    step,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
