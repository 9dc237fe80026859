/**
 * One simulated stock: its model price, its trading day, its trades and its book. The
 * simulator drives every stock through the same seconds with a shared market factor.
 */
import { asSen, priceLimits, type MarketHours, type Price, type PriceLimits, type Sen } from '@kabuto/domain';
import { AuctionBook, preOpenBatches } from './auction-book';
import { buildBook, bookDepth } from './book';
import {
  liquidityOf,
  modelSecondsPerDay,
  modelYen,
  newsJumpSize,
  newsJumpsPerYear,
  overnightVarianceShare,
  snapToGrid,
  tradingDaysPerYear,
  wholeLots,
  type Liquidity,
} from './model';
import { Random, seedFor } from './random';
import type { AuctionResult, DayEvent, DaySummary, OrderBook, TradeEvent } from './source';
import type { UniverseStock } from './universe';

/** A stored session a simulator resumes from: the last daily bar and the close before it. */
export interface LastSession {
  readonly tradingDate: string;
  readonly previousClose: Price;
  readonly open: Price;
  readonly high: Price;
  readonly low: Price;
  readonly close: Price;
  readonly volume: number;
  readonly turnover: Sen;
}

/** A trading day in progress, mutable inside the simulator; `DaySummary` is its frozen view. */
export interface Day {
  tradingDate: string;
  previousClose: Price;
  limits: PriceLimits | null;
  open: Price | null;
  high: Price | null;
  low: Price | null;
  last: Price | null;
  volume: number;
  turnover: Sen;
}

export function freshDay(tradingDate: string, previousClose: Price, limits: PriceLimits | null): Day {
  return { tradingDate, previousClose, limits, open: null, high: null, low: null, last: null, volume: 0, turnover: asSen(0n) };
}

/**
 * The day a simulator starts in: the stored session itself when it is today's (the market
 * already closed), otherwise a fresh day based on the last stored close.
 */
export function startingDay(
  tradingDate: string,
  fallbackClose: Price,
  session: LastSession | undefined,
  limitsOf: (base: Price) => PriceLimits | null,
): Day {
  if (session && session.tradingDate > tradingDate) {
    throw new Error(`A stored session of ${session.tradingDate} is later than the trading date ${tradingDate}`);
  }
  if (session?.tradingDate === tradingDate) {
    const { previousClose, open, high, low, close, volume, turnover } = session;
    return { tradingDate, previousClose, limits: limitsOf(previousClose), open, high, low, last: close, volume, turnover };
  }
  const previousClose = session?.close ?? fallbackClose;
  return freshDay(tradingDate, previousClose, limitsOf(previousClose));
}

export function summaryOf(symbol: string, day: Day): DaySummary {
  const { tradingDate, previousClose, open, high, low, last, volume, turnover } = day;
  return {
    symbol,
    tradingDate,
    previousClose,
    limitUp: day.limits?.limitUp ?? null,
    limitDown: day.limits?.limitDown ?? null,
    open,
    high,
    low,
    last,
    volume,
    turnover,
  };
}

export class SimulatedStock {
  readonly symbol: string;
  private readonly random: Random;
  /** The auction books' own stream, so the orders they draw leave the trading stream as it was. */
  private readonly auctionRandom: Random;
  private auctionBook: AuctionBook | null = null;
  private readonly liquidity: Liquidity;
  private readonly secondVolatility: number;
  private readonly overnightVolatility: number;
  private readonly jumpChancePerSecond: number;
  private readonly meanTradeShares: number;
  private logPrice: number;
  /** The last trade price, or the previous close before the day's first trade: the book's anchor. */
  private anchor: Price;
  private lastSide: 'bid' | 'ask' = 'bid';
  private currentBook: OrderBook;
  day: Day;
  bookChanged = true;
  /** Today's opening auction: indicative while the pre-open takes orders, final once it printed. */
  opening: AuctionResult | null = null;
  /** The last closing auction that printed (of today or an earlier day), and the day it closed. */
  closing: AuctionResult | null = null;
  closedDay: DaySummary | null = null;

