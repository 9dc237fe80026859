import { describe, expect, it } from 'vitest';
import { holdFor, priceOf, sharesOf } from './offer-figures';

describe('the figures of an apply or bid sheet', () => {
  it('holds price × shares rounded up to the yen, as the server does', () => {
    // ¥1,234 × 300 = ¥370,200; ¥157.5 × 100 = ¥15,750; ¥0.01 × 100 = ¥1.
    expect(holdFor('1234', 300)).toBe('370200');
    expect(holdFor('157.5', 100)).toBe('15750');
    expect(holdFor('0.01', 100)).toBe('1');
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
