/**
 * The money of a trade: notional, margin, fees and duty, the fill of a market order against the
 * book, profit and loss, and the liquidation price of a leveraged position.
 *
 * Rounding. Prices are exact sen and shares whole, so a notional (price × shares, or the sum
 * over the levels a market order took) is exact in sen and is never rounded: it is the cost
 * basis every later amount is worked out from. An amount becomes whole yen only where money
 * moves, once, through `roundToMinor` / `divideRounded`:
 * - margin, fee and stamp duty round UP: they are collected from the member, and the house must
 *   never hold less than the rule asks (the member pays under one yen more per item at most);
 * - profit and loss round HALF-EVEN: it is neither side's fee, so it should be unbiased over many
 *   closes, and half-even is odd-symmetric (round(−x) = −round(x)), so a long and a short of the
 *   same trade settle exactly opposite yen;
 * - the average price of a market order rounds half-even to the sen, for display only: no money
 *   is ever computed from it;
 * - the liquidation price rounds to the tick grid on the house's safe side (below).
 */
import { divideRounded, multiplyDecimal, pow10, type Decimal } from './decimal';
import { asPrice, asSen, lowestPrice, roundToTick, type Price, type Sen, type TickTable } from './stock-exchange-rules';
import { add, money, roundToMinor } from './money';
import { reject, type Rejection } from './rejection';
import { tradingCurrency, type Direction, type TradingConfig, type Yen } from './trading-config';

const senPerYen = 100n;

export function yenAmount(minor: bigint): Yen {
  return money(tradingCurrency, minor);
}

function senToYen(sen: Sen, mode: 'up' | 'half-even'): Yen {
  return roundToMinor({ units: sen, scale: 2 }, tradingCurrency, mode);
}

function wholeShares(shares: number): bigint {
  if (!Number.isSafeInteger(shares) || shares <= 0) throw new Error(`Shares are a positive whole number, not ${shares}`);
  return BigInt(shares);
}

/** Shares of an order of `lots` lots. */
export function sharesFor(lots: number, lotSize: number): number {
  const shares = lots * lotSize;
  wholeShares(shares);
  return shares;
}

/** price × shares, exact in sen. */
export function notionalOf(price: Price, shares: number): Sen {
  return asSen(price * wholeShares(shares));
}

/** notional ÷ leverage, rounded up to the yen. */
export function marginFor(notional: Sen, leverage: number): Yen {
  if (!Number.isSafeInteger(leverage) || leverage <= 0) throw new Error(`Leverage is a positive whole number, not ${leverage}`);
  return yenAmount(divideRounded(notional, senPerYen * BigInt(leverage), 'up'));
}

/** max(minFee, feeRate × notional), the product rounded up to the yen. */
export function feeFor(notional: Sen, config: Pick<TradingConfig, 'feeRate' | 'minFee'>): Yen {
  const fee = rateOf(config.feeRate, notional);
  return fee.minor < config.minFee.minor ? config.minFee : fee;
}

/** stampDutyRate × notional, rounded up to the yen; zero under Japan's default rate of 0. */
export function stampDutyFor(notional: Sen, rate: Decimal): Yen {
  return rateOf(rate, notional);
}

function rateOf(rate: Decimal, notional: Sen): Yen {
  return roundToMinor(multiplyDecimal(rate, { units: notional, scale: 2 }), tradingCurrency, 'up');
}

/** What opening a position costs; `total` is what an order holds from `available`. */
export interface OrderCharges {
  readonly margin: Yen;
  readonly fee: Yen;
  readonly stampDuty: Yen;
  readonly total: Yen;
}

export function orderCharges(
  notional: Sen,
  leverage: number,
  config: Pick<TradingConfig, 'feeRate' | 'minFee' | 'stampDutyRate'>,
): OrderCharges {
  const margin = marginFor(notional, leverage);
  const fee = feeFor(notional, config);
  const stampDuty = stampDutyFor(notional, config.stampDutyRate);
  return { margin, fee, stampDuty, total: add(add(margin, fee), stampDuty) };
}

/** One price level of a book, or the part of an order filled at one price. */
export interface DepthLevel {
  readonly price: Price;
  readonly shares: number;
}

/** A market order walks at most this many levels; what remains fills at the last level's price. */
export const bookDepth = 5;

export interface BookFill {
  /** The shares taken at each price, best first. */
  readonly levels: readonly DepthLevel[];
  readonly shares: number;
  /** Σ price × shares over the levels, exact. */
  readonly notional: Sen;
  /** notional ÷ shares to the sen, half-even: for display, never for money. */
  readonly averagePrice: Price;
  /** Shares beyond what the five levels showed, priced at the fifth (or last shown) level. */
  readonly beyondBook: number;
}

