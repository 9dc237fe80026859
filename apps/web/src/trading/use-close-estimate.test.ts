import { describe, expect, it } from 'vitest';
import { closeEstimate } from './use-close-estimate';

const depth = { bids: [{ price: '1864.5' }, { price: '1864' }], asks: [{ price: '1865' }, { price: '1865.5' }] };

describe('the close-at-market estimate quotes the side it fills at', () => {
  it('quotes a long at the best bid, not the last trade', () => {
    // Last 1,867, best bid 1,864.5: a long closes by selling, so 1,864.5.
    expect(closeEstimate({ direction: 'long', currentPrice: '1867' }, depth)).toEqual({ price: '1864.5', quoteSide: 'bid' });
  });

  it('quotes a short at the best ask', () => {
    expect(closeEstimate({ direction: 'short', currentPrice: '1867' }, depth)).toEqual({ price: '1865', quoteSide: 'ask' });
  });

  it('falls back to the last trade, saying so, when that side of the book is empty', () => {
    expect(closeEstimate({ direction: 'long', currentPrice: '1867' }, { bids: [], asks: depth.asks })).toEqual({
      price: '1867',
      quoteSide: 'last',
    });
  });
});
