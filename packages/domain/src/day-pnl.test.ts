import { describe, expect, it } from 'vitest';
import { asPrice, asSen } from './stock-exchange-rules';
import { dayPnl, positionDayPnl, type DayPosition } from './day-pnl';
import { yenAmount } from './trading-money';

// Prices in sen (1/100 yen): 210000n is ¥2,100.
const base: DayPosition = {
  direction: 'long',
  shares: 100,
  entryNotional: asSen(100n * 200000n),
  openedToday: false,
  openingCharges: yenAmount(200n),
  previousClose: asPrice(210000n),
  endPrice: asPrice(215000n),
  closingFee: yenAmount(0n),
};

describe('the day’s P&L, from recorded positions and the day’s prices', () => {
  it.each([
    // Held overnight: 100 × (2,150 − 2,100) = 5,000; the opening charges were paid another day.
    { case: 'a long held overnight moves from the previous close', position: base, pnl: 5000n },
    // Short: 100 × (2,100 − 2,150) = −5,000.
    { case: 'a short held overnight loses when the price rises', position: { ...base, direction: 'short' }, pnl: -5000n },
    // Opened today at 2,000: 100 × (2,150 − 2,000) = 15,000 − 200 charges = 14,800.
    {
      case: 'a long opened today moves from its cost, less today’s charges',
      position: { ...base, openedToday: true },
      pnl: 14800n,
    },
    // Closed today at 2,150 after a night: 5,000 − closing fee 215 = 4,785.
    {
      case: 'a position closed today counts to its close, less the closing fee',
      position: { ...base, closingFee: yenAmount(215n) },
      pnl: 4785n,
    },
    // 3 shares × (2,100.5 − 2,100) = 1.5 yen → half-even 2.
    {
      case: 'rounds half to even once per position',
      position: { ...base, shares: 3, entryNotional: asSen(3n * 200000n), endPrice: asPrice(210050n) },
      pnl: 2n,
    },
  ] as const)('$case: $pnl', ({ position, pnl }) => {
    expect(positionDayPnl(position)).toEqual(yenAmount(pnl));
  });

  it('adds the positions up', () => {
    // 5,000 + (−5,000) + 14,800 = 14,800.
    expect(dayPnl([base, { ...base, direction: 'short' }, { ...base, openedToday: true }])).toEqual(yenAmount(14800n));
    expect(dayPnl([])).toEqual(yenAmount(0n));
  });
});
