/**
 * What a close at market is likely to fill at: a long sells into the best bid, a short buys from
 * the best ask (the rule in @kabuto/domain), read from the live book; the last trade only when
 * that side of the book is empty. The dialog calls it an estimate: the close walks the book.
 */
import { closingQuote, closingSide } from '@kabuto/domain';
import { useQuote } from '../shared/api/get-quote';
import { useLiveDepth } from '../shared/live/use-live-depth';
import type { PositionDetail } from './api/get-position';

export interface CloseEstimate {
  price: string;
  quoteSide: 'bid' | 'ask' | 'last';
}

export function closeEstimate(
  position: Pick<PositionDetail, 'direction' | 'currentPrice'>,
  depth: { bids: readonly { price: string }[]; asks: readonly { price: string }[] } | undefined,
): CloseEstimate {
  const quote = closingQuote(position.direction, {
    bestBid: depth?.bids[0]?.price ?? null,
    bestAsk: depth?.asks[0]?.price ?? null,
  });
  if (quote === null) return { price: position.currentPrice, quoteSide: 'last' };
  return { price: quote, quoteSide: closingSide(position.direction) === 'sell' ? 'bid' : 'ask' };
}

export function useCloseEstimate(position: PositionDetail): CloseEstimate {
  // A stock not listed yet (an IPO's) has no quote to ask for until it lists.
  const quote = useQuote(position.status === 'holding' && position.listingAt === null ? position.symbol : '');
  const depth = useLiveDepth(quote.data);
  return closeEstimate(position, depth);
}
