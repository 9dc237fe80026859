import { describe, expect, it } from 'vitest';
import { formatAmount, formatSignedAmount, formatSignificant, shortfallOf } from './money';

describe('formatAmount', () => {
  it.each([
    { value: '1000000', currency: 'JPY', text: '¥1,000,000.00' },
    { value: '-2500', currency: 'JPY', text: '-¥2,500.00' },
    { value: '1234.5', currency: 'USD', text: '1,234.50 USD' },
    { value: '1200', currency: 'KRW', text: '1,200 KRW' },
    { value: '25000', currency: 'VND', text: '25,000 VND' },
  ] as const)('shows $value $currency as $text', ({ value, currency, text }) => {
    expect(formatAmount(value, currency, '¥')).toBe(text);
  });
});

describe('formatSignedAmount', () => {
  it.each([
    { value: '50000', currency: 'JPY', text: '+¥50,000.00' },
    { value: '-50000', currency: 'JPY', text: '-¥50,000.00' },
    { value: '0', currency: 'USD', text: '0.00 USD' },
    { value: '65.69', currency: 'USD', text: '+65.69 USD' },
  ] as const)('shows $value $currency as $text', ({ value, currency, text }) => {
    expect(formatSignedAmount(value, currency, '¥')).toBe(text);
  });
});

describe('formatSignificant', () => {
  it.each([
    { rate: '152.23456789', text: '152.235' },
    { rate: '0.0065731234', text: '0.00657312' },
    { rate: '0.0065730000', text: '0.006573' },
    { rate: '1462.9', text: '1,462.9' },
    { rate: '25432.123456', text: '25,432.1' },
    { rate: '1234567.89', text: '1,234,568' },
    { rate: '7.25', text: '7.25' },
    { rate: 'n/a', text: 'n/a' },
  ])('reads $rate as $text', ({ rate, text }) => {
    expect(formatSignificant(rate)).toBe(text);
  });
});

describe('shortfallOf', () => {
  it('says how much more is needed, in the decimals the figures carry', () => {
    expect(shortfallOf('459000', '400000.50')).toBe('58999.50');
    expect(shortfallOf('100', '100')).toBeNull();
    expect(shortfallOf('99.99', '100')).toBeNull();
  });
});
