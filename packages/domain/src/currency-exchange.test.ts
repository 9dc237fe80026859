import { currencies, type Currency } from '@kabuto/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimal, formatDecimal, pow10, roundingModes, type Decimal } from './decimal';
import { convert, crossRate, crossRateScale, quoteExchange, type QuotesPerUsd } from './currency-exchange';
import { formatAmount, minorUnitScale, money } from './money';

// Mid rates per US dollar, in the shape of the service's rate table.
const quotes: QuotesPerUsd = {
  JPY: decimal('151.2345'),
  CNY: decimal('7.2461'),
  TWD: decimal('32.415'),
  HKD: decimal('7.8123'),
  THB: decimal('36.52'),
  VND: decimal('25415'),
  MYR: decimal('4.7205'),
  KRW: decimal('1378.6'),
  INR: decimal('83.412'),
};

describe('converting an amount', () => {
  it.each([
    // $100.00 × 151.2345 = ¥15,123.45 → ¥15,123 (the ¥0.45 stays with the house)
    { amount: '100.00', from: 'USD', to: 'JPY', rate: '151.2345', credited: '15123' },
    // ¥10,000 × 0.006612 = $66.12
    { amount: '10000', from: 'JPY', to: 'USD', rate: '0.006612', credited: '66.12' },
    // ¥999 × 0.006612 = $6.605388 → $6.60
    { amount: '999', from: 'JPY', to: 'USD', rate: '0.006612', credited: '6.60' },
    // 1,000,000 ₫ × 0.0000393 = $39.30
    { amount: '1000000', from: 'VND', to: 'USD', rate: '0.0000393', credited: '39.30' },
    // ₩1 × 18.43 = 18.43 ₫ → 18 ₫
    { amount: '1', from: 'KRW', to: 'VND', rate: '18.43', credited: '18' },
  ] as const)('$amount $from at $rate is $credited $to, rounded down', ({ amount, from, to, rate, credited }) => {
    const debit = money(from, parseMinor(amount, from));
    expect(formatAmount(convert(debit, to, decimal(rate)))).toBe(credited);
  });

  it.each([
    // $1.00 × 151.5 = ¥151.5, a tie
    { mode: 'down', credited: '151' },
    { mode: 'up', credited: '152' },
    { mode: 'half-up', credited: '152' },
    { mode: 'half-even', credited: '152' },
  ] as const)('rounds once, by the mode named: $mode gives ¥$credited', ({ mode, credited }) => {
    expect(formatAmount(convert(money('USD', 100n), 'JPY', decimal('151.5'), mode))).toBe(credited);
  });

  it('throws on a rate that is not positive and on a conversion to the same currency', () => {
    expect(() => convert(money('USD', 100n), 'JPY', decimal('0'))).toThrow(/positive/);
    expect(() => convert(money('USD', 100n), 'USD', decimal('1'))).toThrow(/to itself/);
  });

  it('never creates value: the credit is within one minor unit below the exact amount × rate', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.constantFrom(...currencies),
        fc.constantFrom(...currencies),
        rateArbitrary(),
        fc.constantFrom(...roundingModes),
        (minor, from, to, rate, mode) => {
          fc.pre(from !== to);
          const credited = convert(money(from, minor), to, rate, mode).minor;
          // Exact credit in `to` minor units = numerator / denominator.
          const numerator = minor * rate.units * pow10(minorUnitScale[to]);
          const denominator = pow10(minorUnitScale[from] + rate.scale);
          // |credited − exact| < 1 minor unit, for every mode.
          expect(credited * denominator - numerator < denominator).toBe(true);
          expect(numerator - credited * denominator < denominator).toBe(true);
          // Rounded down (the exchange's mode), it never exceeds the exact value.
          if (mode === 'down') expect(credited * denominator <= numerator).toBe(true);
        },
      ),
    );
  });
});

