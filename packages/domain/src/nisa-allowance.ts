/**
 * NISA's growth allowance (成長投資枠): which orders may be placed in NISA, and what is left of
 * the year's and the lifetime allowance. Pure rules; the server passes the member's NISA lots.
 *
 * The rule. A purchase counts at its cost (the shares' price, no fees) in the JST year it is
 * made, against the year's limit (¥2,400,000 by default) and the lifetime limit of book value
 * (¥12,000,000 by default). A sale frees its cost in the lifetime limit from the next JST year,
 * never in the year of the sale; the year's limit is never freed. つみたて投資枠 needs investment
 * trusts, which Kabuto does not list, so only the growth allowance is used here.
 */
import type { Yen } from './trading-config';
import { yenAmount } from './trading-money';

export interface NisaLimits {
  yearLimit: Yen;
  lifetimeLimit: Yen;
}

/** One NISA purchase: its cost, the JST year it was bought in, and the year it was sold in (null while held or pending). */
export interface NisaLot {
  cost: Yen;
  boughtYear: number;
  soldYear: number | null;
}

export interface NisaStatus {
  year: number;
  yearUsed: Yen;
  yearRemaining: Yen;
  lifetimeUsed: Yen;
  lifetimeRemaining: Yen;
  /** Cost sold this year, which the lifetime limit gives back on 1 January. */
  freesNextYear: Yen;
  /** What the next purchase may cost: the smaller of the two remainders. */
  remaining: Yen;
}

export function nisaStatus(lots: readonly NisaLot[], limits: NisaLimits, year: number): NisaStatus {
  let yearUsed = 0n;
  let lifetimeUsed = 0n;
  let freesNextYear = 0n;
  for (const lot of lots) {
    if (lot.boughtYear === year) yearUsed += lot.cost.minor;
    // A lot sold in an earlier year has given its cost back; one sold this year still holds it until 1 January.
    if (lot.soldYear === null || lot.soldYear >= year) lifetimeUsed += lot.cost.minor;
    if (lot.soldYear === year) freesNextYear += lot.cost.minor;
  }
  const floor = (value: bigint) => (value < 0n ? 0n : value);
  const yearRemaining = floor(limits.yearLimit.minor - yearUsed);
  const lifetimeRemaining = floor(limits.lifetimeLimit.minor - lifetimeUsed);
  return {
    year,
    yearUsed: yenAmount(yearUsed),
    yearRemaining: yenAmount(yearRemaining),
    lifetimeUsed: yenAmount(lifetimeUsed),
    lifetimeRemaining: yenAmount(lifetimeRemaining),
    freesNextYear: yenAmount(freesNextYear),
    remaining: yenAmount(yearRemaining < lifetimeRemaining ? yearRemaining : lifetimeRemaining),
  };
}

/** Why an order can't be placed in NISA: only a cash purchase (leverage 1, long, normal) is allowed. */
export type NisaOrderProblem = 'leverage' | 'short' | 'product';

export function nisaOrderProblem(order: {
  direction: 'long' | 'short';
  leverage: number;
  product: 'normal' | 'day';
}): NisaOrderProblem | null {
  if (order.direction !== 'long') return 'short';
  if (order.leverage !== 1) return 'leverage';
  if (order.product !== 'normal') return 'product';
  return null;
}

/** What a NISA purchase of `notionalSen` (price × shares in sen) costs against the allowance: whole yen, rounded up. */
export function nisaCostOf(notionalSen: bigint): Yen {
  return yenAmount((notionalSen + 99n) / 100n);
}

/** Whether a purchase of `cost` fits in what is left; null when it does, else what remains. */
export function nisaLimitRefusal(status: Pick<NisaStatus, 'remaining'>, cost: Yen): { remaining: Yen } | null {
  return cost.minor <= status.remaining.minor ? null : { remaining: status.remaining };
}
