/**
 * The one way a position opens, whoever opens it: a member's order filled as placed (the order
 * desk) or resting (the market step), a pocket's order (a copy or a house strategy), or an
 * offering's allotment. Each pays for it with its own ledger entry first; then `openingOf` says
 * what the position is, with its warning and liquidation prices under the rules of the moment,
 * and `openPositions` writes it, in the caller's transaction.
 */
import type { BookFill, Direction, OrderCharges, OrderType, Product, Yen } from '@kabuto/domain';
import type { Queryable } from '../db/database';
import { thresholdsOf, type RiskRules } from './position-thresholds';
import * as trades from './trading.repository';

/** What a position is bought as: the order's terms (an allotment's are a limit long at leverage 1). */
export interface OpeningTerms {
  symbol: string;
  direction: Direction;
  type: OrderType;
  product: Product;
  lots: number;
  shares: number;
  leverage: number;
}

/** What it cost: the margin set aside and the charges paid, in yen (an allotment pays no fee or duty). */
export interface OpeningCost {
  margin: Yen;
  openingFee: Yen;
  stampDuty: Yen;
}

export interface Opening {
  owner: trades.PositionOwner;
  source: trades.PositionSource;
  terms: OpeningTerms;
  /** The fill that bought it: its exact notional and average price, in sen. */
  fill: Pick<BookFill, 'notional' | 'averagePrice'>;
  cost: OpeningCost;
  at: { tradingDate: string; now: Date };
  /** The rates and tick table its warning and liquidation prices are worked out under. */
  risk: RiskRules;
  /** The id drawn for it before (`newOrderIds`), when the caller names it before writing. */
  id?: number;
}

/** The row a position is written as. */
export function openingOf({ owner, source, terms, fill, cost, at, risk, id }: Opening): trades.NewPosition {
  const priced = { direction: terms.direction, shares: terms.shares, entryNotional: fill.notional, margin: cost.margin };
  return {
    ...(id === undefined ? {} : { id }),
    owner,
    source,
    symbol: terms.symbol,
    direction: terms.direction,
    type: terms.type,
    product: terms.product,
    lots: terms.lots,
    shares: terms.shares,
    leverage: terms.leverage,
    entryNotional: fill.notional,
    entryPrice: fill.averagePrice,
    margin: cost.margin,
    openingFee: cost.openingFee,
    stampDuty: cost.stampDuty,
    openedAt: at.now,
    openedTradingDate: at.tradingDate,
    thresholds: thresholdsOf(priced, risk),
  };
}

/** Writes the positions in one statement, holding; returns their ids in the order given. */
export function openPositions(tx: Queryable, openings: readonly Opening[]): Promise<number[]> {
  return trades.insertPositions(tx, openings.map(openingOf));
}

/** Writes one position; returns its id. */
export async function openOne(tx: Queryable, opening: Opening): Promise<number> {
  const [id] = await openPositions(tx, [opening]);
  if (id === undefined) throw new Error('the position was not written');
  return id;
}

/** The cost of an order's fill as a position records it. */
export const costOfCharges = (charges: Pick<OrderCharges, 'margin' | 'fee' | 'stampDuty'>): OpeningCost => ({
  margin: charges.margin,
  openingFee: charges.fee,
  stampDuty: charges.stampDuty,
});
