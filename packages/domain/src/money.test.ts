import { currencies, type Currency } from '@kabuto/contracts';
import { describe, expect, it } from 'vitest';
import { decimal } from './decimal';
import {
  add,
  compare,
  formatAmount,
  isAmountRefusal,
  isNegative,
  minorUnitScale,
  money,
  negate,
  parseAmount,
  roundToMinor,
  subtract,
  sum,
  type Money,
} from './money';

const yen = (minor: bigint) => money('JPY', minor);
const dollars = (minor: bigint) => money('USD', minor);

describe('minor units', () => {
  it.each([
    { currency: 'JPY', scale: 0 },
    { currency: 'USD', scale: 2 },
    { currency: 'CNY', scale: 2 },
    { currency: 'TWD', scale: 2 },
    { currency: 'HKD', scale: 2 },
    { currency: 'THB', scale: 2 },
    { currency: 'VND', scale: 0 },
    { currency: 'MYR', scale: 2 },
    { currency: 'KRW', scale: 0 },
    { currency: 'INR', scale: 2 },
  ] as const)('$currency has $scale digits after the point', ({ currency, scale }) => {
    expect(minorUnitScale[currency]).toBe(scale);
  });

  it('knows a scale for every currency of the contract', () => {
    expect(Object.keys(minorUnitScale).sort()).toEqual([...currencies].sort());
  });
});

describe('arithmetic in one currency', () => {
  it('adds, subtracts, negates and sums', () => {
    // 3 × 1,250 − 55 = 3,695
    const total = subtract(sum('JPY', [yen(1250n), yen(1250n), yen(1250n)]), yen(55n));
    expect(total).toEqual(yen(3695n));
    // $12.50 + $0.75 = $13.25
    expect(formatAmount(add(dollars(1250n), dollars(75n)))).toBe('13.25');
    expect(negate(yen(5n))).toEqual(yen(-5n));
    expect(isNegative(subtract(yen(100n), yen(101n)))).toBe(true);
    expect(sum('KRW', [])).toEqual(money('KRW', 0n));
  });

  it.each([
    { left: 100n, right: 99n, order: 1 },
    { left: 99n, right: 100n, order: -1 },
    { left: 100n, right: 100n, order: 0 },
  ])('compares ¥$left with ¥$right as $order', ({ left, right, order }) => {
    expect(compare(yen(left), yen(right))).toBe(order);
  });

  it('does not compile yen plus dollars', () => {
    // @ts-expect-error: the currencies are known and differ, so this is a type error.
    expect(() => add(yen(1n), dollars(1n))).toThrow('Currency mismatch: JPY with USD');
  });

  it.each([
    { name: 'add', run: (left: Money, right: Money) => add(left, right) },
    { name: 'subtract', run: (left: Money, right: Money) => subtract(left, right) },
    { name: 'compare', run: (left: Money, right: Money) => compare(left, right) },
    { name: 'sum', run: (left: Money, right: Money) => sum(left.currency, [left, right]) },
  ])('$name throws when currencies known only at run time differ', ({ run }) => {
    const from = (currency: Currency, minor: bigint): Money => money(currency, minor);
    expect(() => run(from('JPY', 1n), from('USD', 1n))).toThrow(/Currency mismatch/);
  });

  it('refuses a currency outside the contract and a number for minor units', () => {
    expect(() => money('EUR' as Currency, 1n)).toThrow(/Unknown currency/);
    expect(() => money('JPY', 1 as unknown as bigint)).toThrow(/bigint/);
  });
});

describe('the wire format', () => {
  it.each([
    { currency: 'JPY', minor: 1234n, text: '1234' },
    { currency: 'USD', minor: 1250n, text: '12.50' },
    { currency: 'USD', minor: 5n, text: '0.05' },
    { currency: 'USD', minor: -5n, text: '-0.05' },
    { currency: 'VND', minor: 25_000_000n, text: '25000000' },
    { currency: 'INR', minor: 0n, text: '0.00' },
  ] as const)('writes $minor minor units of $currency as "$text"', ({ currency, minor, text }) => {
    expect(formatAmount(money(currency, minor))).toBe(text);
  });
});

