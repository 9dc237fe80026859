/**
 * Securities-backed loans: the published rules. What a member's holdings are worth as collateral,
 * how much they may borrow against them, the loan-to-value ratio and its thresholds, simple
 * interest by Japan day, how a repayment is split, which positions a forced sale takes, and the
 * price falls at which each threshold would be reached.
 *
 * Collateral is the equity of the member's long holding positions at the last price (market
 * value less what leverage borrowed, entry notional − margin, never below zero per position)
 * plus the member's available JPY cash: cash is the best collateral, and counting it is what
 * keeps it from walking out while a loan is owed (`loan-collateral.ts`). Amounts are whole yen;
 * collateral rounds down (the member may borrow less, never more, than the rule), the LTV rounds
 * up, interest rounds down.
 */
import { compareDecimal, divideRounded, parseDecimal, pow10, type Decimal } from './decimal';
import { equityAt, yenAmount, type PositionTerms } from './trading-money';
import type { Price } from './stock-exchange-rules';
import type { Yen } from './trading-config';

/** The LTV at which a warning message is sent. */
export const loanWarningLtv: Decimal = { units: 75n, scale: 2 };
/** The LTV at or above which positions are sold until the LTV is back under `maxLtv`. */
export const loanForcedSaleLtv: Decimal = { units: 85n, scale: 2 };
/** Interest is quoted per year and accrued per day on this many days. */
export const loanDaysPerYear = 365n;

export interface LoanConfig {
  /** The share of collateral that may be owed (0.6): no new borrowing at or above it. */
  readonly maxLtv: Decimal;
  /** Simple interest per year on the principal outstanding (0.029). */
  readonly apr: Decimal;
  /** The terms a member may choose, in days. */
  readonly termDays: readonly number[];
}

export type LoanSettingName = 'loanMaxLtv' | 'loanApr' | 'loanTermDays';

/** Reads the loan settings; a value that breaks the rules is a bug in config validation, so it throws. */
export function loanConfigFrom(settings: Readonly<Record<LoanSettingName, string>>): LoanConfig {
  const maxLtv = parseDecimal(settings.loanMaxLtv);
  const apr = parseDecimal(settings.loanApr);
  const termDays = parseTermDays(settings.loanTermDays);
  if (!maxLtv || maxLtv.units <= 0n || compareDecimal(maxLtv, loanWarningLtv) >= 0) {
    throw new Error(`loanMaxLtv must be above 0 and below the warning level 0.75, not ${settings.loanMaxLtv}`);
  }
  if (!apr || apr.units < 0n || compareDecimal(apr, { units: 1n, scale: 0 }) > 0) {
    throw new Error(`loanApr must be between 0 and 1, not ${settings.loanApr}`);
  }
  if (!termDays) throw new Error(`loanTermDays must be a list of whole days, not ${settings.loanTermDays}`);
  return { maxLtv, apr, termDays };
}

/** "7,14,30,90" → [7, 14, 30, 90]: distinct whole days from 1 to 3,650, or null. */
export function parseTermDays(text: string): number[] | null {
  if (!/^\d{1,4}(,\d{1,4})*$/.test(text)) return null;
  const days = text.split(',').map(Number);
  if (days.some((day) => day < 1 || day > 3650) || new Set(days).size !== days.length) return null;
  return days;
}

/** A holding position as collateral: its terms and the last price. */
export interface CollateralPosition extends PositionTerms {
  readonly id: number;
  readonly mark: Price;
}

/** One position's collateral value in sen: a long's equity at the mark, never below zero; a short is not collateral. */
export function positionCollateralSen(position: CollateralPosition): bigint {
  if (position.direction !== 'long') return 0n;
  const equity = equityAt(position, position.mark);
  return equity > 0n ? equity : 0n;
}

/** Holdings' collateral and cash together. */
const withCash = (holdings: Yen, cash: Yen): Yen => yenAmount(holdings.minor + cash.minor);

/** The collateral value of the positions, rounded down to the yen. */
export function collateralValue(positions: readonly CollateralPosition[]): Yen {
  const sen = positions.reduce((total, position) => total + positionCollateralSen(position), 0n);
  return yenAmount(divideRounded(sen, 100n, 'down'));
}