/**
 * The fill of a market order for `shares` against one side of the book (the asks for a long,
 * the bids for a short), best level first. `no_liquidity` when that side is empty, as it is at
 * a daily limit.
 */
export function walkBook(side: readonly DepthLevel[], shares: number): BookFill | Rejection {
  wholeShares(shares);
  const usable = side.slice(0, bookDepth).filter((level) => level.shares > 0);
  if (usable.length === 0) return reject('no_liquidity');
  const levels: DepthLevel[] = [];
  let remaining = shares;
  for (const level of usable) {
    if (remaining === 0) break;
    const taken = Math.min(level.shares, remaining);
    levels.push({ price: level.price, shares: taken });
    remaining -= taken;
  }
  const beyondBook = remaining;
  if (beyondBook > 0) {
    // Every usable level was taken whole, so the last fill is the last level: it takes the rest.
    const last = levels.pop()!;
    levels.push({ price: last.price, shares: last.shares + beyondBook });
  }
  const notional = asSen(levels.reduce((total, level) => total + notionalOf(level.price, level.shares), 0n));
  return { levels, shares, notional, averagePrice: asPrice(divideRounded(notional, BigInt(shares), 'half-even')), beyondBook };
}

/** An open position as the money rules see it. */
export interface PositionTerms {
  readonly direction: Direction;
  readonly shares: number;
  /** The opening notional, exact: the cost basis, so P&L is never worked out from a rounded average. */
  readonly entryNotional: Sen;
  /** Margin held for the position, including any added since it opened. */
  readonly margin: Yen;
}

/** Exact P&L in sen at `mark`: long (mark × shares − entry notional), short the opposite. */
export function pnlSen(position: Pick<PositionTerms, 'direction' | 'shares' | 'entryNotional'>, mark: Price): Sen {
  const change = notionalOf(mark, position.shares) - position.entryNotional;
  return asSen(position.direction === 'long' ? change : -change);
}

/** Unrealised P&L at `mark`: long (mark − entry) × shares, short (entry − mark) × shares, half-even to the yen. */
export function unrealizedPnl(position: Pick<PositionTerms, 'direction' | 'shares' | 'entryNotional'>, mark: Price): Yen {
  return senToYen(pnlSen(position, mark), 'half-even');
}

export interface CloseOutcome {
  readonly closeNotional: Sen;
  /** P&L at the close price, before the closing fee. */
  readonly grossPnl: Yen;
  readonly closingFee: Yen;
  /** grossPnl − closingFee: what the close adds to (or takes from) the member beyond the margin returned. */
  readonly realizedPnl: Yen;
}

export function closeOutcome(
  position: Pick<PositionTerms, 'direction' | 'shares' | 'entryNotional'>,
  closePrice: Price,
  config: Pick<TradingConfig, 'feeRate' | 'minFee'>,
): CloseOutcome {
  return closeOutcomeOf(position, notionalOf(closePrice, position.shares), config);
}

/**
 * The close of a position whose shares were taken at several prices (a market close walking
 * the book): the P&L comes from the exact close notional, never from the rounded average.
 */
export function closeOutcomeOf(
  position: Pick<PositionTerms, 'direction' | 'entryNotional'>,
  closeNotional: Sen,
  config: Pick<TradingConfig, 'feeRate' | 'minFee'>,
): CloseOutcome {
  const change = closeNotional - position.entryNotional;
  const grossPnl = senToYen(asSen(position.direction === 'long' ? change : -change), 'half-even');
  const closingFee = feeFor(closeNotional, config);
  return { closeNotional, grossPnl, closingFee, realizedPnl: yenAmount(grossPnl.minor - closingFee.minor) };
}

/**
 * What a closed trade made after every charge, as the member sees it on the close and in the
 * position's history: the gross P&L less the closing fee, the opening fee and the stamp duty.
 */
export function netRealizedPnl(trade: { grossPnl: Yen; closingFee: Yen; openingFee: Yen; stampDuty: Yen }): Yen {
  return yenAmount(trade.grossPnl.minor - trade.closingFee.minor - trade.openingFee.minor - trade.stampDuty.minor);
}

/** Margin plus unrealised P&L at `mark`, exact in sen: what the position is worth to the member. */
export function equityAt(position: PositionTerms, mark: Price): Sen {
  return asSen(position.margin.minor * senPerYen + pnlSen(position, mark));
}

