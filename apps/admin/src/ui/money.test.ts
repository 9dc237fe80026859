import { describe, expect, it } from 'vitest';
import { formatAmount, formatSignedAmount, formatYen, isZeroAmount } from './money';

describe('formatAmount', () => {
  it.each([
    { amount: '12000', currency: 'JPY', text: '¥12,000' },
    { amount: '12000.00', currency: 'JPY', text: '¥12,000' },
    { amount: '1250.5', currency: 'USD', text: 'US$1,250.50' },
    { amount: '-1250.5', currency: 'USD', text: '-US$1,250.50' },
    { amount: '1234567', currency: 'KRW', text: '₩1,234,567' },
    { amount: '0', currency: 'TWD', text: 'NT$0.00' },
  ] as const)('shows $amount $currency as $text', ({ amount, currency, text }) => {
    expect(formatAmount(amount, currency)).toBe(text);
  });
});

describe('isZeroAmount', () => {
  it.each(['0', '0.00', '-0', ' 000 '])('reads %s as zero', (amount) => {
    expect(isZeroAmount(amount)).toBe(true);
  });

  it.each(['1', '-0.01', '0.10', '100'])('reads %s as not zero', (amount) => {
    expect(isZeroAmount(amount)).toBe(false);
  });
});

describe('formatSignedAmount', () => {
  it.each([
    { amount: '600', currency: 'JPY', text: '+¥600' },
    { amount: '-1347', currency: 'JPY', text: '-¥1,347' },
    { amount: '0', currency: 'JPY', text: '¥0' },
    { amount: '-25', currency: 'USD', text: '-US$25.00' },
  ] as const)('takes the sign of $amount from the value: $text', ({ amount, currency, text }) => {
    expect(formatSignedAmount(amount, currency)).toBe(text);
  });
});

describe('formatYen', () => {
  it.each([
    { amount: '12000', text: '¥12,000' },
    { amount: '-600', text: '-¥600' },
    { amount: null, text: '—' },
  ])('shows $amount as $text', ({ amount, text }) => {
    expect(formatYen(amount)).toBe(text);
  });
});
