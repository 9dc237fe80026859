/** Document figures: canonical JSON, entry ranges, a month that must reconcile, and an annual sale's arithmetic. */
import { describe, expect, it } from 'vitest';
import { annualSale, canonicalJson, entryRange, monthlyCash } from './document-figures';

describe('document figures', () => {
  it('writes canonical JSON with keys sorted at every depth, so equal figures hash equally', () => {
    expect(canonicalJson({ b: '1', a: [{ d: 2, c: null }] })).toBe('{"a":[{"c":null,"d":2}],"b":"1"}');
    expect(canonicalJson({ a: '1', b: '2' })).toBe(canonicalJson({ b: '2', a: '1' }));
  });

  it('gives the smallest and largest entry id, or null without entries', () => {
    expect(entryRange([12n, 3n, 40n])).toEqual({ from: '3', to: '40' });
    expect(entryRange([])).toBeNull();
  });

  it('keeps a month whose movements lead from the opening to the closing cash, and throws on one that does not', () => {
    const at = new Date('2026-10-03T03:00:00Z');
    const movements = [
      { entryId: 5n, bucket: 'available' as const, reason: 'deposit', reference: 'D1', at, amount: 1_000n, balanceAfter: 1_500n },
      { entryId: 6n, bucket: 'available' as const, reason: 'reward', reference: 'R1', at, amount: 10n, balanceAfter: 1_510n },
    ];
    // 500 + 1,000 + 10 = 1,510
    expect(monthlyCash(500n, 1_510n, movements).map((line) => line.amount)).toEqual(['1000', '10']);
    expect(() => monthlyCash(500n, 1_511n, movements)).toThrow(/does not reconcile/);
  });

  it.each([
    // Long: sold at 230,000.00, bought at 215,000.00 + fees 215 + 230 + duty 0 → gain 14,555.00.
    { direction: 'long', entry: 21_500_000n, close: 23_000_000n, proceeds: '230000', cost: '215445', gain: '14555' },
    // Short: sold first at 215,000.00, bought back at 230,000.00 + 445 of fees → loss 15,445.00.
    { direction: 'short', entry: 21_500_000n, close: 23_000_000n, proceeds: '215000', cost: '230445', gain: '-15445' },
  ] as const)(
    'works out a $direction sale: proceeds, cost with fees, gain',
    ({ direction, entry, close, proceeds, cost, gain }) => {
      const sale = annualSale({
        positionNo: 'P1',
        symbol: '7203',
        direction,
        shares: 100,
        entryNotional: entry,
        closeNotional: close,
        openingFee: 215n,
        stampDuty: 0n,
        closingFee: 230n,
        closedAt: new Date('2026-03-01T00:00:00Z'),
      });
      expect({ proceeds: sale.proceeds, cost: sale.cost, gain: sale.gain }).toEqual({ proceeds, cost, gain });
    },
  );
});
