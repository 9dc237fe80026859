/**
 * The two moves that change money in trading, each inside the caller's transaction and on a row
 * the caller has locked: an order fills and opens its position; a position closes against the
 * book. The member's use cases and the market step (resting fills, liquidations, the day
 * cut-off) share them, so a fill or a close is booked the same way whoever triggers it.
 */
import {
  closeEntry,
  closeOutcomeOf,
  closeShortfall,
  divideRounded,
  fillEntry,
  formatAmount,
  formatPrice,
  isRejection,
  isZero,
  orderCharges,
  tradingCurrency,
  yenAmount,
  type BookFill,
  type CloseOutcome,
  type OrderCharges,
  type Price,
  type Rejection,
  type TickTable,
  type TradingConfig,
  asPrice,
} from '@kabuto/domain';
import type { Queryable } from '../db/database';
import { lockedAvailable, post, settleHold } from '../ledger/ledger.service';
import { notify } from '../messages/messages.service';
import { costOfCharges, openOne, type Opening } from './position-opening';
import * as trades from './trading.repository';
import { withholdOnClose, type TradingTaxation } from './trading-taxation';
import { cancelActiveExits } from './triggers/exits.repository';

/**
 * Opens the position of an order that fills at `fill`. A resting order's hold is spent on margin,
 * fee and duty (a cheaper fill returns the difference to available; a dearer one takes it from
 * available and is refused when available can't pay it, changing nothing). An order that fills
 * the moment it is placed holds nothing (`held` 0): the fill takes margin, fee and duty from
 * available at once.
 */
export async function openPosition(
  tx: Queryable,
  order: trades.TradeOrderRow,
  fill: BookFill,
  options: FillContext & { notifyMember: boolean },
): Promise<{ positionId: number } | Rejection> {
  const charges = orderCharges(fill.notional, order.leverage, options.config);
  const reference = trades.orderNo(order.id);
  const entry = fillEntry(String(order.memberId), order.held, charges);
  const settled = isZero(order.held)
    ? await post(tx, entry, { reference, memberId: order.memberId, now: options.now })
    : await settleHold(tx, reference, entry, options.now);
  if (settled !== true) return settled;
  const positionId = await openOne(tx, orderOpening(order, fill, charges, options));
  if (options.notifyMember) {
    await notify(tx, order.memberId, 'order_filled', {
      orderNo: reference,
      symbol: order.symbol,
      shares: String(order.shares),
      price: formatPrice(fill.averagePrice),
    });
  }
  return { positionId };
}

/** What a fill is booked under: the trading rules, the stock's tick table (for the position's thresholds) and the moment. */
export interface FillContext {
  config: TradingConfig;
  tickTable: TickTable;
  tradingDate: string;
  now: Date;
}

/** What a member's order that fills at `fill` with `charges` opens (the desk's and the market step's fills). */
export function orderOpening(
  order: Pick<
    trades.TradeOrderRow,
    'id' | 'memberId' | 'symbol' | 'direction' | 'type' | 'product' | 'lots' | 'shares' | 'leverage'
  >,
  fill: BookFill,
  charges: OrderCharges,
  context: FillContext,
): Opening {
  const { symbol, direction, type, product, lots, shares, leverage } = order;
  return {
    owner: { kind: 'member', memberId: order.memberId },
    source: { orderId: order.id },
    terms: { symbol, direction, type, product, lots, shares, leverage },
    fill,
    cost: costOfCharges(charges),
    at: { tradingDate: context.tradingDate, now: context.now },
    risk: { config: context.config, tickTable: context.tickTable },
  };
}

/** A resting order fills: its position opens and the order is marked filled, together. */
export async function fillRestingOrder(
  tx: Queryable,
  order: trades.TradeOrderRow,
  fill: BookFill,
  options: FillContext,
): Promise<{ positionId: number } | Rejection> {
  const opened = await openPosition(tx, order, fill, { ...options, notifyMember: true });
  if (isRejection(opened)) return opened;
  await trades.markOrderFilled(tx, order.id, { ...fillRecord(fill), now: options.now });
  return opened;
}

/** The record a book fill leaves on its order. */
export function fillRecord(fill: BookFill): trades.OrderFill {
  return { notional: fill.notional, price: fill.averagePrice, levels: fill.levels };
}

export interface ClosedPosition extends CloseOutcome {
  closePrice: Price;
}

/**
 * Closes a holding position against `fill`: the margin returns with the P&L less the closing
 * fee. A loss beyond the margin is taken from the member's other available money; what even
 * that can't pay is written off by the house, so a member's balance never goes below zero.
 */
const houseCloseNotices: Partial<Record<trades.CloseReason, 'position_liquidated' | 'position_day_closed'>> = {
  liquidation: 'position_liquidated',
  day_cutoff: 'position_day_closed',
};

export async function closePosition(
  tx: Queryable,
  position: trades.PositionRow,
  fill: BookFill,
  options: { config: TradingConfig; reason: trades.CloseReason; now: Date; taxation?: TradingTaxation | undefined },
): Promise<ClosedPosition> {
  const outcome = closeOutcomeOf(position, fill.notional, options.config);
  const settlement = { margin: position.margin, grossPnl: outcome.grossPnl, closingFee: outcome.closingFee };
  const available = await lockedAvailable(tx, position.memberId, tradingCurrency);
  const writeOff = closeShortfall(settlement, yenAmount(available.minor));
  const reference = trades.positionNo(position.id);
  const posted = await post(tx, closeEntry(String(position.memberId), { ...settlement, writeOff }), {
    reference,
    memberId: position.memberId,
    now: options.now,
  });
  // The write-off keeps every member bucket at zero or above, so the ledger can't refuse this.
  if (posted !== true) throw new Error(`close of ${reference} was refused: ${posted.rejected}`);
  const closePrice = asPrice(divideRounded(fill.notional, BigInt(position.shares), 'half-even'));
  // However it closes, the position's exits end with it (an exit that fired is no longer active).
  await cancelActiveExits(tx, position.id, options.now);
  await trades.markPositionClosed(tx, position.id, {
    closePrice,
    closeNotional: fill.notional,
    closingFee: outcome.closingFee,
    grossPnl: outcome.grossPnl,
    writeOff,
    reason: options.reason,
    now: options.now,
  });
  // Tax withheld or refunded on the sale, under the cash lock taken above (only for a withholding account).
  await withholdOnClose(tx, options.taxation, position, { ...outcome, writeOff }, options.now);
  // The house's own closes are told here; a member's needs no notice, and a loan's forced sale sends the loans' own.
  const notice = houseCloseNotices[options.reason];
  if (notice) {
    await notify(tx, position.memberId, notice, {
      positionNo: reference,
      symbol: position.symbol,
      price: formatPrice(closePrice),
      pnl: formatAmount(outcome.realizedPnl),
    });
  }
  return { ...outcome, closePrice };
}
