import { describe, expect, it } from 'vitest';
import { readLiveBar, readLiveDepth, readLiveIndices, readLiveQuote, withLiveQuote } from './stream-messages';

const quote = {
  symbol: '7203',
  name: 'トヨタ',
  exchange: 'TSE',
  kind: 'stock',
  board: 'prime',
  last: '2500',
  open: '2490',
  prevClose: '2480',
  high: '2510',
  low: '2485',
  change: '20',
  changePct: '0.81',
  volume: 1200,
  turnover: '3000000',
  limitUp: '2980',
  limitDown: '1980',
  status: 'trading',
  simulated: true,
  updatedAt: '2026-11-22T06:00:00.000Z',
} as const;

describe('stream messages', () => {
  it('names a streamed quote in the member’s language', () => {
    const data = { ...quote, names: { en: 'Toyota', tw: '豐田', jp: 'トヨタ' } };
    expect(readLiveQuote(data, 'en')?.name).toBe('Toyota');
    expect(readLiveQuote(data, 'tw')?.name).toBe('豐田');
  });

  it('leaves the name open when the message has none, and ignores what is not a quote', () => {
    expect(readLiveQuote(quote, 'en')?.name).toBeNull();
    expect(readLiveQuote({ symbol: '7203' }, 'en')).toBeNull();
    expect(readLiveIndices([quote, 'junk'], 'jp')).toHaveLength(1);
    expect(readLiveIndices(null, 'jp')).toEqual([]);
  });

  it('reads depth and bars', () => {
    const depth = { bids: [{ price: '2499', shares: 300 }], asks: [{ price: '2501', shares: 100 }] };
    expect(readLiveDepth({ symbol: '7203', depth, time: 't' })).toEqual({ depth, time: 't' });
    const bar = { time: '2026-11-22T06:00:00.000Z', open: '1', high: '2', low: '1', close: '2', volume: 5, turnover: '10' };
    expect(readLiveBar({ symbol: '7203', period: '1m', bar })).toEqual(bar);
    expect(readLiveBar({ bar: { time: 'x' } })).toBeNull();
  });

  it('lays newer figures over a row and keeps its name when the message has none', () => {
    const live = { ...quote, last: '2520', updatedAt: '2026-11-22T06:00:05.000Z', name: null };
    expect(withLiveQuote(quote, live)).toMatchObject({ last: '2520', name: 'トヨタ' });
  });

  it('ignores a message older than the row, or about another stock', () => {
    const older = { ...quote, last: '1', updatedAt: '2026-11-22T05:59:00.000Z', name: 'x' };
    expect(withLiveQuote(quote, older)).toBe(quote);
    expect(withLiveQuote(quote, { ...older, symbol: '6758', updatedAt: '2027-01-01T00:00:00.000Z' })).toBe(quote);
  });
});
