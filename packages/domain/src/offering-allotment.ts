/**
 * What an allotment costs and the position it becomes at listing: a long at leverage 1, bought at
 * the underwriting price with no fee, whose margin is exactly what the member paid. Computing the
 * payment from the trading rules keeps the two equal by construction.
 */
import type { Price } from './stock-exchange-rules';
import type { Yen } from './trading-config';
import { marginFor, notionalOf, yenAmount, type PositionTerms } from './trading-money';

export interface AllottedPosition extends PositionTerms {
  readonly leverage: 1;
}

/** The position `lots` allotted lots open at listing; its margin is the amount to pay. */
export function allottedPosition(price: Price, lots: number, lotSize: number): AllottedPosition {
  if (!Number.isSafeInteger(lots) || lots < 1) throw new Error(`a position is at least one whole lot, not ${lots}`);
  const shares = lots * lotSize;
  const entryNotional = notionalOf(price, shares);
  return { direction: 'long', shares, entryNotional, margin: marginFor(entryNotional, 1), leverage: 1 };
}

/** Yen to hold or pay for `lots` of an offering: the margin of the position they become. */
export function allotmentCost(price: Price, lots: number, lotSize: number): Yen {
  // No lots (a loser's payable) cost nothing; there is no position to take the margin of.
  return lots === 0 ? yenAmount(0n) : allottedPosition(price, lots, lotSize).margin;
}
