/** The configured bounds on a deposit or withdrawal: its amount, and the hours it is taken. */
import { windowCheck, type WindowDays } from './calendar';
import type { Decimal } from './decimal';
import { refuse, type FundsRejection } from './funds-rejection';
import { formatAmount, roundToMinor, type Money } from './money';

/**
 * `below_minimum` or `above_maximum` when `amount` is outside [min, max], or null when within.
 * The bounds are configured as decimals and may carry more digits than the currency ("0.005"
 * dollars); an amount in whole minor units is ≥ min exactly when it is ≥ min rounded up to a
 * minor unit, and ≤ max exactly when ≤ max rounded down. So the comparison stays exact, and the
 * bound shown to the member is the smallest (or largest) amount they could actually enter.
 */
export function amountWithinLimits(amount: Money, min: Decimal, max: Decimal): FundsRejection | null {
  const least = roundToMinor(min, amount.currency, 'up');
  const most = roundToMinor(max, amount.currency, 'down');
  if (least.minor > most.minor) throw new Error(`The limits ${formatAmount(least)}–${formatAmount(most)} admit no amount`);
  if (amount.minor < least.minor) return refuse('below_minimum', { min: formatAmount(least), currency: amount.currency });
  if (amount.minor > most.minor) return refuse('above_maximum', { max: formatAmount(most), currency: amount.currency });
  return null;
}

/**
 * `outside_hours` when the funds window (`depositHours`/`depositDays`, `withdrawHours`/
 * `withdrawDays`) is closed at `now`, with the window and when it next opens, or null when open.
 */
export function withinFundsHours(now: Date, hours: string, days: WindowDays): FundsRejection | null {
  const state = windowCheck(now, hours, days);
  if (state.open) return null;
  return refuse('outside_hours', {
    hours,
    days,
    ...(state.opensAt ? { opensAt: state.opensAt.toISOString() } : {}),
  });
}
