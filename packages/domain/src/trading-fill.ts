/**
 * The fill-now rule, the one place that decides whether an order fills at this moment and at
 * what: used when an order is placed (it fills at once) and after every market step (a resting
 * order the market has reached).
 */
import { asSen, type Price } from './stock-exchange-rules';
import { isRejection } from './rejection';
import type { Direction, OrderType } from './trading-config';
import { walkBook, type BookFill, type DepthLevel } from './trading-money';
import { limitFillPrice } from './trading-rules';

/** A whole order filled at one price: a limit order the market reaches. */
export function singlePriceFill(price: Price, shares: number): BookFill {
  return { levels: [{ price, shares }], shares, notional: asSen(price * BigInt(shares)), averagePrice: price, beyondBook: 0 };
}

export interface FillableOrder {
  readonly direction: Direction;
  readonly type: OrderType;
  /** The limit of a limit order; null for a market order. */
  readonly limitPrice: Price | null;
  readonly shares: number;
}

export interface MarketNow {
  /** The side of the book the order takes: the asks for a long, the bids for a short, best first. */
  readonly side: readonly DepthLevel[];
  /** Only continuous trading fills; auctions and closed markets leave the order waiting. */
  readonly continuous: boolean;
  readonly halted: boolean;
}

/**
 * The fill `order` gets now, or null while it waits: nothing fills outside continuous trading or
 * in a halted stock; a market order walks the book (null when that side is empty); a limit order
 * fills whole at the best price when that is its limit or better.
 */
export function fillNow(order: FillableOrder, market: MarketNow): BookFill | null {
  if (!market.continuous || market.halted) return null;
  if (order.type === 'market') {
    const walked = walkBook(market.side, order.shares);
    return isRejection(walked) ? null : walked;
  }
  const best = market.side[0]?.price;
  if (best === undefined || order.limitPrice === null) return null;
  const price = limitFillPrice(order.direction, order.limitPrice, best);
  return price === null ? null : singlePriceFill(price, order.shares);
}
