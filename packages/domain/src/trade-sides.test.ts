import { describe, expect, it } from 'vitest';
import { closingQuote, closingSide, openingSide } from './trade-sides';

describe('which side of the book each end of a position trades on', () => {
  it.each([
    { direction: 'long', opens: 'buy', closes: 'sell' },
    { direction: 'short', opens: 'sell', closes: 'buy' },
  ] as const)('a $direction opens with a $opens and closes with a $closes', ({ direction, opens, closes }) => {
    expect(openingSide(direction)).toBe(opens);
    expect(closingSide(direction)).toBe(closes);
  });

  it.each([
    // A long closes by selling into the best bid; a short by buying from the best ask.
    { direction: 'long', quote: '1864.5' },
    { direction: 'short', quote: '1865' },
  ] as const)('a $direction closing at market is quoted at $quote', ({ direction, quote }) => {
    expect(closingQuote(direction, { bestBid: '1864.5', bestAsk: '1865' })).toBe(quote);
  });

  it('has no quote when the closing side of the book is empty', () => {
    expect(closingQuote('short', { bestBid: '1864.5', bestAsk: null })).toBeNull();
  });
});
