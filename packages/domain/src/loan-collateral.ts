/**
 * Cash as collateral. While a loan is owed, the member's JPY cash counts as collateral beside the
 * equity of their holdings (cash is the best collateral: its value never falls), so cash that
 * would leave the account is limited: what may go out (a withdrawal, an exchange out of yen, a
 * copy's follow, an offering's hold) is what leaves owed ≤ maxLtv × (holdings + cash left).
 * Closing a position is never limited, and its proceeds land in cash, where the same rule keeps
 * them. With nothing owed, every yen of cash may go.
 */
import { divideRounded, pow10, type Decimal } from './decimal';
import { formatAmount } from './money';
import { reject, type Rejection } from './rejection';
import { yenAmount } from './trading-money';
import type { Yen } from './trading-config';

export interface CollateralStanding {
  /** Principal and interest owed on the member's active loan; zero without one. */
  readonly owed: Yen;
  /** The equity of the member's long holdings at the last prices (`collateralValue`). */
  readonly holdings: Yen;
  /** The member's available JPY cash. */
  readonly cash: Yen;
}

/** Holdings and cash together: what a loan is measured against. */
export function totalCollateral(standing: Pick<CollateralStanding, 'holdings' | 'cash'>): Yen {
  return yenAmount(standing.holdings.minor + standing.cash.minor);
}

/**
 * The cash that may leave: holdings + cash − ⌈owed ÷ maxLtv⌉, never below zero nor above the cash.
 * owed ≤ maxLtv × (holdings + cash − w) ⇔ w ≤ holdings + cash − owed ÷ maxLtv, and w is whole
 * yen, so the yen needed to keep is rounded up (the member may take less, never more, than the rule).
 */
export function withdrawableCash(standing: CollateralStanding, maxLtv: Decimal): Yen {
  const { owed, holdings, cash } = standing;
  if (owed.minor <= 0n) return cash;
  const kept = divideRounded(owed.minor * pow10(maxLtv.scale), maxLtv.units, 'up');
  const free = holdings.minor + cash.minor - kept;
  if (free <= 0n) return yenAmount(0n);
  return yenAmount(free < cash.minor ? free : cash.minor);
}

/**
 * 422 `collateral_required {withdrawable}` when `amount` of cash leaving would break the rule;
 * null when it may go. More than the cash is not judged here: the ledger answers that with
 * `insufficient_funds`, loan or not.
 */
export function collateralRefusal(standing: CollateralStanding, amount: Yen, maxLtv: Decimal): Rejection | null {
  if (amount.minor > standing.cash.minor) return null;
  const withdrawable = withdrawableCash(standing, maxLtv);
  if (amount.minor <= withdrawable.minor) return null;
  return reject('collateral_required', { withdrawable: formatAmount(withdrawable) });
}
