/**
 * What each setting means and the shape its value must take, for the staff editing it. The
 * record is keyed by the contract's editable keys, so a new setting without a line here fails
 * the type check instead of appearing unexplained.
 */
import type { EditableConfigKey } from '@kabuto/contracts';

export interface ConfigDescription {
  meaning: string;
  /** The accepted shape, shown under the input and after a format error. */
  format: string;
}

export const configDescriptions: Record<EditableConfigKey, ConfigDescription> = {
  title: { meaning: 'Name of the app shown to members.', format: '1 to 60 characters.' },
  currencySymbol: { meaning: 'Symbol shown before amounts.', format: '1 to 3 characters, e.g. ¥.' },
  defaultStockType: { meaning: 'Market shown first in the member app.', format: 'jpy' },
  languages: { meaning: 'Languages members can choose.', format: 'Comma-separated: en, tw, jp, e.g. en,tw,jp.' },
  minDeposit: { meaning: 'Smallest deposit accepted, in yen.', format: 'A non-negative number, e.g. 10000.' },
  maxDeposit: { meaning: 'Largest deposit accepted, in yen.', format: 'A non-negative number, e.g. 10000000.' },
  minWithdraw: { meaning: 'Smallest withdrawal accepted, in yen.', format: 'A non-negative number, e.g. 1000.' },
  maxWithdraw: { meaning: 'Largest withdrawal accepted, in yen.', format: 'A non-negative number, e.g. 5000000.' },
  depositHours: { meaning: 'When deposits are accepted, Japan time.', format: 'HH:MM-HH:MM, e.g. 09:30-19:30.' },
  withdrawHours: { meaning: 'When withdrawals are accepted, Japan time.', format: 'HH:MM-HH:MM, e.g. 09:30-19:30.' },
  depositDays: { meaning: 'Days deposits are accepted.', format: 'weekdays (Mon–Fri except Japanese holidays) or all.' },
  withdrawDays: { meaning: 'Days withdrawals are accepted.', format: 'weekdays (Mon–Fri except Japanese holidays) or all.' },
  withdrawCardCooldownHours: {
    meaning: 'Hours a newly added bank card must wait before a withdrawal to it.',
    format: 'A whole number of hours, e.g. 24.',
  },
  passkeyCoolDownHours: {
    meaning:
      'Hours a newly added passkey signs in but cannot confirm withdrawals, card changes, password resets or passkey changes.',
    format: 'A whole number of hours, e.g. 24.',
  },
  lotSize: { meaning: 'Shares per trading lot.', format: 'A whole number above 0, e.g. 100.' },
  leverageOptions: { meaning: 'Leverage members can choose.', format: 'Comma-separated whole numbers 1–99, e.g. 1,2,3.' },
  feeRate: { meaning: 'Commission as a share of the trade value.', format: 'A rate from 0 to 1, up to 6 decimals, e.g. 0.001.' },
  minFee: { meaning: 'Smallest commission per trade, in yen.', format: 'A non-negative number, e.g. 100.' },
  stampDutyRate: { meaning: 'Stamp duty as a share of the trade value.', format: 'A rate from 0 to 1, up to 6 decimals.' },
  maintenanceMarginRate: {
    meaning: 'A position is closed by the house when its equity falls to this share of its value at the current price.',
    format: 'A rate above 0 and below the warning rate, e.g. 0.2.',
  },
  marginWarningRate: {
    meaning: 'The member is warned when a position’s equity falls to this share of its value.',
    format: 'A rate above the maintenance rate and below 1, e.g. 0.4.',
  },
  normalMinMinutesBeforeClose: {
    meaning: 'Minutes a normal position must be held before the member may close it.',
    format: 'A whole number of minutes, 0 for none.',
  },
  normalSameDayClose: {
    meaning: 'Whether a normal position may be closed on the day it opened (T+0), or from the next trading day (T+1).',
    format: 'true or false.',
  },
  dayMinMinutesBeforeClose: {
    meaning: 'Minutes a day-trade position must be held before the member may close it.',
    format: 'A whole number of minutes, 0 for none.',
  },
  dayTradeCutoff: {
    meaning: 'Japan time at which the house closes open day-trade positions, before the closing auction.',
    format: 'HH:MM, e.g. 15:20 (five minutes before the closing auction, so the close meets a live book).',
  },
  shareReward: { meaning: 'Reward for a member who invites another, in yen.', format: 'A non-negative number, e.g. 200.' },
  checkInRewards: {
    meaning: 'Daily check-in reward in yen for each day of a streak; days past the last row earn the last row.',
    format: 'Whole yen separated by commas, 1 to 31 rows, e.g. 10,10,20,20,30,30,50.',
  },
  loanMaxLtv: {
    meaning:
      'Share of collateral a member may owe on a loan; at or above it no new borrowing (warning at 0.75, forced sales at 0.85).',
    format: 'A fraction above 0 and below 0.75, e.g. 0.6.',
  },
  loanApr: {
    meaning: 'Simple interest per year on loans, accrued each Japan day.',
    format: 'A fraction from 0 to 1, e.g. 0.029 for 2.9%.',
  },
  loanTermDays: {
    meaning: 'Loan terms a member may choose, in days.',
    format: 'Distinct whole days separated by commas, e.g. 7,14,30,90.',
  },
  copyPerformanceFeePct: {
    meaning: 'Performance fee on a copy’s new profit above its high-water mark, charged when the copy ends.',
    format: 'Whole percent from 0 to 50; 0 charges nothing.',
  },
  nisaYearLimit: {
    meaning: 'NISA growth allowance: the most a member may buy in NISA in one JST calendar year, by cost, in yen.',
    format: 'A non-negative number, e.g. 2400000.',
  },
  nisaLifetimeLimit: {
    meaning:
      'NISA growth allowance: the lifetime book value a member may hold in NISA; a sale frees its cost from the next year.',
    format: 'A non-negative number, e.g. 12000000.',
  },
  supportUrl: { meaning: 'Where the member app sends people for help.', format: 'An https:// or mailto: address.' },
  firmName: {
    meaning: 'The firm’s legal name, printed on every member document (trade reports, statements).',
    format: '1 to 120 characters.',
  },
  firmRegistration: {
    meaning: 'The firm’s registration line (金融商品取引業者 登録番号), printed under its name on member documents.',
    format: 'Up to 200 characters; empty prints no line.',
  },
};

/** Settings fixed when the server starts, explained for the read-only rows. */
export const runtimeDescriptions: Record<string, string> = {
  marketSessions:
    'Trading hours the server runs with (tse: real Tokyo hours; always: open around the clock). Set at server start.',
};
