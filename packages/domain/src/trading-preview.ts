/** What an order would cost and risk before it is placed: the figures of `/trade/preview`. */
import type { Price, Sen, TickTable } from './stock-exchange-rules';
import { isRejection, type Rejection } from './rejection';
import type { TradingConfig, Yen } from './trading-config';
import {
  liquidationPrice,
  notionalOf,
  orderCharges,
  riskStatus,
  sharesFor,
  walkBook,
  yenAmount,
  type BookFill,
  type DepthLevel,
} from './trading-money';
import type { OrderRequest } from './trading-rules';

/**
 * Notes shown with a preview, none of which refuses the order:
 * - `depth_exceeded`: a market order larger than the five levels shown; the rest is priced at the fifth;
 * - `below_warning_level`: the position would open at or beyond its own warning price (with the
 *   default 40% level, any leverage above 2.5 does);
 * - `insufficient_funds`: the total is more than the available balance, so placing it will be refused.
 */
export type TradeWarning = 'depth_exceeded' | 'below_warning_level' | 'insufficient_funds';
export const tradeWarnings: readonly TradeWarning[] = ['depth_exceeded', 'below_warning_level', 'insufficient_funds'];

export interface OrderPreview {
  /** The limit price, or a market order's average fill price. */
  readonly price: Price;
  readonly shares: number;
  readonly notional: Sen;
  readonly margin: Yen;
  readonly fee: Yen;
  readonly stampDuty: Yen;
  readonly total: Yen;
  readonly liquidationPrice: Price | null;
  readonly availableAfter: Yen;
  readonly warnings: readonly TradeWarning[];
  /** A market order's fill against the book; absent for a limit order. */
  readonly fill?: BookFill;
}

export interface PreviewMarket {
  /** The side a market order takes, best first: the asks for a long, the bids for a short. */
  readonly book: readonly DepthLevel[];
  readonly tickTable: TickTable;
  readonly available: Yen;
}

/**
 * The preview of an order that passed `checkOrder`: a limit order is priced at its limit, a
 * market order by walking the book, exactly as a fill would be now.
 */
export function previewOrder(order: OrderRequest, market: PreviewMarket, config: TradingConfig): OrderPreview | Rejection {
  const shares = sharesFor(order.lots, config.lotSize);
  let fill: BookFill | undefined;
  let price: Price;
  let notional: Sen;
  if (order.type === 'market') {
    const walked = walkBook(market.book, shares);
    if (isRejection(walked)) return walked;
    fill = walked;
    price = walked.averagePrice;
    notional = walked.notional;
  } else {
    if (order.price === undefined) throw new Error('A limit order reaches the preview with its price checked');
    price = order.price;
    notional = notionalOf(price, shares);
  }
  const charges = orderCharges(notional, order.leverage, config);
  const position = { direction: order.direction, shares, entryNotional: notional, margin: charges.margin };
  const availableAfter = yenAmount(market.available.minor - charges.total.minor);
  const warnings: TradeWarning[] = [];
  if (fill && fill.beyondBook > 0) warnings.push('depth_exceeded');
  if (riskStatus(position, price, market.tickTable, config) !== 'ok') warnings.push('below_warning_level');
  if (availableAfter.minor < 0n) warnings.push('insufficient_funds');
  return {
    price,
    shares,
    notional,
    ...charges,
    liquidationPrice: liquidationPrice(position, market.tickTable, config),
    availableAfter,
    warnings,
    ...(fill ? { fill } : {}),
  };
}
