import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allotmentCost, formatAmount, formatPrice, parsePrice, shareUnit } from '@kabuto/domain';
import { holdFor, priceOf, sharesOf } from './offer-figures';

describe('the figures of an apply or bid sheet', () => {
  it('holds price × shares rounded up to the yen, as the server does', () => {
    // ¥1,234 × 300 = ¥370,200; ¥157.5 × 100 = ¥15,750; ¥0.01 × 100 = ¥1.
    expect(holdFor('1234', 300)).toBe('370200');
    expect(holdFor('157.5', 100)).toBe('15750');
    expect(holdFor('0.01', 100)).toBe('1');
  });

  it('holds what the server holds for whole lots, and ⌈sen × shares ÷ 100⌉ yen for any shares', () => {
    const sen = fc.bigInt({ min: 1n, max: 99_999_999n });
    fc.assert(
      fc.property(sen, fc.integer({ min: 1, max: 1000 }), (priceSen, lots) => {
        const price = formatPrice(priceSen);
        const parsed = parsePrice(price);
        if (parsed === null) throw new Error(`not a price: ${price}`);
        // The server's placements: allotmentCost(price, shares / shareUnit, shareUnit).
        expect(holdFor(price, lots * shareUnit)).toBe(formatAmount(allotmentCost(parsed, lots, shareUnit)));
      }),
    );
    fc.assert(
      fc.property(sen, fc.integer({ min: 0, max: 1_000_000 }), (priceSen, shares) => {
        // An independent reference: sen × shares, rounded up to whole yen.
        const reference = (priceSen * BigInt(shares) + 99n) / 100n;
        expect(holdFor(formatPrice(priceSen), shares)).toBe(reference.toString());
      }),
    );
  });

  it('takes whole shares and prices with at most two decimals', () => {
    expect(sharesOf('200')).toBe(200);
    expect(sharesOf('2.5')).toBeNull();
    expect(sharesOf('0')).toBeNull();
    expect(priceOf('1234.5')).toBe('1234.5');
    expect(priceOf('1234.567')).toBeNull();
    expect(priceOf('abc')).toBeNull();
  });
});
