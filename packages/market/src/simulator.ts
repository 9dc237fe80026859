/**
 * The default market source: a deterministic simulator of a Tokyo-style market. It advances in
 * whole seconds of the given clock, so the same seed, start and calendar give the same trades
 * however the steps are spaced (within the catch-up bound).
 */
import {
  fromJapanTime,
  isTradingDate,
  marketPhase,
  priceLimits,
  toJapanTime,
  tradingDate,
  tradingDayPhase,
  tseHours,
  type IsHoliday,
  type MarketHours,
  type MarketPhase,
  type Price,
} from '@kabuto/domain';
import { levelOfSum, weightedSum, type IndexRule } from './indices';
import { activityByMinute, continuousMinute } from './model';
import { Random, seedFor } from './random';
import { SessionAuctions } from './session-auctions';
import { SimulatedStock, startingDay, summaryOf, type Day, type LastSession } from './simulated-stock';
import type { AuctionResult, DaySummary, Instrument, MarketEvent, MarketSource, OrderBook } from './source';
import { universeIndices, universeStocks, type UniverseStock } from './universe';

export interface SimulatorOptions {
  /** `SIM_SEED`: the same seed gives the same market. */
  readonly seed: string | number;
  /** The clock's time when the simulator is built; the first step continues from here. */
  readonly start: Date;
  readonly hours: MarketHours;
  readonly isHoliday: IsHoliday;
  /** The stocks to simulate; the whole universe by default. The indices are built over them. */
  readonly stocks?: readonly UniverseStock[];
  /** Stocks listed since the universe was fixed (IPOs): simulated like the others, outside the indices. */
  readonly listed?: readonly UniverseStock[];
  /** The last stored session per symbol (stocks and indices), from generated or stored history. */
  readonly lastSessions?: ReadonlyMap<string, LastSession>;
  /**
   * The longest stretch one step simulates. A step after a longer pause (a stalled event loop,
   * a suspended laptop) skips to this far before `now`, so one step never produces hours of
   * trades at once; only such a skip makes the output depend on the spacing of steps.
   */
  readonly maxCatchUpMs?: number;
  /** The last recorded auctions per stock, so the pre- and after-market lists survive a restart. */
  readonly lastAuctions?: ReadonlyMap<string, StoredAuctions>;
}

/** A stock's last recorded opening and closing auctions. */
export interface StoredAuctions {
  readonly opening: AuctionResult | null;
  readonly closing: AuctionResult | null;
}

/** The Japan calendar day the clock is in, worked out once a day instead of once a second. */
interface JapanDay {
  readonly startMs: number;
  readonly trading: boolean;
  readonly tradingDate: string;
}

interface SimulatedIndex {
  readonly rule: IndexRule;
  sum: bigint;
  day: Day;
}

const secondMs = 1000;
const dayMs = 86_400_000;

export class MarketSimulator implements MarketSource {
  private readonly hours: MarketHours;
  private readonly isHoliday: IsHoliday;
  private readonly maxCatchUpMs: number;
  private readonly market: Random;
  private readonly stocks: SimulatedStock[];
  private readonly stockBySymbol: Map<string, SimulatedStock>;
  private readonly indices: SimulatedIndex[];
  private readonly allInstruments: Instrument[];
  private clock: number;
  private currentDate: string;
  private currentPhase: MarketPhase;
  private openingPending: boolean;
  private closingPending: boolean;
  private readonly sessionAuctions: SessionAuctions;
  private japanDay: JapanDay = { startMs: 0, trading: false, tradingDate: '' };
  private readonly halted = new Set<string>();
  private readonly seed: string | number;

  constructor(options: SimulatorOptions) {
    const { seed, start, hours, isHoliday } = options;
    this.hours = hours;
    this.isHoliday = isHoliday;
    this.maxCatchUpMs = options.maxCatchUpMs ?? 60_000;
    this.market = new Random(seedFor(seed, 'market'));
    this.clock = start.getTime();
    this.currentDate = tradingDate(start, hours, isHoliday);
    this.currentPhase = marketPhase(start, hours, isHoliday);
    const sessions = options.lastSessions ?? new Map<string, LastSession>();
    this.seed = seed;
    this.stocks = [...(options.stocks ?? universeStocks), ...(options.listed ?? [])].map((stock) =>
      this.simulated(stock, sessions.get(stock.instrument.symbol), start),
    );
    this.stockBySymbol = new Map(this.stocks.map((stock) => [stock.symbol, stock]));
    this.sessionAuctions = new SessionAuctions(this.market, this.stocks, this.halted);
    this.indices = universeIndices(options.stocks ?? universeStocks).map((rule) => {
      const sum = weightedSum(rule, (symbol) => this.priceOf(symbol));
      const session = sessions.get(rule.instrument.symbol);
      return { rule, sum, day: startingDay(this.currentDate, levelOfSum(rule, sum), session, () => null) };
    });
    this.allInstruments = [
      ...this.stocks.map((stock) => stock.stock.instrument),
      ...this.indices.map((index) => index.rule.instrument),
    ];
    // Auctions still ahead today: none when starting after them, or on a day without trading.
    const { date, msOfDay } = toJapanTime(start);
    const sessionAhead = hours === 'tse' && date === this.currentDate;
    this.openingPending = sessionAhead && msOfDay < tseHours.morningOpenMs;
    this.closingPending = sessionAhead && msOfDay < tseHours.closeMs;
    for (const stock of this.stocks) {
      const stored = options.lastAuctions?.get(stock.symbol);
      if (stored?.opening?.tradingDate === this.currentDate) stock.opening = stored.opening;
      stock.closing = stored?.closing ?? null;
    }
    // Around the clock, each Japan date is a session that opens and closes with an auction at
    // midnight; a date that has not printed yet opens with its auction at the first step.
    if (hours === 'always') this.openingPending = this.stocks.some((stock) => stock.day.open === null);
  }

