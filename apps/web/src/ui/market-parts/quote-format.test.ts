import { describe, expect, it } from 'vitest';
import { formatChange, formatPercent, formatPrice, priceDecimals } from './quote-format';

describe('quote formatting', () => {
  it.each([
    { value: '2610.5', min: 0, shown: '2,610.5' },
    { value: '744', min: 0, shown: '744' },
    { value: '37996.4', min: 2, shown: '37,996.40' },
    { value: null, min: 0, shown: '—' },
    { value: '', min: 0, shown: '—' },
  ])('prices $value (at least $min places) as $shown', ({ value, min, shown }) => {
    expect(formatPrice(value, min)).toBe(shown);
  });

  it.each([
    { value: '12.5', shown: '+12.5' },
    { value: '-3.58', shown: '-3.58' },
    { value: '0', shown: '0' },
    { value: '1500', shown: '+1,500' },
  ])('signs a change of $value as $shown', ({ value, shown }) => {
    expect(formatChange(value)).toBe(shown);
  });

  it.each([
    { value: '0.14', shown: '+0.14%' },
    { value: '-1.2', shown: '-1.20%' },
    { value: '0.00', shown: '0.00%' },
    { value: '-0.001', shown: '0.00%' },
  ])('shows a change of $value % as $shown', ({ value, shown }) => {
    expect(formatPercent(value)).toBe(shown);
  });

  it('takes the decimals of the tick size, and two for an index', () => {
    expect(priceDecimals('stock', '0.1')).toBe(1);
    expect(priceDecimals('stock', '5')).toBe(0);
    expect(priceDecimals('stock', null)).toBe(0);
    expect(priceDecimals('index')).toBe(2);
  });
});
