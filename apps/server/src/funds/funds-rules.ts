/**
 * What every deposit and withdrawal request is checked against before it is written: who may
 * move money (identity's guard), the amount as typed, the hours and the limits of the funds settings
 * (`config.fundsConfig()`, parsed once per read of the settings).
 */
import type { Currency } from '@kabuto/contracts';
import {
  amountWithinLimits,
  isAmountRefusal,
  parseAmount,
  rejectField,
  withinFundsHours,
  type FundsWindow,
  type Money,
  type Rejection,
} from '@kabuto/domain';

export function parseMoneyField(field: string, text: string, currency: Currency): Money | Rejection {
  const parsed = parseAmount(text, currency);
  return isAmountRefusal(parsed) ? rejectField(field, parsed.problem) : parsed;
}

/**
 * Hours and days apply to every currency. The minimum and maximum in the settings are yen
 * amounts, so they apply to yen; other currencies are bounded by their channel.
 */
export function checkWindowAndLimits(amount: Money, now: Date, window: FundsWindow): Rejection | null {
  const closed = withinFundsHours(now, window.hours, window.days);
  if (closed) return closed;
  if (amount.currency !== 'JPY') return null;
  return amountWithinLimits(amount, window.min, window.max);
}
