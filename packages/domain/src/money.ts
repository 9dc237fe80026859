/**
 * Money: a whole number of a currency's minor unit, tagged with the currency, and the one
 * function that rounds an exact decimal to a minor unit.
 */
import type { Currency } from '@kabuto/contracts';
import { amountWholeDigitsMax, currencies } from '@kabuto/contracts';
import { divideRounded, formatDecimal, parseDecimal, pow10, type Decimal, type RoundingMode } from './decimal';

/**
 * Digits after the point of each currency's minor unit, from ISO 4217. A `Record` over the
 * contract's currencies makes adding a currency without its scale a type error.
 * TWD is 2 in ISO 4217 even though Taiwanese banks rarely move cents; we follow the standard so
 * the wire and the ledger agree with every counterparty.
 */
export const minorUnitScale: Readonly<Record<Currency, number>> = {
  JPY: 0,
  USD: 2,
  CNY: 2,
  TWD: 2,
  HKD: 2,
  THB: 2,
  VND: 0,
  MYR: 2,
  KRW: 0,
  INR: 2,
};

declare const moneyBrand: unique symbol;

/**
 * An amount in whole minor units (yen, cents) of one currency. The brand means a Money is made
 * only by `money()`, `parseAmount()` or `roundToMinor()`, never by an object literal, and the
 * type parameter lets the compiler refuse `add(yen, dollars)` when both currencies are known.
 * When they are not, the functions below check at run time and throw: mixing currencies is a
 * bug, never a member's mistake.
 */
export type Money<C extends Currency = Currency> = {
  readonly currency: C;
  readonly minor: bigint;
  readonly [moneyBrand]: true;
};

export function money<C extends Currency>(currency: C, minor: bigint): Money<C> {
  if (!(currencies as readonly string[]).includes(currency)) throw new Error(`Unknown currency ${String(currency)}`);
  if (typeof minor !== 'bigint') throw new Error(`Money is held in bigint minor units, not ${typeof minor}`);
  return { currency, minor } as Money<C>;
}

export function zero<C extends Currency>(currency: C): Money<C> {
  return money(currency, 0n);
}

/**
 * `unknown` (no constraint) when one currency type contains the other, `never` (a type error at
 * the call) when both are known and differ: `add(yen, dollars)` fails to compile, while
 * `add(yen, amountOfSomeCurrency)` compiles and is checked when it runs.
 */
export type SameCurrency<L extends Currency, R extends Currency> = [L] extends [R] ? unknown : [R] extends [L] ? unknown : never;

export function add<L extends Currency, R extends Currency>(left: Money<L>, right: Money<R> & SameCurrency<L, R>): Money<L> {
  assertSameCurrency(left, right);
  return money(left.currency, left.minor + right.minor);
}

export function subtract<L extends Currency, R extends Currency>(left: Money<L>, right: Money<R> & SameCurrency<L, R>): Money<L> {
  assertSameCurrency(left, right);
  return money(left.currency, left.minor - right.minor);
}

export function negate<C extends Currency>(amount: Money<C>): Money<C> {
  return money(amount.currency, -amount.minor);
}

export function isNegative(amount: Money): boolean {
  return amount.minor < 0n;
}

export function isZero(amount: Money): boolean {
  return amount.minor === 0n;
}

export function isPositive(amount: Money): boolean {
  return amount.minor > 0n;
}

export function compare<L extends Currency, R extends Currency>(
  left: Money<L>,
  right: Money<R> & SameCurrency<L, R>,
): -1 | 0 | 1 {
  assertSameCurrency(left, right);
  return left.minor < right.minor ? -1 : left.minor > right.minor ? 1 : 0;
}

/** The total of amounts in one currency; the currency is named so an empty list has one too. */
export function sum<C extends Currency>(currency: C, amounts: readonly Money[]): Money<C> {
  let total = 0n;
  for (const amount of amounts) {
    assertSameCurrency({ currency }, amount);
    total += amount.minor;
  }
  return money(currency, total);
}

export function assertSameCurrency(left: { readonly currency: Currency }, right: { readonly currency: Currency }): void {
  if (left.currency !== right.currency) throw new Error(`Currency mismatch: ${left.currency} with ${right.currency}`);
}

/** The amount as an exact decimal in major units: ¥1,234 → 1234, $12.50 → 12.50. */
export function toDecimal(amount: Money): Decimal {
  return { units: amount.minor, scale: minorUnitScale[amount.currency] };
}

/**
 * The wire format: a decimal string with exactly the currency's digits after the point,
 * "1234" for yen and "12.50" for dollars, so equal amounts are always equal strings.
 */
export function formatAmount(amount: Money): string {
  return formatDecimal(toDecimal(amount));
}

/**
 * The one place an exact decimal becomes money. Every caller names its mode, because which way
 * a fraction of a yen goes is a business decision (see `convert` in exchange.ts), not a default.
 */
export function roundToMinor<C extends Currency>(value: Decimal, currency: C, mode: RoundingMode): Money<C> {
  const scale = minorUnitScale[currency];
  const minor =
    value.scale <= scale
      ? value.units * pow10(scale - value.scale)
      : divideRounded(value.units, pow10(value.scale - scale), mode);
  return money(currency, minor);
}

/** Why a typed amount was refused, as a field code for an `invalid_input` answer. */
export type AmountProblem = 'required' | 'invalid_format' | 'not_positive' | 'too_many_decimals' | 'too_large';

export interface AmountRefusal {
  readonly problem: AmountProblem;
}

export interface ParseAmountOptions {
  /** Members only ever type positive amounts (deposit, withdraw, exchange); staff tools may not. */
  readonly positive?: boolean;
}

/**
 * Reads an amount a person typed, exactly, without rounding. Digits beyond the currency's minor
 * unit are refused rather than rounded: "12.345" dollars has no honest meaning. Trailing zeros
 * beyond it are accepted ("1000.00" yen is exactly ¥1,000), since nothing is lost.
 */
export function parseAmount<C extends Currency>(
  text: string | null | undefined,
  currency: C,
  { positive = true }: ParseAmountOptions = {},
): Money<C> | AmountRefusal {
  if (text === null || text === undefined || text.trim() === '') return { problem: 'required' };
  const parsed = parseDecimal(text);
  if (!parsed) return { problem: 'invalid_format' };
  if (positive && parsed.units <= 0n) return { problem: 'not_positive' };
  // The contract's maximum, again: nothing this large reaches a bigint column or a rate.
  const whole = (parsed.units < 0n ? -parsed.units : parsed.units) / pow10(parsed.scale);
  if (whole >= pow10(amountWholeDigitsMax)) return { problem: 'too_large' };
  const scale = minorUnitScale[currency];
  if (parsed.scale > scale) {
    const dropped = pow10(parsed.scale - scale);
    if (parsed.units % dropped !== 0n) return { problem: 'too_many_decimals' };
    return money(currency, parsed.units / dropped);
  }
  return money(currency, parsed.units * pow10(scale - parsed.scale));
}

export function isAmountRefusal(value: Money | AmountRefusal): value is AmountRefusal {
  return 'problem' in value;
}