  /** A stock's opening auction of today (indicative before it prints) and its last closing auction. */
  auctions(symbol: string): StoredAuctions | null {
    const stock = this.stockBySymbol.get(symbol);
    return stock ? { opening: stock.opening, closing: stock.closing } : null;
  }

  /** The day a stock's last closing auction ended, as it stood after the print: that day's final bar. */
  closedDay(symbol: string): DaySummary | null {
    return this.stockBySymbol.get(symbol)?.closedDay ?? null;
  }

  instruments(): readonly Instrument[] {
    return this.allInstruments;
  }

  /**
   * Lists a new stock from the next step on (an IPO's listing day): its first day's reference
   * price is its `referencePrice` (the offer price), its limits are worked out from that, and it
   * trades like any other stock. It stays outside the indices, whose make-up is fixed.
   */
  list(stock: UniverseStock): void {
    if (this.stockBySymbol.has(stock.instrument.symbol)) return;
    const simulated = this.simulated(stock, undefined, new Date(this.clock));
    this.stocks.push(simulated);
    this.stockBySymbol.set(simulated.symbol, simulated);
    this.allInstruments.push(stock.instrument);
  }

  private simulated(stock: UniverseStock, session: LastSession | undefined, time: Date): SimulatedStock {
    const table = stock.instrument.tickTable;
    const day = startingDay(this.currentDate, stock.referencePrice, session, (base) => priceLimits(base, table));
    return new SimulatedStock(stock, this.seed, this.hours, day, time);
  }

  book(symbol: string): OrderBook | null {
    return this.stockBySymbol.get(symbol)?.book ?? null;
  }

  summary(symbol: string): DaySummary | null {
    const stock = this.stockBySymbol.get(symbol);
    if (stock) return summaryOf(symbol, stock.day);
    const index = this.indices.find((candidate) => candidate.rule.instrument.symbol === symbol);
    return index ? summaryOf(symbol, index.day) : null;
  }

  phase(): MarketPhase {
    return this.currentPhase;
  }

  /**
   * Halts or resumes trading in a stock, from the next step on. A halted stock prints no trades,
   * not even in the auctions, so its day and book stand still; its model price goes on moving
   * with the market, so the first trade after a halt may gap (within the day's limits), as a
   * stock does after the news it was halted for.
   */
  setHalted(symbol: string, halted: boolean): void {
    if (!this.stockBySymbol.has(symbol)) return;
    if (halted) this.halted.add(symbol);
    else this.halted.delete(symbol);
  }

  step(now: Date): MarketEvent[] {
    const target = now.getTime();
    if (target < this.clock)
      throw new Error(`The simulator is at ${new Date(this.clock).toISOString()}, not going back to ${now.toISOString()}`);
    const events: MarketEvent[] = [];
    // Whole seconds after the clock; the clock's own second was handled by the previous step.
    let second = Math.floor(this.clock / secondMs) * secondMs + secondMs;
    if (target - second > this.maxCatchUpMs) second = Math.ceil((target - this.maxCatchUpMs) / secondMs) * secondMs;
    while (second <= target) second = this.simulateSecond(second, events);
    this.clock = target;
    for (const stock of this.stocks) {
      if (!stock.bookChanged) continue;
      stock.bookChanged = false;
      events.push({ kind: 'book', symbol: stock.symbol, time: now, book: stock.book });
    }
    return events;
  }

  /** Where `second` falls: its milliseconds after midnight in Japan, with the day's facts cached. */
  private locate(second: number): number {
    if (second < this.japanDay.startMs || second >= this.japanDay.startMs + dayMs) {
      const time = new Date(second);
      const { date, msOfDay } = toJapanTime(time);
      this.japanDay = {
        startMs: second - msOfDay,
        trading: this.hours === 'always' || isTradingDate(date, this.isHoliday),
        tradingDate: tradingDate(time, this.hours, this.isHoliday),
      };
    }
    return second - this.japanDay.startMs;
  }

