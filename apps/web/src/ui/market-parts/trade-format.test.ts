import { describe, expect, it } from 'vitest';
import { showPercent, showPrice } from './trade-format';

describe('trade figures', () => {
  it.each([
    ['2150.50', '2,150.5'],
    ['2150.00', '2,150'],
    ['2150', '2,150'],
    ['999.9', '999.9'],
    ['0.50', '0.5'],
    [null, '—'],
    ['', '—'],
  ])('price %s → %s', (value, shown) => {
    expect(showPrice(value)).toBe(shown);
  });

  it.each([
    ['1.25', '+1.25%'],
    ['-0.4', '-0.40%'],
    ['0', '0.00%'],
  ])('percent %s → %s', (value, shown) => {
    expect(showPercent(value)).toBe(shown);
  });
});
