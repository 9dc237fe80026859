import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intlLocale, languages } from './languages';
import {
  formatCompact,
  formatMoney,
  formatNumber,
  formatSignedMoney,
  formatSignedNumber,
  formatSignedPercent,
  roundDecimal,
} from './format';

describe('formatMoney', () => {
  it.each([
    { value: '1234', shown: '¥1,234.00' },
    { value: '1234.5', shown: '¥1,234.50' },
    { value: '1234.005', shown: '¥1,234.01' },
    { value: '-1234.004', shown: '-¥1,234.00' },
    { value: '-0.001', shown: '¥0.00' },
    { value: '0', shown: '¥0.00' },
    { value: '12345678901234567890.12', shown: '¥12,345,678,901,234,567,890.12' },
    { value: 1234.5, shown: '¥1,234.50' },
    { value: 'abc', shown: '¥0.00' },
    { value: '', shown: '¥0.00' },
    { value: null, shown: '¥0.00' },
    { value: undefined, shown: '¥0.00' },
    { value: Number.NaN, shown: '¥0.00' },
  ])('$value → $shown', ({ value, shown }) => {
    expect(formatMoney(value)).toBe(shown);
  });

  it('takes another symbol', () => {
    expect(formatMoney('5', '$')).toBe('$5.00');
  });

  it('defaults to the yen sign U+00A5, never the Cyrillic look-alike U+04B0', () => {
    expect(formatMoney('1')).toBe('\u00a51.00');
    expect(formatMoney('1')).not.toContain('\u04b0');
  });

  it('formats yen with the configured symbol, as every language of the app writes it (Intl’s Japanese ￥ too)', () => {
    expect(formatMoney('-1234567.5', '¥')).toBe('-¥1,234,567.50');
  });
});

describe('the yen layout is the one Intl writes', () => {
  it.each(languages)('in %s, for any amount', (language) => {
    const intl = new Intl.NumberFormat(intlLocale[language], {
      style: 'currency',
      currency: 'JPY',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'never',
    });
    const amounts = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.integer({ min: 0, max: 99 }))
      .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`);
    fc.assert(
      fc.property(amounts, (amount) => {
        const parts = intl.formatToParts(amount as `${number}`);
        const written = parts.map((part) => (part.type === 'currency' ? '¥' : part.value)).join('');
        expect(formatMoney(amount, '¥')).toBe(written);
        expect(formatMoney(`-${amount}`, '¥')).toBe(/^0\.00$/.test(amount) ? written : `-${written}`);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('one sign rule for every signed figure: the sign comes from the value as shown', () => {
  it.each([
    { value: '600', shown: '+¥600.00' },
    { value: '-1347', shown: '-¥1,347.00' },
    { value: '0', shown: '¥0.00' },
    // Rounds to zero, so no sign: not "+¥0.00" nor "-¥0.00".
    { value: '0.001', shown: '¥0.00' },
    { value: '-0.004', shown: '¥0.00' },
  ])('money $value → $shown', ({ value, shown }) => {
    expect(formatSignedMoney(value, '¥')).toBe(shown);
  });

  it.each([
    { value: '12.5', decimals: 1, shown: '+12.5' },
    { value: '-3.58', decimals: 2, shown: '-3.58' },
    { value: '1234.5', decimals: 1, shown: '+1,234.5' },
    { value: '0', decimals: 0, shown: '0' },
    { value: '-0.001', decimals: 2, shown: '0.00' },
  ])('number $value to $decimals places → $shown', ({ value, decimals, shown }) => {
    expect(formatSignedNumber(value, decimals)).toBe(shown);
  });

  it.each([
    { value: '0.14', shown: '+0.14%' },
    { value: '-1.2', shown: '-1.20%' },
    { value: '0.001', shown: '0.00%' },
  ])('percent $value → $shown', ({ value, shown }) => {
    expect(formatSignedPercent(value)).toBe(shown);
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