  /** Handles the whole second `second` (ms since the epoch) and returns the next one worth handling. */
  private simulateSecond(second: number, events: MarketEvent[]): number {
    const msOfDay = this.locate(second);
    const time = new Date(second);
    const { trading, tradingDate: date } = this.japanDay;
    if (date !== this.currentDate) {
      // Around the clock, the old date closes with its auction in its last second.
      if (this.hours === 'always') this.auction('close', new Date(second - msOfDay - secondMs), events);
      this.rollOver(date, time, events);
    }
    // The same rule as `marketPhase`, from the cached day: 'always' trades around the clock.
    const phase: MarketPhase = this.hours === 'always' ? 'continuous' : trading ? tradingDayPhase(msOfDay) : 'closed';
    if (phase !== this.currentPhase) {
      this.currentPhase = phase;
      events.push({ kind: 'phase', time, phase });
    }
    if (phase === 'continuous') {
      this.tradeSecond(time, msOfDay, events);
      return second + secondMs;
    }
    if (phase === 'pre_open' && this.openingPending) {
      this.sessionAuctions.preOpenMinute(time, msOfDay);
      return second - (msOfDay % 60_000) + 60_000;
    }
    if (phase === 'closing_auction') {
      // Orders are taken but not matched: the model drifts, the indicative price with it.
      const factor = this.market.normal();
      for (const stock of this.stocks) stock.move(factor, null);
      return second + secondMs;
    }
    if (this.closingPending && trading && msOfDay >= tseHours.closeMs) {
      this.closingPending = false;
      this.auction('close', fromJapanTime(this.currentDate, tseHours.closeMs), events);
    }
    return this.nextBoundary(second, msOfDay);
  }

  /** The next instant at which the phase or the trading date can change. */
  private nextBoundary(second: number, msOfDay: number): number {
    const boundaries = [
      tseHours.preOpenMs,
      tseHours.morningOpenMs,
      tseHours.afternoonOpenMs,
      tseHours.closingAuctionMs,
      tseHours.closeMs,
      dayMs,
    ];
    const next = boundaries.find((boundary) => boundary > msOfDay) ?? dayMs;
    return second - msOfDay + next;
  }

  private rollOver(date: string, time: Date, events: MarketEvent[]): void {
    this.currentDate = date;
    this.openingPending = true;
    this.sessionAuctions.newDate();
    this.closingPending = this.hours === 'tse';
    for (const stock of this.stocks) events.push(stock.rollOver(date, time));
    for (const index of this.indices) {
      const previousClose = index.day.last ?? index.day.previousClose;
      index.day = startingDay(date, previousClose, undefined, () => null);
      events.push({
        kind: 'day',
        symbol: index.rule.instrument.symbol,
        time,
        summary: summaryOf(index.rule.instrument.symbol, index.day),
      });
    }
  }

  private tradeSecond(time: Date, msOfDay: number, events: MarketEvent[]): void {
    if (this.openingPending) {
      this.openingPending = false;
      this.auction('open', time, events);
      return;
    }
    const minute = continuousMinute(msOfDay);
    const activity = this.hours === 'tse' && minute >= 0 ? (activityByMinute[minute] ?? 1) : 1;
    const factor = this.market.normal();
    for (const stock of this.stocks) {
      stock.move(factor, null);
      if (this.halted.has(stock.symbol)) continue;
      if (stock.tradesNow(activity)) this.trade(stock, events, () => stock.trade(time, stock.continuousTradeShares()));
    }
    this.publishIndices(time, events);
  }

  /** Both auctions print every stock taking part once, at the itayose price of its book. */
  private auction(kind: 'open' | 'close', time: Date, events: MarketEvent[]): void {
    this.sessionAuctions.run(kind, (stock) => this.trade(stock, events, () => stock.executeAuction(kind, time)));
    this.publishIndices(time, events);
  }

  /** A trade of `stock` (none when `print` gives none), with the index sums moved by its price change, exactly. */
  private trade(stock: SimulatedStock, events: MarketEvent[], print: () => MarketEvent | null): void {
    const before = stock.price;
    const event = print();
    if (event === null) return;
    events.push(event);
    const change = stock.price - before;
    if (change === 0n) return;
    for (const index of this.indices) {
      const weight = index.rule.weights.get(stock.symbol);
      if (weight !== undefined) index.sum += weight * change;
    }
  }

  private publishIndices(time: Date, events: MarketEvent[]): void {
    for (const index of this.indices) {
      const level = levelOfSum(index.rule, index.sum);
      const day = index.day;
      // Unchanged levels are not news, except the day's first, which is its open.
      if (day.last === level && day.open !== null) continue;
      day.open ??= level;
      day.high = day.high === null || level > day.high ? level : day.high;
      day.low = day.low === null || level < day.low ? level : day.low;
      day.last = level;
      events.push({ kind: 'index', symbol: index.rule.instrument.symbol, time, level });
    }
  }

  private priceOf(symbol: string): Price {
    const stock = this.stockBySymbol.get(symbol);
    if (!stock) throw new Error(`An index holds ${symbol}, which is not simulated`);
    return stock.price;
  }
}
