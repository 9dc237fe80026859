/**
 * Which side of the book each end of a position trades on. A long opens with a buy and closes with
 * a sell; a short opens with a sell and closes with a buy, so a screen that calls the opening price
 * "buy price" tells a short's holder the wrong story. Screens label prices open/close and name
 * the side from here; the close-at-market estimate reads the book on the closing side.
 */
import type { Direction } from './trading-config';

export type TradeSide = 'buy' | 'sell';

/** The side that opens a position: a long buys, a short sells. */
export function openingSide(direction: Direction): TradeSide {
  return direction === 'long' ? 'buy' : 'sell';
}

/** The side that closes it: a long sells (into the bids), a short buys back (from the asks). */
export function closingSide(direction: Direction): TradeSide {
  return direction === 'long' ? 'sell' : 'buy';
}

/**
 * The best price a close at market would start filling at: the best bid for a long, the best
 * ask for a short; null when that side of the book is empty. It is an estimate: a close walks the
 * book, and the book moves.
 */
export function closingQuote(direction: Direction, book: { bestBid: string | null; bestAsk: string | null }): string | null {
  return closingSide(direction) === 'sell' ? book.bestBid : book.bestAsk;
}
