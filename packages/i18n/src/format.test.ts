import { describe, expect, it } from 'vitest';
import { formatCompact, formatMoney, formatNumber, roundDecimal } from './format';

describe('formatMoney', () => {
  it.each([
    { value: '1234', shown: 'Ұ1,234.00' },
    { value: '1234.5', shown: 'Ұ1,234.50' },
    { value: '1234.005', shown: 'Ұ1,234.01' },
    { value: '-1234.004', shown: '-Ұ1,234.00' },
    { value: '-0.001', shown: 'Ұ0.00' },
    { value: '0', shown: 'Ұ0.00' },
    { value: '12345678901234567890.12', shown: 'Ұ12,345,678,901,234,567,890.12' },
    { value: 1234.5, shown: 'Ұ1,234.50' },
    { value: 'abc', shown: 'Ұ0.00' },
    { value: '', shown: 'Ұ0.00' },
    { value: null, shown: 'Ұ0.00' },
    { value: undefined, shown: 'Ұ0.00' },
    { value: Number.NaN, shown: 'Ұ0.00' },
  ])('$value → $shown', ({ value, shown }) => {
    expect(formatMoney(value)).toBe(shown);
  });

  it('takes another symbol', () => {
    expect(formatMoney('5', '$')).toBe('$5.00');
  });
});

describe('roundDecimal', () => {
  it.each([
    ['2.5', 0, '3'],
    ['-2.5', 0, '-3'],
    ['0.125', 2, '0.13'],
    ['7', 3, '7.000'],
    ['1e5', 2, null],
  ] as const)('%s to %i places → %s', (value, decimals, rounded) => {
    expect(roundDecimal(value, decimals)).toBe(rounded);
  });
});

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(formatNumber('1234567.891', 2)).toBe('1,234,567.89');
    expect(formatNumber('1234567', 0)).toBe('1,234,567');
  });
});

describe('formatCompact', () => {
  it.each([
    { value: '999', language: 'en', shown: '999' },
    { value: '12345', language: 'en', shown: '12.35K' },
    { value: '12345678', language: 'en', shown: '12.35M' },
    { value: '1234567890', language: 'en', shown: '1.23B' },
    { value: '9999', language: 'jp', shown: '9,999' },
    { value: '12345', language: 'jp', shown: '1.23万' },
    { value: '12345678', language: 'jp', shown: '1,234.57万' },
    { value: '123456789', language: 'jp', shown: '1.23億' },
    { value: '123456789', language: 'tw', shown: '1.23億' },
    { value: '12345', language: 'tw', shown: '1.23萬' },
    { value: '-12345678', language: 'en', shown: '-12.35M' },
    { value: 'x', language: 'en', shown: '0' },
  ] as const)('$value in $language → $shown', ({ value, language, shown }) => {
    expect(formatCompact(value, language)).toBe(shown);
  });
});
