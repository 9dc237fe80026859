/**
 * Offerings' allotments become positions here, whatever the offering: an IPO, a block trade, a
 * placement or an auction. Such a position has no order: it is a long at leverage 1 bought at the
 * offer price with no fee, funded by the money the member already set aside, and locked (the
 * member may not close it) until a time the offering gives; after that it is an ordinary holding
 * position, closeable like any other. Both moves run in the caller's transaction.
 */
import {
  allotmentPaymentEntry,
  allotmentRefundEntry,
  allottedPosition,
  asMemberId,
  tradingDate,
  yenAmount,
  type MarketHours,
  type Price,
} from '@kabuto/domain';
import type { Queryable } from '../db/database';
import { post, settleHold } from '../ledger/ledger.service';
import { isExchangeHoliday } from '../market/market-feed.service';
import { openOne } from './position-opening';
import type { RiskRules } from './position-thresholds';

/** The tick table of a listed stock, for the `risk` its allotments' positions open under. */
export { tickTableOf } from './position-thresholds';
import * as trades from './trading.repository';

export interface Allotment {
  memberId: number;
  /**
   * The allotment's own reference, unique across offerings (`IPO-A12` for an IPO application; a
   * block trade, placement or auction uses its application's or bid's reference the same way).
   */
  reference: string;
  /**
   * The ledger hold that set the cost aside, holding exactly price × lots × lot size: an auction
   * releases the part of a bid above the clearing price first, a block trade the unallotted part.
   */
  holdReference: string;
  symbol: string;
  /** The offer (or clearing) price, in sen. */
  price: Price;
  lots: number;
  lotSize: number;
  /** Until when the member may not close it: an IPO's `listingAt`, a block trade's or placement's `lockupUntil`. */
  lockedUntil: Date;
}

/**
 * Turns a paid allotment into a locked position. The hold is spent into the member's margin by
 * one ledger entry (`allotment_payment`: frozen → margin), so no money is created or lost, and
 * the position's margin is that payment exactly (`allottedPosition`, the same rule that priced
 * the hold). The instrument must exist (an offering announces its listing first).
 *
 * An IPO calls it when the member pays (`/ipo/pay`, locked until `listingAt`); a block trade or
 * a placement when its allotment is decided, with its application's hold and `lockupUntil`; an
 * auction at its close, with each winning bid's hold reduced to the clearing price × shares.
 */
export async function openAllotmentPosition(
  tx: Queryable,
  allotment: Allotment,
  options: { hours: MarketHours; now: Date; risk: RiskRules },
): Promise<{ positionId: number }> {
  const position = allottedPosition(allotment.price, allotment.lots, allotment.lotSize);
  const entry = allotmentPaymentEntry(String(allotment.memberId), position.margin);
  const settled = await settleHold(tx, allotment.holdReference, entry, options.now);
  // The hold was placed for exactly this amount; a refusal means the two disagree, a bug.
  if (settled !== true) throw new Error(`allotment ${allotment.reference} could not spend its hold: ${settled.rejected}`);
  const positionId = await openOne(tx, {
    owner: { kind: 'member', memberId: asMemberId(allotment.memberId) },
    source: { allotment: allotment.reference, lockedUntil: allotment.lockedUntil },
    // A fixed price, as a limit order's is; no order was placed.
    terms: {
      symbol: allotment.symbol,
      direction: 'long',
      type: 'limit',
      product: 'normal',
      lots: allotment.lots,
      shares: position.shares,
      leverage: 1,
    },
    fill: { notional: position.entryNotional, averagePrice: allotment.price },
    cost: { margin: position.margin, openingFee: yenAmount(0n), stampDuty: yenAmount(0n) },
    at: { now: options.now, tradingDate: tradingDate(options.now, options.hours, isExchangeHoliday) },
    risk: options.risk,
  });
  return { positionId };
}

/**
 * An offering cancelled before its listing: the allotment's position closes at its cost with no
 * profit, loss or fee, and what was paid returns from margin to available (`allotment_refund`).
 */
export async function cancelAllotmentPosition(tx: Queryable, positionId: number, now: Date): Promise<void> {
  const position = await trades.lockPosition(tx, positionId);
  if (!position?.allotment || position.status !== 'holding') throw new Error(`position ${positionId} is not an open allotment`);
  const refund = allotmentRefundEntry(String(position.memberId), position.margin);
  const posted = await post(tx, refund, { reference: position.allotment, memberId: position.memberId, now });
  if (posted !== true) throw new Error(`refund of ${position.allotment} was refused: ${posted.rejected}`);
  await trades.markPositionClosed(tx, positionId, {
    closePrice: position.entryPrice,
    closeNotional: position.entryNotional,
    closingFee: yenAmount(0n),
    grossPnl: yenAmount(0n),
    writeOff: yenAmount(0n),
    reason: 'offering_cancelled',
    now,
  });
}
