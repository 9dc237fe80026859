/**
 * The call-auction rule (板寄せ, itayose) the exchange opens and closes the day with: of the
 * prices at which orders rest, the one that executes the most shares; among those, the one
 * leaving the smallest imbalance between buyers and sellers; among those, the one nearest the
 * reference price (the previous close); a remaining tie (two prices equally near) goes to the
 * lower. Market orders (no price) buy or sell at any price and count at every candidate.
 */
import type { Price } from './stock-exchange-rules';

export interface AuctionOrder {
  readonly side: 'buy' | 'sell';
  /** The limit; null for a market order. */
  readonly price: Price | null;
  /** Whole lots, in shares. */
  readonly shares: number;
}

export interface ItayoseClearing {
  readonly price: Price;
  /** Shares executed at `price`: the smaller of demand and supply there. */
  readonly volume: number;
  /** Shares bid at or above `price` (market buys included). */
  readonly demand: number;
  /** Shares offered at or below `price` (market sells included). */
  readonly supply: number;
}

const distance = (left: Price, right: Price) => (left > right ? left - right : right - left);

/** Whether `candidate` clears better than `best` under the rule's order of preference. */
function clearsBetter(candidate: ItayoseClearing, best: ItayoseClearing, reference: Price): boolean {
  if (candidate.volume !== best.volume) return candidate.volume > best.volume;
  const imbalance = Math.abs(candidate.demand - candidate.supply);
  const bestImbalance = Math.abs(best.demand - best.supply);
  if (imbalance !== bestImbalance) return imbalance < bestImbalance;
  const near = distance(candidate.price, reference);
  const bestNear = distance(best.price, reference);
  if (near !== bestNear) return near < bestNear;
  return candidate.price < best.price;
}

/**
 * The clearing of `orders` by the rule above, or null when nothing can execute (no limit price
 * at all, or buyers and sellers do not cross at any price).
 */
export function itayose(orders: readonly AuctionOrder[], reference: Price): ItayoseClearing | null {
  const prices = [...new Set(orders.flatMap((order) => (order.price === null ? [] : [order.price])))].sort((left, right) =>
    left < right ? -1 : left > right ? 1 : 0,
  );
  let best: ItayoseClearing | null = null;
  for (const price of prices) {
    let demand = 0;
    let supply = 0;
    for (const order of orders) {
      if (order.side === 'buy' && (order.price === null || order.price >= price)) demand += order.shares;
      if (order.side === 'sell' && (order.price === null || order.price <= price)) supply += order.shares;
    }
    const clearing = { price, volume: Math.min(demand, supply), demand, supply };
    if (clearing.volume > 0 && (best === null || clearsBetter(clearing, best, reference))) best = clearing;
  }
  return best;
}
