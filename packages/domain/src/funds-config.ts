/**
 * The settings of deposits and withdrawals, parsed once per read of the settings (as
 * `tradingConfigFrom` does for trading) rather than looked up and parsed at every request.
 */
import type { WindowDays } from './calendar';
import { decimal, type Decimal } from './decimal';

/** When requests are taken and, for yen, the amounts allowed. */
export interface FundsWindow {
  /** "HH:MM-HH:MM" in Japan time. */
  readonly hours: string;
  readonly days: WindowDays;
  /** Yen bounds; other currencies are bounded by their channel. */
  readonly min: Decimal;
  readonly max: Decimal;
}

export interface FundsConfig {
  readonly deposit: FundsWindow;
  readonly withdraw: FundsWindow;
  /** A new bank card can be withdrawn to only after this many hours. */
  readonly withdrawCardCooldownHours: number;
}

export type FundsSettingName =
  | 'depositHours'
  | 'depositDays'
  | 'minDeposit'
  | 'maxDeposit'
  | 'withdrawHours'
  | 'withdrawDays'
  | 'minWithdraw'
  | 'maxWithdraw'
  | 'withdrawCardCooldownHours';

/** Reads the funds settings from their stored texts (each already checked by its setting's format). */
export function fundsConfigFrom(settings: Readonly<Record<FundsSettingName, string>>): FundsConfig {
  const days = (text: string): WindowDays => (text === 'all' ? 'all' : 'weekdays');
  const hours = Number(settings.withdrawCardCooldownHours);
  if (!Number.isInteger(hours) || hours < 0) throw new Error(`withdrawCardCooldownHours is not a whole number: ${hours}`);
  return {
    deposit: {
      hours: settings.depositHours,
      days: days(settings.depositDays),
      min: decimal(settings.minDeposit),
      max: decimal(settings.maxDeposit),
    },
    withdraw: {
      hours: settings.withdrawHours,
      days: days(settings.withdrawDays),
      min: decimal(settings.minWithdraw),
      max: decimal(settings.maxWithdraw),
    },
    withdrawCardCooldownHours: hours,
  };
}
