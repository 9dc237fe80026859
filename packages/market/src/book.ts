/**
 * A five-level order book around the last price, on the tick grid and inside the day's limits.
 */
import { stepTicks, type Price, type PriceLimits, type TickTable } from '@kabuto/domain';
import type { BookLevel, OrderBook } from './source';

export const bookDepth = 5;

export interface BookInput {
  readonly symbol: string;
  readonly time: Date;
  /** The last trade price (the previous close before the first trade): on the grid, inside the limits. */
  readonly last: Price;
  /** Which side the last price is best on: `bid` when the market leans up from it, `ask` when down. */
  readonly lastSide: 'bid' | 'ask';
  /** Ticks between the best bid and the best ask: 1 for a liquid stock, more for a thin one. */
  readonly spreadTicks: number;
  readonly table: TickTable;
  readonly limits: PriceLimits;
  /** Sizes in shares, whole lots: five bids (best first), then five asks. */
  readonly sizes: readonly number[];
}

/**
 * Levels step one tick outward from the best prices, crossing band edges as the exchange does,
 * and stop at the limits: at ストップ高 the ask side is empty, at ストップ安 the bid side.
 */
export function buildBook(input: BookInput): OrderBook {
  const { last, table, limits, spreadTicks } = input;
  if (spreadTicks < 1) throw new Error('The best ask is at least one tick above the best bid');
  const bestBid = input.lastSide === 'bid' ? last : stepTicks(last, -spreadTicks, table);
  const bestAsk = input.lastSide === 'ask' ? last : stepTicks(last, spreadTicks, table);
  const side = (best: Price | null, direction: 1 | -1, offset: number): BookLevel[] => {
    const levels: BookLevel[] = [];
    let price = best;
    for (let level = 0; level < bookDepth && price !== null; level++) {
      if (price > limits.limitUp || price < limits.limitDown) break;
      const shares = input.sizes[offset + level];
      if (shares === undefined || shares <= 0) throw new Error(`No size for level ${offset + level} of ${input.symbol}`);
      levels.push({ price, shares });
      price = stepTicks(price, direction, table);
    }
    return levels;
  };
  return { symbol: input.symbol, time: input.time, bids: side(bestBid, -1, 0), asks: side(bestAsk, 1, bookDepth) };
}