/**
 * The price at which the position's equity falls to `rate` × its notional at that price.
 *
 * With q shares, entry notional N₀ (= entry price E × q), margin M and rate m, equity at P is
 *   long:  M + (P·q − N₀) = m·P·q  ⇒  P = (N₀ − M) / (q·(1 − m))
 *   short: M + (N₀ − P·q) = m·P·q  ⇒  P = (N₀ + M) / (q·(1 + m))
 * With M = N₀ ÷ leverage L: long P = E·(1 − 1/L)/(1 − m), short P = E·(1 + 1/L)/(1 + m); both
 * lie beyond the entry (below a long's, above a short's) exactly when 1/L > m, when the
 * position opens with more equity than the threshold. A long whose margin covers its whole
 * notional (M ≥ N₀, so leverage 1) can't reach the threshold: null.
 *
 * The price is rounded to the tick grid on the house's safe side, up for a long and down for a
 * short, so the position is closed at the first valid price at or beyond the exact one: equity
 * there is at or above the threshold by less than one tick's move. More margin (a larger M)
 * lowers a long's price and raises a short's.
 */
export function thresholdPrice(position: PositionTerms, rate: Decimal, tickTable: TickTable): Price | null {
  const scale = pow10(rate.scale);
  const shares = wholeShares(position.shares);
  const marginSen = position.margin.minor * senPerYen;
  if (position.direction === 'long') {
    const numerator = (position.entryNotional - marginSen) * scale;
    if (numerator <= 0n) return null;
    return roundToTick(asPrice(divideRounded(numerator, shares * (scale - rate.units), 'up')), tickTable, 'up');
  }
  const exact = asPrice(divideRounded((position.entryNotional + marginSen) * scale, shares * (scale + rate.units), 'down'));
  // Nothing trades under ¥1, so a threshold under it is crossed by the first print just as ¥1 is.
  if (exact < lowestPrice) return lowestPrice;
  return roundToTick(exact, tickTable, 'down');
}

/** Where the equity falls to the maintenance margin: the position is closed by the house at or beyond it. */
export function liquidationPrice(
  position: PositionTerms,
  tickTable: TickTable,
  config: Pick<TradingConfig, 'maintenanceMarginRate'>,
): Price | null {
  return thresholdPrice(position, config.maintenanceMarginRate, tickTable);
}

/**
 * Where the member is warned, at or beyond it: where the equity falls to the warning level, but
 * never before halfway from the opening price to the liquidation price. The second rule
 * is relative to what the position started with: a position opened with little more equity than
 * the warning level (its margin rate 1/L close to it, or under it after the leverages offered
 * were changed) would otherwise be warned a moment after it opened, far from any danger.
 * The halfway price rounds to the tick towards the liquidation price, so it never sits at the
 * opening price itself.
 */
export function warningPrice(
  position: PositionTerms,
  tickTable: TickTable,
  config: Pick<TradingConfig, 'marginWarningRate' | 'maintenanceMarginRate'>,
): Price | null {
  const atLevel = thresholdPrice(position, config.marginWarningRate, tickTable);
  const liquidation = thresholdPrice(position, config.maintenanceMarginRate, tickTable);
  if (atLevel === null || liquidation === null) return atLevel;
  const shares = wholeShares(position.shares);
  // (entry + liquidation) ÷ 2 with entry = N₀ ÷ q, in sen: (N₀ + liquidation × q) ÷ 2q.
  const long = position.direction === 'long';
  const halfway = asPrice(divideRounded(position.entryNotional + liquidation * shares, 2n * shares, long ? 'down' : 'up'));
  const halfwayOnTick = roundToTick(halfway, tickTable, long ? 'down' : 'up');
  if (long) return halfwayOnTick < atLevel ? halfwayOnTick : atLevel;
  return halfwayOnTick > atLevel ? halfwayOnTick : atLevel;
}

export type RiskStatus = 'ok' | 'warning' | 'liquidate';

/**
 * How the position stands at `mark`, judged by the published prices: the house liquidates at
 * or beyond the liquidation price and warns at or beyond the warning price, exactly where the
 * app says it will.
 */
export function riskStatus(
  position: PositionTerms,
  mark: Price,
  tickTable: TickTable,
  config: Pick<TradingConfig, 'maintenanceMarginRate' | 'marginWarningRate'>,
): RiskStatus {
  const reached = (threshold: Price | null) =>
    threshold !== null && (position.direction === 'long' ? mark <= threshold : mark >= threshold);
  if (reached(liquidationPrice(position, tickTable, config))) return 'liquidate';
  if (reached(warningPrice(position, tickTable, config))) return 'warning';
  return 'ok';
}

/** The position with `amount` more margin: a long's liquidation price falls, a short's rises. */
export function withAddedMargin<P extends PositionTerms>(position: P, amount: Yen): P {
  if (amount.minor <= 0n) throw new Error('Added margin is a positive amount');
  return { ...position, margin: add(position.margin, amount) };
}
