/** The first value of every editable setting; staff change them later in the back office. */
import type { EditableConfigKey } from '@kabuto/contracts';

export const configDefaults: Record<EditableConfigKey, string> = {
  title: 'Kabuto',
  currencySymbol: 'Ұ',
  defaultStockType: 'jpy',
  languages: 'en,tw,jp',
  minDeposit: '10000',
  maxDeposit: '10000000',
  minWithdraw: '1000',
  maxWithdraw: '5000000',
  depositHours: '09:30-19:30',
  withdrawHours: '09:30-19:30',
  depositDays: 'weekdays',
  withdrawDays: 'weekdays',
  withdrawCardCooldownHours: '24',
  lotSize: '100',
  leverageOptions: '1,2,3',
  feeRate: '0.001',
  minFee: '100',
  stampDutyRate: '0',
  shareReward: '200',
  supportUrl: 'mailto:support@kabuto.example',
};