  constructor(
    readonly stock: UniverseStock,
    seed: string | number,
    hours: MarketHours,
    day: Day,
    time: Date,
  ) {
    this.symbol = stock.instrument.symbol;
    this.random = new Random(seedFor(seed, 'stock', this.symbol));
    this.auctionRandom = new Random(seedFor(seed, 'auction', this.symbol));
    this.liquidity = liquidityOf(stock);
    const daySeconds = modelSecondsPerDay(hours);
    const intradayShare = hours === 'tse' ? 1 - overnightVarianceShare : 1;
    this.secondVolatility = stock.volatility * Math.sqrt(intradayShare / (tradingDaysPerYear * daySeconds));
    this.overnightVolatility = stock.volatility * Math.sqrt(overnightVarianceShare / tradingDaysPerYear);
    this.jumpChancePerSecond = newsJumpsPerYear / (tradingDaysPerYear * daySeconds);
    // Both modes open and close each session with an auction (around the clock, at midnight), which take their share of the day.
    const auctions = this.liquidity.openingAuctionShare + this.liquidity.closingAuctionShare;
    this.meanTradeShares = (this.liquidity.dailyShares * (1 - auctions)) / (this.liquidity.tradeChancePerSecond * daySeconds);
    this.day = day;
    this.anchor = day.last ?? day.previousClose;
    this.logPrice = Math.log(modelYen(this.anchor));
    this.currentBook = this.rebuildBook(time);
  }

  get price(): Price {
    return this.anchor;
  }

  get book(): OrderBook {
    return this.currentBook;
  }

  /** Starts a new trading date on the last price: new limits, an empty day, a fresh book. */
  rollOver(tradingDate: string, time: Date): DayEvent {
    const previousClose = this.day.last ?? this.day.previousClose;
    this.day = freshDay(tradingDate, previousClose, priceLimits(previousClose, this.stock.instrument.tickTable));
    this.anchor = previousClose;
    this.opening = null;
    this.auctionBook = null;
    this.currentBook = this.rebuildBook(time);
    return { kind: 'day', symbol: this.symbol, time, summary: summaryOf(this.symbol, this.day) };
  }

  /**
   * One second of the model: the stock's share of the market factor, its own noise, now and
   * then a news jump, and at the open the gap built up overnight. Returns are in log price.
   */
  move(marketFactor: number, overnightFactor: number | null): void {
    const correlation = this.stock.marketCorrelation;
    const own = Math.sqrt(1 - correlation * correlation);
    let change = this.secondVolatility * (correlation * marketFactor + own * this.random.normal());
    if (this.random.next() < this.jumpChancePerSecond) change += newsJumpSize * this.random.normal();
    if (overnightFactor !== null) {
      change += this.overnightVolatility * (correlation * overnightFactor + own * this.random.normal());
    }
    this.logPrice += change;
  }

  /** Whether a continuous trade happens this second, given the time of day's activity. */
  tradesNow(activity: number): boolean {
    return this.random.next() < this.liquidity.tradeChancePerSecond * activity;
  }

  continuousTradeShares(): number {
    // Trade sizes are skewed: mostly a few lots, sometimes a block (exponential around the mean).
    return wholeLots(-Math.log(1 - this.random.next()) * this.meanTradeShares, this.stock.instrument.lotSize);
  }

  auctionShares(auction: 'open' | 'close'): number {
    const share = auction === 'open' ? this.liquidity.openingAuctionShare : this.liquidity.closingAuctionShare;
    const noise = Math.exp(0.4 * this.random.normal() - 0.08);
    return wholeLots(this.liquidity.dailyShares * share * noise, this.stock.instrument.lotSize);
  }

