/**
 * What every deposit and withdrawal request is checked against before it is written: who may
 * move money, the amount as typed, the hours and the limits from the settings.
 */
import type { Currency, EditableConfigKey } from '@kabuto/contracts';
import {
  amountWithinLimits,
  decimal,
  isAmountRefusal,
  parseAmount,
  rejectField,
  withinFundsHours,
  type Money,
  type Rejection,
} from '@kabuto/domain';
import type { ConfigService } from '../common/config.service';

export function parseMoneyField(field: string, text: string, currency: Currency): Money | Rejection {
  const parsed = parseAmount(text, currency);
  return isAmountRefusal(parsed) ? rejectField(field, parsed.problem) : parsed;
}

interface WindowKeys {
  hours: EditableConfigKey;
  days: EditableConfigKey;
  min: EditableConfigKey;
  max: EditableConfigKey;
}

export const depositWindow: WindowKeys = { hours: 'depositHours', days: 'depositDays', min: 'minDeposit', max: 'maxDeposit' };
export const withdrawWindow: WindowKeys = {
  hours: 'withdrawHours',
  days: 'withdrawDays',
  min: 'minWithdraw',
  max: 'maxWithdraw',
};

/**
 * Hours and days apply to every currency. The minimum and maximum in the settings are yen
 * amounts, so they apply to yen; other currencies are bounded by their channel.
 */
export async function checkWindowAndLimits(
  amount: Money,
  now: Date,
  keys: WindowKeys,
  config: ConfigService,
): Promise<Rejection | null> {
  const days = (await config.value(keys.days)) === 'all' ? 'all' : 'weekdays';
  const closed = withinFundsHours(now, await config.value(keys.hours), days);
  if (closed) return closed;
  if (amount.currency !== 'JPY') return null;
  return amountWithinLimits(amount, decimal(await config.value(keys.min)), decimal(await config.value(keys.max)));
}
