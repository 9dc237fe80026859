/** The public settings of `/common/config`, each with the rule a new value must pass. */
import { z } from 'zod';
import { decimalString, withinAmountMaximum } from './primitives';

const hoursWindow = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/);
const dayRule = z.enum(['weekdays', 'all']);
/** Amounts of yen, within the same maximum as an amount a member types. */
const positiveDecimal = decimalString.refine((value) => !value.startsWith('-')).refine(withinAmountMaximum);
/** Hours, minutes and share counts: six digits are plenty, and any integer column holds them. */
const wholeNumber = z.string().regex(/^\d{1,6}$/);
const rate = z.string().regex(/^0(\.\d{1,6})?$|^1(\.0+)?$/);

/** Settings staff may change in the back office. */
export const editableConfig = {
  title: z.string().trim().min(1).max(60),
  currencySymbol: z.string().trim().min(1).max(3),
  defaultStockType: z.enum(['jpy']),
  languages: z.string().regex(/^(en|tw|jp)(,(en|tw|jp))*$/),
  minDeposit: positiveDecimal,
  maxDeposit: positiveDecimal,
  minWithdraw: positiveDecimal,
  maxWithdraw: positiveDecimal,
  depositHours: hoursWindow,
  withdrawHours: hoursWindow,
  depositDays: dayRule,
  withdrawDays: dayRule,
  withdrawCardCooldownHours: wholeNumber,
  passkeyCoolDownHours: wholeNumber,
  lotSize: wholeNumber.refine((value) => Number(value) > 0),
  leverageOptions: z.string().regex(/^[1-9]\d?(,[1-9]\d?)*$/),
  feeRate: rate,
  minFee: positiveDecimal,
  stampDutyRate: rate,
  maintenanceMarginRate: rate,
  marginWarningRate: rate,
  normalMinMinutesBeforeClose: wholeNumber,
  normalSameDayClose: z.enum(['true', 'false']),
  dayMinMinutesBeforeClose: wholeNumber,
  dayTradeCutoff: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  shareReward: positiveDecimal,
  checkInRewards: z.string().regex(/^\s*[1-9]\d{0,5}\s*(,\s*[1-9]\d{0,5}\s*){0,30}$/),
  loanMaxLtv: rate,
  loanApr: rate,
  loanTermDays: z.string().regex(/^\d{1,4}(,\d{1,4})*$/),
  copyPerformanceFeePct: z.string().regex(/^([0-9]|[1-4][0-9]|50)$/),
  nisaYearLimit: positiveDecimal,
  nisaLifetimeLimit: positiveDecimal,
  supportUrl: z.url({ protocol: /^(https?|mailto)$/ }),
  firmName: z.string().trim().min(1).max(120),
  firmRegistration: z.string().trim().max(200),
} as const;

export type EditableConfigKey = keyof typeof editableConfig;
export const editableConfigKeys = Object.keys(editableConfig) as EditableConfigKey[];

/** Settings that follow from how the server was started, shown but not editable. */
export const runtimeConfigKeys = ['marketSessions'] as const;

export function isEditableConfigKey(name: string): name is EditableConfigKey {
  return Object.hasOwn(editableConfig, name);
}

export const configEntrySchema = z.object({ name: z.string(), value: z.string() });
export type ConfigEntry = z.infer<typeof configEntrySchema>;
