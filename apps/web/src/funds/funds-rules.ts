/**
 * The checks the funds screens make before sending, with the server's own rules from
 * `@kabuto/domain`, so the member learns at once what the server would answer: an amount it can
 * read, within the limits, within the balance, inside the hours.
 */
import type { Currency } from '@kabuto/contracts';
import {
  amountWithinLimits,
  compareDecimal,
  formatAmount,
  isAmountRefusal,
  parseAmount,
  parseDecimal,
  roundToMinor,
  toDecimal,
  windowCheck,
  type AmountProblem,
  type WindowState,
} from '@kabuto/domain';

export interface Limits {
  /** Decimal strings, as the settings and channels give them. */
  min: string;
  max: string;
}

export type AmountIssue =
  | { code: AmountProblem }
  | { code: 'below_minimum'; min: string }
  | { code: 'above_maximum'; max: string }
  | { code: 'insufficient_funds' }
  | { code: 'collateral_required'; withdrawable: string };

function larger(first: string, second: string): string {
  const decimalOf = (value: string) => parseDecimal(value) ?? { units: 0n, scale: 0 };
  return compareDecimal(decimalOf(first), decimalOf(second)) >= 0 ? first : second;
}

function smaller(first: string, second: string): string {
  return larger(first, second) === first ? second : first;
}

/** The tighter of two ranges: a yen deposit must satisfy the settings and the channel both. */
export function narrowerLimits(first: Limits, second: Limits | null): Limits {
  if (!second) return first;
  return { min: larger(first.min, second.min), max: smaller(first.max, second.max) };
}

/** The range that any of several channels accepts. */
export function widerLimits(first: Limits, second: Limits): Limits {
  return { min: smaller(first.min, second.min), max: larger(first.max, second.max) };
}

/**
 * What is wrong with a typed amount, or null. `available` is checked after the limits, and last
 * `withdrawable`: the yen that may leave while a loan is owed (cash is its collateral too).
 */
export function amountIssue(
  text: string,
  currency: Currency,
  limits: Limits | null,
  available: string | null = null,
  withdrawable: string | null = null,
): AmountIssue | null {
  const amount = parseAmount(text, currency);
  if (isAmountRefusal(amount)) return { code: amount.problem };
  const min = limits ? parseDecimal(limits.min) : null;
  const max = limits ? parseDecimal(limits.max) : null;
  if (min && max && compareDecimal(min, max) <= 0) {
    const refusal = amountWithinLimits(amount, min, max);
    if (refusal?.rejected === 'below_minimum') return { code: 'below_minimum', min: String(refusal.params?.min ?? limits?.min) };
    if (refusal?.rejected === 'above_maximum') return { code: 'above_maximum', max: String(refusal.params?.max ?? limits?.max) };
  }
  const balance = available === null ? null : parseDecimal(available);
  if (balance && compareDecimal(toDecimal(amount), balance) > 0) return { code: 'insufficient_funds' };
  const free = withdrawable === null ? null : parseDecimal(withdrawable);
  if (withdrawable !== null && free && compareDecimal(toDecimal(amount), free) > 0) {
    return { code: 'collateral_required', withdrawable };
  }
  return null;
}

/** The yen a loan keeps as collateral: available − withdrawable, or null when nothing is kept. */
export function cashKeptForLoan(available: string, withdrawable: string): string | null {
  const all = parseAmount(available, 'JPY');
  const free = parseAmount(withdrawable, 'JPY');
  if (isAmountRefusal(all) || isAmountRefusal(free) || all.minor <= free.minor) return null;
  return formatAmount({ ...all, minor: all.minor - free.minor });
}

/** The most that can be typed for a balance: the balance itself, in the currency's own decimals. */
export function wholeBalance(available: string, currency: Currency): string {
  const balance = parseDecimal(available);
  if (!balance || balance.units <= 0n) return '';
  return formatAmount(roundToMinor(balance, currency, 'down'));
}

/** Whether the deposit or withdrawal window is open now; null when the setting cannot be read. */
export function fundsWindow(now: Date, hours: string, days: string): WindowState | null {
  try {
    return windowCheck(now, hours, days === 'all' ? 'all' : 'weekdays');
  } catch {
    return null;
  }
}