describe('cross rates from per-USD quotes', () => {
  it.each([
    { from: 'USD', to: 'JPY', rate: '151.2345' },
    { from: 'JPY', to: 'JPY', rate: '1' },
    // 1 / 151.2345, truncated at 30 places (checked with Python's decimal module)
    { from: 'JPY', to: 'USD', rate: '0.006612247866723531998320489041' },
    // 7.2461 / 151.2345 = 0.04791300… CNY per yen (checked with Python's decimal module)
    { from: 'JPY', to: 'CNY', rate: '0.047913009267065385213030095646' },
    // 25,415 / 1,378.6: dong per won
    { from: 'KRW', to: 'VND', rate: '18.435369215145800087044828086464' },
  ] as const)('$from→$to is $rate', ({ from, to, rate }) => {
    expect(formatDecimal(crossRate(quotes, from, to))).toBe(rate);
  });

  it('truncates at the cross-rate scale, so the rate never exceeds the true quotient', () => {
    const rate = crossRate(quotes, 'JPY', 'USD');
    expect(rate.scale).toBe(crossRateScale);
    // rate × 151.2345 ≤ 1 < (rate + 10^-30) × 151.2345
    const quote = decimal('151.2345');
    const one = pow10(crossRateScale + quote.scale);
    expect(rate.units * quote.units <= one).toBe(true);
    expect((rate.units + 1n) * quote.units > one).toBe(true);
  });

  it('throws on a missing quote and on a USD quote other than 1', () => {
    expect(() => crossRate({}, 'JPY', 'USD')).toThrow(/No quote for JPY/);
    expect(() => crossRate({ ...quotes, USD: decimal('1.01') }, 'JPY', 'USD')).toThrow(/must be 1/);
    expect(formatDecimal(crossRate({ ...quotes, USD: decimal('1.000') }, 'USD', 'JPY'))).toBe('151.2345');
  });

  it('never gives back more than it started with, there and back (A→B→A)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.constantFrom(...currencies),
        fc.constantFrom(...currencies),
        quotesArbitrary(),
        (minor, from, to, randomQuotes) => {
          fc.pre(from !== to);
          const there = convert(money(from, minor), to, crossRate(randomQuotes, from, to));
          const back = convert(there, from, crossRate(randomQuotes, to, from));
          expect(back.minor <= minor).toBe(true);
        },
      ),
    );
  });
});

describe('quoting a member exchange', () => {
  it('debits what was asked and credits the converted amount', () => {
    // $250.00 × 151.2345 = ¥37,808.625 → ¥37,808
    const quote = quoteExchange(money('USD', 25_000n), 'JPY', decimal('151.2345'));
    expect(quote).toEqual({ debit: money('USD', 25_000n), credit: money('JPY', 37_808n), rate: decimal('151.2345') });
  });

  it.each([
    // 1 ₫ × 0.0000393 = $0.0000393 → $0.00; the least that buys a cent: ⌈0.01 / 0.0000393⌉ = 255 ₫
    { amount: 1n, from: 'VND', to: 'USD', rate: '0.0000393', min: '255' },
    // ¥1 × 0.006612 = $0.006612 → $0.00; ⌈0.01 / 0.006612⌉ = ¥2
    { amount: 1n, from: 'JPY', to: 'USD', rate: '0.006612', min: '2' },
  ] as const)('refuses $amount $from into $to as below the minimum of $min', ({ amount, from, to, rate, min }) => {
    expect(quoteExchange(money(from, amount), to, decimal(rate))).toEqual({
      rejected: 'below_minimum',
      params: { min, currency: from },
    });
    // The minimum itself buys one minor unit.
    const least = parseMinor(min, from);
    expect(convert(money(from, least), to, decimal(rate)).minor).toBe(1n);
    expect(convert(money(from, least - 1n), to, decimal(rate)).minor).toBe(0n);
  });
});

function parseMinor(text: string, currency: Currency): bigint {
  const rate = decimal(text);
  return rate.units * pow10(minorUnitScale[currency] - rate.scale);
}

/** Positive rates from 10^-8 to about 10^6, with up to 8 decimals. */
function rateArbitrary(): fc.Arbitrary<Decimal> {
  return fc
    .record({ units: fc.bigInt({ min: 1n, max: 10n ** 14n }), scale: fc.integer({ min: 0, max: 8 }) })
    .map(({ units, scale }) => ({ units, scale }));
}

/** A per-USD quote for every currency but USD, between 0.0001 and 10^9. */
function quotesArbitrary(): fc.Arbitrary<QuotesPerUsd> {
  const others = currencies.filter((currency) => currency !== 'USD');
  return fc
    .tuple(
      ...others.map(() => fc.record({ units: fc.bigInt({ min: 1n, max: 10n ** 9n }), scale: fc.integer({ min: 0, max: 4 }) })),
    )
    .map((rates) => Object.fromEntries(others.map((currency, index) => [currency, rates[index]])) as QuotesPerUsd);
}