/** maxLtv × collateral − owed, rounded down, never below zero: what may still be borrowed. */
export function availableCredit(collateral: Yen, owed: Yen, maxLtv: Decimal): Yen {
  const line = divideRounded(collateral.minor * maxLtv.units, pow10(maxLtv.scale), 'down') - owed.minor;
  return yenAmount(line > 0n ? line : 0n);
}

/** owed ÷ collateral as a percentage to two places, rounded up; null when something is owed on no collateral. */
export function ltvPercent(owed: Yen, collateral: Yen): Decimal | null {
  if (owed.minor === 0n) return { units: 0n, scale: 2 };
  if (collateral.minor === 0n) return null;
  return { units: divideRounded(owed.minor * 10_000n, collateral.minor, 'up'), scale: 2 };
}

/** Whether owed ÷ collateral ≥ level, exactly (no rounding); with nothing owed, never. */
export function ltvAtLeast(owed: Yen, collateral: Yen, level: Decimal): boolean {
  if (owed.minor === 0n) return false;
  return owed.minor * pow10(level.scale) >= level.units * collateral.minor;
}

export type LoanRisk = 'ok' | 'noBorrowing' | 'warning' | 'forcedSale';

/** Where the LTV stands against the published thresholds. */
export function loanRisk(owed: Yen, collateral: Yen, maxLtv: Decimal): LoanRisk {
  if (ltvAtLeast(owed, collateral, loanForcedSaleLtv)) return 'forcedSale';
  if (ltvAtLeast(owed, collateral, loanWarningLtv)) return 'warning';
  if (ltvAtLeast(owed, collateral, maxLtv)) return 'noBorrowing';
  return 'ok';
}

/**
 * Simple interest on `principalDays` (the sum, over the Japan days accrued, of the principal
 * outstanding at the end of each day): principalDays × apr ÷ 365, rounded down. A loan's
 * interest is always worked out from this running sum, and each day posts only the increase,
 * so rounding never adds up across days.
 */
export function interestOn(principalDays: bigint, apr: Decimal): Yen {
  return yenAmount(divideRounded(principalDays * apr.units, loanDaysPerYear * pow10(apr.scale), 'down'));
}

/** The interest a loan of `amount` costs if it runs its whole term: amount × days × apr ÷ 365, rounded down. */
export function interestForTerm(amount: Yen, termDays: number, apr: Decimal): Yen {
  return interestOn(amount.minor * BigInt(termDays), apr);
}

/** The Japan calendar days after `from` up to and including `to` ("YYYY-MM-DD"), in order. */
export function daysToAccrue(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = nextDay(from); day <= to; day = nextDay(day)) days.push(day);
  return days;
}

export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export function previousDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

export interface LoanBalance {
  readonly principal: Yen;
  /** Interest accrued and not yet repaid. */
  readonly interest: Yen;
}

/** What a repayment pays: interest first, then principal. The caller has checked it is at most what is owed. */
export function splitRepayment(balance: LoanBalance, amount: Yen): { interest: Yen; principal: Yen } {
  const owed = balance.principal.minor + balance.interest.minor;
  if (amount.minor <= 0n || amount.minor > owed) throw new Error(`A repayment is between 1 and ${owed}, not ${amount.minor}`);
  const interest = amount.minor < balance.interest.minor ? amount.minor : balance.interest.minor;
  return { interest: yenAmount(interest), principal: yenAmount(amount.minor - interest) };
}

/**
 * The next position a forced sale takes, or null when none is needed: while the LTV is at or
 * above `maxLtv`, the position worth most as collateral (the lower id first on a tie). The sale
 * runs only once the LTV has reached `loanForcedSaleLtv`; the caller then sells, repays from the
 * proceeds and asks again, until this answers null.
 */
export function nextForcedSale(
  positions: readonly CollateralPosition[],
  owed: Yen,
  maxLtv: Decimal,
  cash: Yen = yenAmount(0n),
): CollateralPosition | null {
  if (!ltvAtLeast(owed, withCash(collateralValue(positions), cash), maxLtv)) return null;
  const ranked = positions
    .filter((position) => positionCollateralSen(position) > 0n)
    .sort((left, right) => {
      const difference = positionCollateralSen(right) - positionCollateralSen(left);
      return difference === 0n ? left.id - right.id : difference > 0n ? 1 : -1;
    });
  return ranked[0] ?? null;
}

/**
 * The whole forced sale as it would run if each sale repaid exactly the position's collateral
 * value (a plan to show and test; the real sale repays what the close actually returned).
 */
