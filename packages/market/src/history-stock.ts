/**
 * One stock's generated history: daily closes walked back from the reference price, daily
 * bars around them, and 1-minute bars for the most recent days.
 */
import {
  lowestPrice,
  priceLimits,
  tickSize,
  toJapanTime,
  tseHours,
  type Price,
  type PriceLimits,
  type TickTable,
  asPrice,
  asSen,
} from '@kabuto/domain';
import { AuctionBook, preOpenBatches } from './auction-book';
import type { Bar } from './bars';
import type { InstrumentHistory } from './history';
import {
  activityByMinute,
  continuousMinutesPerDay,
  liquidityOf,
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
import type { AuctionResult } from './source';
import type { UniverseStock } from './universe';

/** What every stock's history shares: the dates, the market's factors, the seed. */
export interface HistoryPlan {
  /** Midnight in Japan of each trading date, oldest first, in ms since the epoch. */
  readonly dayStarts: readonly number[];
  readonly minuteDays: number;
  readonly dailyFactors: Float64Array;
  readonly minuteFactors: Float64Array;
  readonly seed: string | number;
}

interface StockModel {
  readonly table: TickTable;
  readonly lotSize: number;
  readonly random: Random;
  readonly liquidity: Liquidity;
  readonly dailyVolatility: number;
  readonly correlation: number;
  /** The weight of the stock's own noise, so its total volatility is its own. */
  readonly own: number;
}

const unlimited: PriceLimits = { limitUp: asPrice(10n ** 15n), limitDown: lowestPrice };
const maxPrice = (left: Price, right: Price) => (left > right ? left : right);
const minPrice = (left: Price, right: Price) => (left < right ? left : right);

export function stockHistory(stock: UniverseStock, plan: HistoryPlan): InstrumentHistory {
  const correlation = stock.marketCorrelation;
  const model: StockModel = {
    table: stock.instrument.tickTable,
    lotSize: stock.instrument.lotSize,
    random: new Random(seedFor(plan.seed, 'history', stock.instrument.symbol)),
    liquidity: liquidityOf(stock),
    dailyVolatility: stock.volatility / Math.sqrt(tradingDaysPerYear),
    correlation,
    own: Math.sqrt(1 - correlation * correlation),
  };
  const closes = dailyCloses(stock.referencePrice, model, plan.dailyFactors);
  const dailyBars: Bar[] = [];
  const minuteBars: Bar[] = [];
  const firstMinuteDay = plan.dayStarts.length - plan.minuteDays;
  const lastDay = plan.dayStarts.length - 1;
  let closingAuction: AuctionResult | null = null;
  plan.dayStarts.forEach((dayStart, day) => {
    const previousClose = closes[day] as Price;
    const close = closes[day + 1] as Price;
    const limits = priceLimits(previousClose, model.table);
    const gap = model.dailyVolatility * Math.sqrt(overnightVarianceShare) * model.random.normal();
    const open = snapToGrid(modelYen(previousClose) * Math.exp(gap), model.table, limits);
    const shape = { dayStart, previousClose, open, close, limits };
    // The last session closes with a real closing auction, recorded as the live simulator records its own.
    const auction = day === lastDay ? lastClosingAuction(stock, model, plan.seed, shape) : null;
    if (auction) closingAuction = auction;
    dailyBars.push(
      day < firstMinuteDay
        ? dayBar(model, auction ? { ...shape, close: auction.price } : shape)
        : minuteBarsOfDay(model, shape, plan.minuteFactors, day - firstMinuteDay, minuteBars, auction),
    );
  });
  return { symbol: stock.instrument.symbol, minuteBars, dailyBars, firstPreviousClose: closes[0] as Price, closingAuction };
}

/**
 * The closing auction of the last generated session: a book of orders around the close the
 * continuous session ended on, drawn and cleared by the itayose rule as the simulator's own
 * closing auction is (auction-book.ts), on a stream of its own so the bars' draws stay as they
 * were. Its price is the day's close; null (the day closes on its last trade) if nothing crosses.
 */
function lastClosingAuction(
  stock: UniverseStock,
  model: StockModel,
  seed: string | number,
  shape: DayShape,
): AuctionResult | null {
  const random = new Random(seedFor(seed, 'history-auction', stock.instrument.symbol));
  const share = model.liquidity.closingAuctionShare * model.liquidity.dailyShares;
  const book = new AuctionBook({
    table: model.table,
    limits: shape.limits,
    lotSize: model.lotSize,
    reference: shape.close,
    expectedShares: 2 * wholeLots(share * Math.exp(0.4 * random.normal() - 0.08), model.lotSize),
  });
  book.fillTo(preOpenBatches, modelYen(shape.close), random);
  const clearing = book.clearing();
  if (clearing === null) return null;
  const time = new Date(shape.dayStart + tseHours.closeMs);
  return {
    symbol: stock.instrument.symbol,
    kind: 'close',
    tradingDate: toJapanTime(time).date,
    time,
    final: true,
    price: clearing.price,
    volume: clearing.volume,
    previousClose: shape.previousClose,
  };
}

/**
 * Closes walked backwards from the reference price, so history ends exactly where the
 * simulator starts: `closes[0]` is the close before the first date, the last is the reference.
 * A day's move that would break its price limit is halved until it fits.
 */
function dailyCloses(reference: Price, model: StockModel, factors: Float64Array): Price[] {
  const closes = new Array<Price>(factors.length + 1);
  closes[factors.length] = reference;
  for (let day = factors.length - 1; day >= 0; day--) {
    let change = model.dailyVolatility * (model.correlation * (factors[day] ?? 0) + model.own * model.random.normal());
    if (model.random.next() < newsJumpsPerYear / tradingDaysPerYear) change += newsJumpSize * model.random.normal();
    const after = closes[day + 1] as Price;
    let before = after;
    for (let attempt = 0; attempt < 12; attempt++, change /= 2) {
      const candidate = snapToGrid(modelYen(after) / Math.exp(change), model.table, unlimited);
      const limits = priceLimits(candidate, model.table);
      if (after <= limits.limitUp && after >= limits.limitDown) {
        before = candidate;
        break;
      }
    }
    closes[day] = before;
  }
  return closes;
}

interface DayShape {
  readonly dayStart: number;
  readonly previousClose: Price;
  readonly open: Price;
  readonly close: Price;
  readonly limits: PriceLimits;
}

/**
 * The valid price nearest `target`, short-cut to `from` when the target is within half of
 * `from`'s tick: then `from` is the nearest anyway (ticks only grow with price), and most
 * minutes move less than that, so the exact rounding and its bigints are spared for them.
 */
function nearFrom(model: StockModel, limits: PriceLimits, from: Price, target: number): Price {
  if (Math.abs(target - modelYen(from)) * 2 < modelYen(tickSize(from, model.table))) return from;
  return snapToGrid(target, model.table, limits);
}

/** `from` stretched up (or down) by a random share of `spread` in log price. */
function stretch(model: StockModel, limits: PriceLimits, spread: number, from: Price, direction: 1 | -1): Price {
  const target = modelYen(from) * Math.exp(direction * Math.abs(model.random.normal()) * spread);
  const stretched = nearFrom(model, limits, from, target);
  return direction > 0 ? maxPrice(from, stretched) : minPrice(from, stretched);
}

/**
 * A bar whose high and low reach beyond its open and close by a random share of the stock's
 * volatility; its turnover is as if every share traded at the typical price (H + L + C) / 3 on
 * the grid, which keeps it exact and inside the bar.
 */
function barAround(
  model: StockModel,
  limits: PriceLimits,
  spread: number,
  time: number,
  open: Price,
  close: Price,
  volume: number,
): Bar {
  const high = stretch(model, limits, spread, maxPrice(open, close), 1);
  const low = stretch(model, limits, spread, minPrice(open, close), -1);
  const typical =
    high === low
      ? close
      : nearFrom(model, { limitUp: high, limitDown: low }, close, (modelYen(high) + modelYen(low) + modelYen(close)) / 3);
  return { time: new Date(time), open, high, low, close, volume, turnover: asSen(typical * BigInt(volume)) };
}

function dayBar(model: StockModel, shape: DayShape): Bar {
  const move = Math.abs(Math.log(modelYen(shape.close) / modelYen(shape.previousClose))) / model.dailyVolatility;
  // Busy days move more: volume rises with the size of the day's move.
  const volume = wholeLots(
    model.liquidity.dailyShares * Math.exp(0.35 * model.random.normal()) * (0.8 + 0.3 * move),
    model.lotSize,
  );
  return barAround(model, shape.limits, model.dailyVolatility * 0.5, shape.dayStart, shape.open, shape.close, volume);
}

const morningMinutes = (tseHours.morningCloseMs - tseHours.morningOpenMs) / 60_000;

/** Milliseconds after midnight of continuous minute `minute` (0–324): 9:00–11:29, then 12:30–15:24. */
function minuteOffsetMs(minute: number): number {
  return minute < morningMinutes
    ? tseHours.morningOpenMs + minute * 60_000
    : tseHours.afternoonOpenMs + (minute - morningMinutes) * 60_000;
}

/**
 * A day of 1-minute bars appended to `into`, and the day's bar made of them. The path is a
 * random walk from the open bent into a bridge that ends on the day's close; volume follows
 * the intraday U shape; the opening auction is in the 9:00 bar and the closing auction alone
 * in the 15:30 bar.
 */
function minuteBarsOfDay(
  model: StockModel,
  shape: DayShape,
  factors: Float64Array,
  minuteDay: number,
  into: Bar[],
  closingAuction: AuctionResult | null,
): Bar {
  const minutes = continuousMinutesPerDay;
  const { liquidity, lotSize } = model;
  const minuteVolatility = model.dailyVolatility * Math.sqrt((1 - overnightVarianceShare) / minutes);
  const walk = new Float64Array(minutes + 1);
  for (let minute = 1; minute <= minutes; minute++) {
    const factor = factors[minuteDay * minutes + minute - 1] ?? 0;
    walk[minute] = (walk[minute - 1] ?? 0) + minuteVolatility * (model.correlation * factor + model.own * model.random.normal());
  }
  const start = Math.log(modelYen(shape.open));
  const drift = Math.log(modelYen(shape.close)) - start - (walk[minutes] ?? 0);
  const continuousShares = liquidity.dailyShares * (1 - liquidity.openingAuctionShare - liquidity.closingAuctionShare);
  let { open } = shape;
  let high = open;
  let low = open;
  let volume = 0;
  let turnover = asSen(0n);
  for (let minute = 0; minute < minutes; minute++) {
    const pathPrice = Math.exp(start + (walk[minute + 1] ?? 0) + (drift * (minute + 1)) / minutes);
    const close = minute === minutes - 1 ? shape.close : nearFrom(model, shape.limits, open, pathPrice);
    const activity = activityByMinute[minute] ?? 1;
    let shares = wholeLots((continuousShares / minutes) * activity * Math.exp(0.5 * model.random.normal() - 0.125), lotSize);
    if (minute === 0) shares += wholeLots(liquidity.dailyShares * liquidity.openingAuctionShare, lotSize);
    const bar = barAround(
      model,
      shape.limits,
      minuteVolatility * 0.6,
      shape.dayStart + minuteOffsetMs(minute),
      open,
      close,
      shares,
    );
    into.push(bar);
    high = maxPrice(high, bar.high);
    low = minPrice(low, bar.low);
    volume += bar.volume;
    turnover = asSen(turnover + bar.turnover);
    open = close;
  }
  const close = closingAuction?.price ?? shape.close;
  const auctionShares = closingAuction?.volume ?? wholeLots(liquidity.dailyShares * liquidity.closingAuctionShare, lotSize);
  const auction: Bar = {
    time: new Date(shape.dayStart + tseHours.closeMs),
    open: close,
    high: close,
    low: close,
    close,
    volume: auctionShares,
    turnover: asSen(close * BigInt(auctionShares)),
  };
  into.push(auction);
  return {
    time: new Date(shape.dayStart),
    open: shape.open,
    high: maxPrice(high, close),
    low: minPrice(low, close),
    close,
    volume: volume + auctionShares,
    turnover: asSen(turnover + auction.turnover),
  };
}
