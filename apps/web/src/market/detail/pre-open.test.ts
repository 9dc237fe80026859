import { describe, expect, it } from 'vitest';
import { detailView } from './pre-open';

const indicative = { price: '2450.5', changePct: '1.23', volume: 12_300, time: '2026-11-24T23:30:00.000Z' };

describe('the stock screen’s choice of price', () => {
  it('shows the indicative opening while the pre-open book takes orders', () => {
    expect(detailView({ kind: 'stock', indicativeOpen: indicative })).toEqual({ kind: 'preOpen', indicative });
  });

  it('shows the live quote and book once the stock opened, or whenever there is no indicative price', () => {
    expect(detailView({ kind: 'stock', indicativeOpen: null })).toEqual({ kind: 'trading' });
  });

  it('never shows an index as pre-open: it has no auction of its own', () => {
    expect(detailView({ kind: 'index', indicativeOpen: indicative })).toEqual({ kind: 'trading' });
  });
});