export function forcedSalePlan(
  positions: readonly CollateralPosition[],
  owed: Yen,
  maxLtv: Decimal,
  cash: Yen = yenAmount(0n),
): { sold: { id: number; proceeds: Yen }[]; owed: Yen } {
  if (!ltvAtLeast(owed, withCash(collateralValue(positions), cash), loanForcedSaleLtv)) return { sold: [], owed };
  let remaining = [...positions];
  let stillOwed = owed;
  const sold: { id: number; proceeds: Yen }[] = [];
  for (
    let next = nextForcedSale(remaining, stillOwed, maxLtv, cash);
    next;
    next = nextForcedSale(remaining, stillOwed, maxLtv, cash)
  ) {
    const proceeds = yenAmount(divideRounded(positionCollateralSen(next), 100n, 'down'));
    sold.push({ id: next.id, proceeds });
    stillOwed = yenAmount(stillOwed.minor > proceeds.minor ? stillOwed.minor - proceeds.minor : 0n);
    remaining = remaining.filter((position) => position.id !== next.id);
  }
  return { sold, owed: stillOwed };
}

/**
 * The fall in all prices, as a percentage to two places rounded down, at which owed ÷ collateral
 * would reach `level`: "0" when it already has, null when no fall can reach it (nothing owed,
 * cash alone more than enough, or margin beyond the cost keeps enough equity even at a price of zero).
 *
 * Holdings at a fall f are worth C(x) = Σ max(0, vᵢ·x − bᵢ) with x = 1 − f, vᵢ a long's market value
 * and bᵢ what leverage borrowed for it; cash does not fall. The level is reached where
 * C(x) = owed ÷ level − cash. C is
 * increasing and piecewise linear, and the straight line through all positions lies under it, so
 * solving on the line overshoots; positions with no equity there are dropped and the line solved
 * again, until every position left has equity: that x is exact.
 */
export function stressFall(
  positions: readonly CollateralPosition[],
  owed: Yen,
  level: Decimal,
  cash: Yen = yenAmount(0n),
): Decimal | null {
  if (owed.minor === 0n) return null;
  const longs = positions
    .filter((position) => position.direction === 'long')
    .map((position) => ({
      value: position.mark * BigInt(position.shares),
      borrowed: position.entryNotional - position.margin.minor * 100n,
    }));
  // x = (owed_sen ÷ level − cash_sen + B) ÷ V = (owed_sen·10^s − cash_sen·u + B·u) ÷ (V·u), over the active positions.
  const target = owed.minor * 100n * pow10(level.scale) - cash.minor * 100n * level.units;
  if (target < 0n) return null;
  let active = longs.filter((position) => position.value > position.borrowed);
  if (target === 0n) return fallToNoEquity(active);
  for (;;) {
    const value = active.reduce((total, position) => total + position.value, 0n);
    if (value === 0n) return { units: 0n, scale: 2 };
    const borrowed = active.reduce((total, position) => total + position.borrowed, 0n);
    const numerator = target + borrowed * level.units;
    const denominator = value * level.units;
    if (numerator <= 0n) return null;
    const next = active.filter((position) => position.borrowed * denominator < position.value * numerator);
    if (next.length < active.length) {
      active = next;
      continue;
    }
    if (numerator >= denominator) return { units: 0n, scale: 2 };
    // f = 1 − x, as a percentage to two places, rounded down.
    return { units: divideRounded((denominator - numerator) * 10_000n, denominator, 'down'), scale: 2 };
  }
}

/**
 * `stressFall` when cash alone sits exactly at the level (owed ÷ level = cash): it is reached once
 * the holdings are worth nothing, where the last of them loses its equity, at x = the least
 * borrowed ÷ value (a fall of 100% for a long bought without leverage); never when one keeps
 * equity at a price of zero.
 */
function fallToNoEquity(withEquity: readonly { value: bigint; borrowed: bigint }[]): Decimal | null {
  const [first, ...rest] = withEquity;
  if (!first) return { units: 0n, scale: 2 };
  if (withEquity.some((position) => position.borrowed < 0n)) return null;
  const last = rest.reduce(
    (least, position) => (position.borrowed * least.value < least.borrowed * position.value ? position : least),
    first,
  );
  return { units: divideRounded((last.value - last.borrowed) * 10_000n, last.value, 'down'), scale: 2 };
}
