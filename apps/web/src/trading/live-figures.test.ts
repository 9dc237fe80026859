import { describe, expect, it } from 'vitest';
import { liveFigures, liveTotals } from './live-figures';

const long = { direction: 'long', shares: 300, costBasis: '645150.00', margin: '322575' } as const;

describe('live figures of a holding position', () => {
  it.each([
    // 300 × 2,160 − 645,150 = 2,850; 2,850 ÷ 322,575 = 0.8835…% → 0.88%
    { direction: 'long', last: '2160', pnl: '2850', pnlPct: '0.88', marketValue: '648000.00' },
    // short: the opposite, −2,850 → −0.88%
    { direction: 'short', last: '2160', pnl: '-2850', pnlPct: '-0.88', marketValue: '648000.00' },
    // 300 × 2,100.5 − 645,150 = −15,000
    { direction: 'long', last: '2100.5', pnl: '-15000', pnlPct: '-4.65', marketValue: '630150.00' },
    // unchanged price: nothing gained or lost
    { direction: 'long', last: '2150.5', pnl: '0', pnlPct: '0.00', marketValue: '645150.00' },
  ] as const)('$direction at $last: P&L $pnl ($pnlPct%)', ({ direction, last, pnl, pnlPct, marketValue }) => {
    expect(liveFigures({ ...long, direction }, last)).toEqual({ currentPrice: last, marketValue, pnl, pnlPct });
  });

  it('rounds half-even to the yen, from the exact cost basis rather than the average price', () => {
    // 1 share at a cost of 100.50: at 101 the P&L is 0.50 → 0 (even); at 102, 1.50 → 2 (even).
    const one = { direction: 'long', shares: 1, costBasis: '100.50', margin: '101' } as const;
    expect(liveFigures(one, '101')?.pnl).toBe('0');
    expect(liveFigures(one, '102')?.pnl).toBe('2');
    // Short, the same steps are −0.50 → 0 and −1.50 → −2: a long and a short settle opposite yen.
    expect(liveFigures({ ...one, direction: 'short' }, '101')?.pnl).toBe('0');
    expect(liveFigures({ ...one, direction: 'short' }, '102')?.pnl).toBe('-2');
  });

  it('keeps digits a number would lose', () => {
    // 9,007,199,254,740,993 × 1 − 1 = 9,007,199,254,740,992: past 2^53, still exact.
    const huge = { direction: 'long', shares: 1, costBasis: '1', margin: '1' } as const;
    expect(liveFigures(huge, '9007199254740993')?.pnl).toBe('9007199254740992');
  });

  it('gives up on a price it can’t read, so the server’s figures stay', () => {
    expect(liveFigures(long, 'abc')).toBeNull();
    expect(liveFigures(long, '2150.555')).toBeNull();
    expect(liveFigures(long, '0')).toBeNull();
    expect(liveFigures({ ...long, costBasis: 'x' }, '2160')).toBeNull();
  });
});

describe('live totals', () => {
  it('moves the served totals by what each marked row changed', () => {
    const totals = { marketValue: '1000000.00', unrealizedPnl: '-5000' };
    const rows = [
      // +3,000 of value and +3,000 of P&L
      { served: { marketValue: '645150.00', pnl: '-150' }, live: liveFigures(long, '2160.5') },
      // A row without a live price leaves the totals as served.
      { served: { marketValue: '354850.00', pnl: '-4850' }, live: null },
    ];
    // 1,000,000 + (648,150 − 645,150) = 1,003,000; −5,000 + (3,000 − (−150)) = −1,850
    expect(liveTotals(totals, rows)).toEqual({ marketValue: '1003000.00', unrealizedPnl: '-1850' });
  });

  it('answers the served totals when nothing is live', () => {
    const totals = { marketValue: '0.00', unrealizedPnl: '0' };
    expect(liveTotals(totals, [])).toEqual(totals);
  });
});