describe('reading a typed amount', () => {
  it.each([
    { text: '1234', currency: 'JPY', minor: 1234n },
    { text: '12.5', currency: 'USD', minor: 1250n },
    { text: '12.50', currency: 'USD', minor: 1250n },
    { text: '0.01', currency: 'USD', minor: 1n },
    // Trailing zeros beyond the minor unit lose nothing: exactly ¥1,000.
    { text: '1000.00', currency: 'JPY', minor: 1000n },
    { text: ' 300 ', currency: 'KRW', minor: 300n },
  ] as const)('reads "$text" $currency as $minor minor units', ({ text, currency, minor }) => {
    expect(parseAmount(text, currency)).toEqual(money(currency, minor));
  });

  it.each([
    { text: undefined, currency: 'JPY', problem: 'required' },
    { text: null, currency: 'JPY', problem: 'required' },
    { text: '  ', currency: 'JPY', problem: 'required' },
    { text: 'abc', currency: 'JPY', problem: 'invalid_format' },
    { text: '1,000', currency: 'JPY', problem: 'invalid_format' },
    { text: '1e3', currency: 'JPY', problem: 'invalid_format' },
    { text: '.5', currency: 'USD', problem: 'invalid_format' },
    { text: '0', currency: 'JPY', problem: 'not_positive' },
    { text: '0.00', currency: 'USD', problem: 'not_positive' },
    { text: '-5', currency: 'JPY', problem: 'not_positive' },
    { text: '12.5', currency: 'JPY', problem: 'too_many_decimals' },
    { text: '12.345', currency: 'USD', problem: 'too_many_decimals' },
    { text: '1.5', currency: 'VND', problem: 'too_many_decimals' },
    // Twelve digits at most before the point: 10^12 units, ×100 as cents, stays far inside bigint.
    { text: '1000000000000', currency: 'JPY', problem: 'too_large' },
    { text: '9223372036854775808', currency: 'JPY', problem: 'too_large' },
    { text: '92233720368547758.07', currency: 'USD', problem: 'too_large' },
  ] as const)('refuses "$text" $currency as $problem', ({ text, currency, problem }) => {
    expect(parseAmount(text, currency)).toEqual({ problem });
  });

  it('reads zero and negatives when positive is not required', () => {
    expect(parseAmount('-12.50', 'USD', { positive: false })).toEqual(dollars(-1250n));
    expect(parseAmount('0', 'JPY', { positive: false })).toEqual(yen(0n));
    expect(parseAmount('-1000000000000', 'JPY', { positive: false })).toEqual({ problem: 'too_large' });
    expect(parseAmount('999999999999.99', 'USD')).toEqual(dollars(99_999_999_999_999n));
  });

  it('tells a refusal from an amount', () => {
    expect(isAmountRefusal(parseAmount('x', 'JPY'))).toBe(true);
    expect(isAmountRefusal(parseAmount('1', 'JPY'))).toBe(false);
  });
});

describe('rounding to a minor unit', () => {
  it.each([
    // 100 × 151.2345 = 15,123.45 yen
    { value: '15123.45', currency: 'JPY', mode: 'down', result: '15123' },
    { value: '15123.45', currency: 'JPY', mode: 'up', result: '15124' },
    { value: '15123.45', currency: 'JPY', mode: 'half-up', result: '15123' },
    { value: '15123.5', currency: 'JPY', mode: 'half-up', result: '15124' },
    { value: '15123.5', currency: 'JPY', mode: 'half-even', result: '15124' },
    { value: '15122.5', currency: 'JPY', mode: 'half-even', result: '15122' },
    { value: '0.005', currency: 'USD', mode: 'half-even', result: '0.00' },
    { value: '0.015', currency: 'USD', mode: 'half-even', result: '0.02' },
    { value: '-0.015', currency: 'USD', mode: 'half-up', result: '-0.02' },
    { value: '-0.019', currency: 'USD', mode: 'down', result: '-0.01' },
    // Fewer digits than the currency: scaled up, nothing to round.
    { value: '12.5', currency: 'USD', mode: 'down', result: '12.50' },
  ] as const)('$value $currency rounded $mode is $result', ({ value, currency, mode, result }) => {
    expect(formatAmount(roundToMinor(decimal(value), currency, mode))).toBe(result);
  });
});
