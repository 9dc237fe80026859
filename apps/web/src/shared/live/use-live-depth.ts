/** The five levels of the book, from the stream while it is open, else from the polled quote. */
import { useState } from 'react';
import { useStream } from '../../api/use-stream';
import type { QuoteWithDepth } from '../api/get-quote';
import { readLiveDepth, type Depth } from './stream-messages';

export function useLiveDepth(quote: QuoteWithDepth | undefined): Depth | undefined {
  const [live, setLive] = useState<{ symbol: string; depth: Depth; time: string } | null>(null);
  const symbol = quote?.symbol ?? '';
  useStream(symbol ? [`depth:${symbol}`] : [], ({ data }) => {
    const message = readLiveDepth(data);
    if (message) setLive({ symbol, ...message });
  });
  // The newer of the two wins: a poll after the stream dropped beats the last streamed book.
  if (live && quote && live.symbol === quote.symbol && live.time >= quote.updatedAt) return live.depth;
  return quote?.depth;
}
