/**
 * Exact decimals for prices and rates, held as a scaled bigint, and the integer division with
 * an explicit rounding mode that every rounding in the domain goes through.
 */

/**
 * The value `units / 10^scale`, exactly. A rate of 151.2345 is `{ units: 1512345n, scale: 4 }`.
 * A bigint pair instead of a decimal library keeps `packages/domain` free of dependencies and
 * makes every operation visibly exact: multiplication adds scales, nothing is ever lost
 * except where a function names a rounding mode.
 */
export interface Decimal {
  readonly units: bigint;
  /** Digits after the point: a whole number ≥ 0. */
  readonly scale: number;
}

/**
 * How a value between two representable neighbours is brought to one of them. Modes are named
 * by magnitude, as in java.math.RoundingMode and decimal.js: `down` is toward zero, `up` away
 * from zero, `half-up` the nearest with ties away from zero, `half-even` the nearest with ties
 * to the even neighbour (banker's rounding, unbiased over many roundings).
 */
export type RoundingMode = 'half-even' | 'half-up' | 'down' | 'up';
export const roundingModes: readonly RoundingMode[] = ['half-even', 'half-up', 'down', 'up'];

// Optional sign, digits, optionally a point followed by digits: the wire's decimal strings.
// No exponent, no separators, no bare point: anything else is a typo, not a number.
const decimalPattern = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** Reads a decimal string exactly, or null when it is not one. */
export function parseDecimal(text: string): Decimal | null {
  const match = decimalPattern.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

/** A decimal from a literal in code, such as a configured rate; a malformed literal is a bug. */
export function decimal(text: string): Decimal {
  const parsed = parseDecimal(text);
  if (!parsed) throw new Error(`Not a decimal literal: ${JSON.stringify(text)}`);
  return parsed;
}

export function decimalFromBigInt(units: bigint, scale = 0): Decimal {
  assertScale(scale);
  return { units, scale };
}

export function pow10(exponent: number): bigint {
  assertScale(exponent);
  return 10n ** BigInt(exponent);
}

/** The same value written with at least `scale` digits after the point; never rounds. */
export function rescale(value: Decimal, scale: number): Decimal {
  if (scale < value.scale) throw new Error(`Rescaling ${formatDecimal(value)} to ${scale} places would round`);
  return { units: value.units * pow10(scale - value.scale), scale };
}

/** Writes every digit the value has, with a leading minus for negatives: "-0.05", "151.2345". */
export function formatDecimal(value: Decimal): string {
  assertScale(value.scale);
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale);
  return (negative ? '-' : '') + whole + (value.scale > 0 ? `.${fraction}` : '');
}

/** The shortest writing of the same value: trailing zeros after the point dropped. */
export function normalize(value: Decimal): Decimal {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

export function compareDecimal(left: Decimal, right: Decimal): -1 | 0 | 1 {
  const scale = Math.max(left.scale, right.scale);
  const difference = rescale(left, scale).units - rescale(right, scale).units;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** Exact: the product's scale is the sum of the scales. */
export function multiplyDecimal(left: Decimal, right: Decimal): Decimal {
  return { units: left.units * right.units, scale: left.scale + right.scale };
}

/**
 * `numerator / denominator` as an integer, rounded by `mode`. This is the only place a value is
 * rounded; `roundToMinor` (money) and `roundToScale` (rates) are built on it. BigInt division
 * truncates toward zero, which is `down`; the other modes adjust from there by the remainder.
 */
export function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator === 0n) throw new Error('Division by zero');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  // Away from zero is +1 when the exact result is positive, −1 when it is negative.
  const away = numerator < 0n !== denominator < 0n ? -1n : 1n;
  if (mode === 'down') return quotient;
  if (mode === 'up') return quotient + away;
  // Compare twice the remainder with the divisor, in magnitude, to see which side of half.
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  const divisor = denominator < 0n ? -denominator : denominator;
  if (twiceRemainder > divisor) return quotient + away;
  if (twiceRemainder < divisor) return quotient;
  if (mode === 'half-up') return quotient + away;
  return quotient % 2n === 0n ? quotient : quotient + away;
}

/** The value at `scale` digits after the point, rounded by `mode` when digits are dropped. */
export function roundToScale(value: Decimal, scale: number, mode: RoundingMode): Decimal {
  assertScale(scale);
  if (scale >= value.scale) return rescale(value, scale);
  return { units: divideRounded(value.units, pow10(value.scale - scale), mode), scale };
}

/** `numerator / denominator` to `scale` places, rounded by `mode`. */
export function divideDecimal(numerator: Decimal, denominator: Decimal, scale: number, mode: RoundingMode): Decimal {
  assertScale(scale);
  // n/10^a ÷ d/10^b = (n·10^b)/(d·10^a); to get `scale` places, multiply the top by 10^scale.
  const top = numerator.units * pow10(denominator.scale + scale);
  const bottom = denominator.units * pow10(numerator.scale);
  return { units: divideRounded(top, bottom, mode), scale };
}

function assertScale(scale: number): void {
  if (!Number.isSafeInteger(scale) || scale < 0) throw new Error(`A scale is a whole number ≥ 0, not ${scale}`);
}
