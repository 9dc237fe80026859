import { asSen, yen } from '@kabuto/domain';
import { describe, expect, it } from 'vitest';
import { dayBarOf, dayBarTime, sameBar } from './day-bar';
import type { DaySummary } from './source';

const summary: DaySummary = {
  symbol: '1822',
  tradingDate: '2026-11-25',
  previousClose: yen('1800'),
  limitUp: yen('2100'),
  limitDown: yen('1500'),
  open: yen('1801'),
  high: yen('1931'),
  low: yen('1794'),
  last: yen('1867'),
  volume: 113_000,
  // Σ price × shares in sen; any exact figure will do, it is carried over as it is.
  turnover: asSen(21_000_000_00n),
};

describe('today’s daily bar', () => {
  it('is the quote’s day: open, high, low, last as close, volume and turnover, at midnight Japan time', () => {
    expect(dayBarOf(summary)).toEqual({
      time: new Date('2026-11-24T15:00:00Z'),
      open: yen('1801'),
      high: yen('1931'),
      low: yen('1794'),
      close: yen('1867'),
      volume: 113_000,
      turnover: asSen(21_000_000_00n),
    });
  });

  it('does not exist before the day’s first trade', () => {
    expect(dayBarOf({ ...summary, open: null, high: null, low: null, last: null, volume: 0, turnover: asSen(0n) })).toBeNull();
  });

  it('starts at midnight in Tokyo, 15:00 UTC the day before', () => {
    expect(dayBarTime('2026-01-01').toISOString()).toBe('2025-12-31T15:00:00.000Z');
  });

  it('needs a write only when a field changed', () => {
    const bar = dayBarOf(summary);
    if (!bar) throw new Error('a bar');
    expect(sameBar(bar, { ...bar })).toBe(true);
    expect(sameBar(bar, { ...bar, volume: 113_100 })).toBe(false);
    expect(sameBar(undefined, bar)).toBe(false);
  });
});