  /**
   * A trade at the model price snapped to the grid and held inside the limits. At a limit the
   * model is pulled back onto it, so the price stops there instead of drifting out of reach.
   */
  trade(time: Date, shares: number, auction?: 'open' | 'close', cleared?: Price): TradeEvent {
    const limits = this.day.limits;
    if (!limits) throw new Error(`${this.symbol} has no limits`);
    const model = Math.exp(this.logPrice);
    const price = cleared ?? snapToGrid(model, this.stock.instrument.tickTable, limits);
    if (price === limits.limitUp || price === limits.limitDown) this.logPrice = Math.log(modelYen(price));
    this.lastSide = model >= modelYen(price) ? 'bid' : 'ask';
    const day = this.day;
    day.open ??= price;
    day.high = day.high === null || price > day.high ? price : day.high;
    day.low = day.low === null || price < day.low ? price : day.low;
    day.last = price;
    day.volume += shares;
    day.turnover = asSen(day.turnover + price * BigInt(shares));
    this.anchor = price;
    this.currentBook = this.rebuildBook(time);
    return auction
      ? { kind: 'trade', symbol: this.symbol, time, price, shares, auction }
      : { kind: 'trade', symbol: this.symbol, time, price, shares };
  }

  /**
   * Opens the book of an auction on the model price as it stands. Both sides together are sent
   * about twice the shares the auction is expected to cross, so about half rests unmatched.
   */
  startAuction(kind: 'open' | 'close'): void {
    const limits = this.day.limits;
    if (!limits) throw new Error(`${this.symbol} has no limits`);
    const { tickTable, lotSize } = this.stock.instrument;
    const reference = kind === 'open' ? this.day.previousClose : this.anchor;
    this.auctionBook = new AuctionBook({
      table: tickTable,
      limits,
      lotSize,
      reference,
      expectedShares: 2 * this.auctionShares(kind),
    });
  }

  /** Orders for the opening auction until `batches` have arrived; the indicative result is today's opening. */
  collectOpeningOrders(batches: number, time: Date): void {
    if (!this.auctionBook) this.startAuction('open');
    const book = this.auctionBook as AuctionBook;
    const before = book.batches;
    book.fillTo(batches, Math.exp(this.logPrice), this.auctionRandom);
    // Worked out again only when orders arrived: its time is when the book last changed.
    if (book.batches !== before || this.opening === null) this.opening = this.resultOf('open', book, time, false);
  }

  /** Drops an auction's book without executing it (a halted stock takes no part). */
  cancelAuction(): void {
    this.auctionBook = null;
  }

  /**
   * Executes the auction: the whole book (every batch arrived), cleared by itayose, printed as
   * one trade at the clearing price for the shares it crosses. No print when nothing crosses.
   */
  executeAuction(kind: 'open' | 'close', time: Date): TradeEvent | null {
    if (!this.auctionBook) this.startAuction(kind);
    const book = this.auctionBook as AuctionBook;
    this.auctionBook = null;
    book.fillTo(preOpenBatches, Math.exp(this.logPrice), this.auctionRandom);
    const result = this.resultOf(kind, book, time, true);
    if (kind === 'open') this.opening = result;
    if (result === null) return null;
    const trade = this.trade(time, result.volume, kind, result.price);
    if (kind === 'close') {
      this.closing = result;
      this.closedDay = summaryOf(this.symbol, this.day);
    }
    return trade;
  }

  private resultOf(kind: 'open' | 'close', book: AuctionBook, time: Date, final: boolean): AuctionResult | null {
    const clearing = book.clearing();
    if (clearing === null) return null;
    const { tradingDate, previousClose } = this.day;
    return { symbol: this.symbol, kind, tradingDate, time, final, price: clearing.price, volume: clearing.volume, previousClose };
  }

  private rebuildBook(time: Date): OrderBook {
    const limits = this.day.limits;
    if (!limits) throw new Error(`${this.symbol} has no limits`);
    const { lotSize, tickTable } = this.stock.instrument;
    const sizes: number[] = [];
    for (let level = 0; level < 2 * bookDepth; level++) {
      // Deeper levels hold more, as resting orders pile up away from the price.
      const depth = 1 + (level % bookDepth) * 0.6;
      sizes.push(wholeLots(this.meanTradeShares * 2 * depth * Math.exp(0.5 * this.random.normal()), lotSize));
    }
    const spreadTicks = this.liquidity.tradeChancePerSecond >= 0.1 || this.random.next() < 0.7 ? 1 : 2;
    this.bookChanged = true;
    return buildBook({
      symbol: this.symbol,
      time,
      last: this.anchor,
      lastSide: this.lastSide,
      spreadTicks,
      table: tickTable,
      limits,
      sizes,
    });
  }
}
