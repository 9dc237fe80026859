import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  decimal,
  divideDecimal,
  divideRounded,
  formatDecimal,
  normalize,
  parseDecimal,
  roundToScale,
  roundingModes,
} from './decimal';

describe('parsing and writing decimals', () => {
  it.each([
    { text: '151.2345', units: 1512345n, scale: 4 },
    { text: '0.00004', units: 4n, scale: 5 },
    { text: '-12.50', units: -1250n, scale: 2 },
    { text: '+7', units: 7n, scale: 0 },
    { text: ' 1000 ', units: 1000n, scale: 0 },
    { text: '007.10', units: 710n, scale: 2 },
  ])('reads "$text" as $units × 10^-$scale', ({ text, units, scale }) => {
    expect(parseDecimal(text)).toEqual({ units, scale });
  });

  it.each([
    { text: '' },
    { text: '.5' },
    { text: '5.' },
    { text: '1e3' },
    { text: '1,000' },
    { text: '12.5.0' },
    { text: 'NaN' },
  ])('refuses "$text"', ({ text }) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it.each([
    { units: 1250n, scale: 2, text: '12.50' },
    { units: -5n, scale: 2, text: '-0.05' },
    { units: 4n, scale: 5, text: '0.00004' },
    { units: 1234n, scale: 0, text: '1234' },
    { units: 0n, scale: 2, text: '0.00' },
  ])('writes $units × 10^-$scale as "$text"', ({ units, scale, text }) => {
    expect(formatDecimal({ units, scale })).toBe(text);
  });

  it('writes back exactly what it read, for any decimal string', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 30 }), (units, scale) => {
        expect(parseDecimal(formatDecimal({ units, scale }))).toEqual({ units, scale });
      }),
    );
  });

  it('drops trailing zeros when normalising, without changing the value', () => {
    expect(normalize(decimal('151.234500'))).toEqual(decimal('151.2345'));
    expect(normalize(decimal('100'))).toEqual(decimal('100'));
    expect(compareDecimal(decimal('1.50'), decimal('1.5'))).toBe(0);
    expect(compareDecimal(decimal('-0.01'), decimal('0'))).toBe(-1);
  });

  it('throws on a malformed literal in code', () => {
    expect(() => decimal('1,5')).toThrow(/Not a decimal literal/);
  });
});

describe('rounding modes', () => {
  // Each row divides by 10, so the dropped digit decides: 15/10 = 1.5, a tie.
  it.each([
    { numerator: 15n, mode: 'down', result: 1n },
    { numerator: 15n, mode: 'up', result: 2n },
    { numerator: 15n, mode: 'half-up', result: 2n },
    { numerator: 15n, mode: 'half-even', result: 2n },
    { numerator: 25n, mode: 'half-even', result: 2n },
    { numerator: 25n, mode: 'half-up', result: 3n },
    { numerator: 24n, mode: 'half-up', result: 2n },
    { numerator: 26n, mode: 'half-even', result: 3n },
    { numerator: 21n, mode: 'up', result: 3n },
    { numerator: 29n, mode: 'down', result: 2n },
    { numerator: 30n, mode: 'up', result: 3n },
    // Modes act on magnitude: toward zero and away from zero, symmetric for negatives.
    { numerator: -15n, mode: 'down', result: -1n },
    { numerator: -15n, mode: 'up', result: -2n },
    { numerator: -15n, mode: 'half-up', result: -2n },
    { numerator: -25n, mode: 'half-even', result: -2n },
    { numerator: -35n, mode: 'half-even', result: -4n },
    { numerator: -14n, mode: 'half-up', result: -1n },
  ] as const)('$numerator / 10 rounded $mode is $result', ({ numerator, mode, result }) => {
    expect(divideRounded(numerator, 10n, mode)).toBe(result);
  });

  it('rounds a negative divisor by the sign of the quotient', () => {
    // 7 / −2 = −3.5
    expect(divideRounded(7n, -2n, 'down')).toBe(-3n);
    expect(divideRounded(7n, -2n, 'up')).toBe(-4n);
    expect(divideRounded(7n, -2n, 'half-even')).toBe(-4n);
  });

  it('lands within one unit of the exact quotient, and within half a unit for the half modes', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.constantFrom(...roundingModes),
        (numerator, denominator, mode) => {
          const result = divideRounded(numerator, denominator, mode);
          // |result × d − n| is the error scaled by d: < d for any mode, ≤ d/2 for the half modes.
          const error = result * denominator - numerator;
          const magnitude = error < 0n ? -error : error;
          expect(magnitude < denominator).toBe(true);
          if (mode.startsWith('half')) expect(2n * magnitude <= denominator).toBe(true);
        },
      ),
    );
  });

  it('throws on a division by zero', () => {
    expect(() => divideRounded(1n, 0n, 'down')).toThrow(/Division by zero/);
  });

  it.each([
    { value: '151.23456', scale: 2, mode: 'half-even', result: '151.23' },
    { value: '151.235', scale: 2, mode: 'half-even', result: '151.24' },
    { value: '151.225', scale: 2, mode: 'half-even', result: '151.22' },
    { value: '1.5', scale: 3, mode: 'down', result: '1.500' },
  ] as const)('rounds $value to $scale places $mode: $result', ({ value, scale, mode, result }) => {
    expect(formatDecimal(roundToScale(decimal(value), scale, mode))).toBe(result);
  });

  it.each([
    // 1 / 3 = 0.333…
    { numerator: '1', denominator: '3', scale: 4, mode: 'down', result: '0.3333' },
    { numerator: '2', denominator: '3', scale: 4, mode: 'half-even', result: '0.6667' },
    // 151.2345 / 0.5 = 302.469
    { numerator: '151.2345', denominator: '0.5', scale: 3, mode: 'down', result: '302.469' },
  ] as const)(
    '$numerator / $denominator to $scale places $mode is $result',
    ({ numerator, denominator, scale, mode, result }) => {
      expect(formatDecimal(divideDecimal(decimal(numerator), decimal(denominator), scale, mode))).toBe(result);
    },
  );
});
