import { describe, expect, it } from 'vitest';
import { depositLimitsFor, type DepositChannel } from './deposit-limits';

const channel = (min: string, max: string, currency: DepositChannel['currency'] = 'JPY'): DepositChannel => ({
  id: 1,
  name: 'Bank transfer',
  currency,
  min,
  max,
  hours: '09:30-19:30',
  days: 'weekdays',
  payee: { bankName: 'B', branchName: 'Br', accountNumber: '1234567', accountName: 'Kabuto' },
});

describe('depositLimitsFor', () => {
  it('keeps a yen deposit within both the settings and the channels', () => {
    expect(depositLimitsFor('JPY', [channel('5000', '10000000')], { minDeposit: '10000', maxDeposit: '50000000' })).toEqual({
      min: '10000',
      max: '10000000',
    });
  });

  it('bounds another currency by its channels alone', () => {
    expect(depositLimitsFor('USD', [channel('100', '50000', 'USD')], { minDeposit: '10000', maxDeposit: '50000000' })).toEqual({
      min: '100',
      max: '50000',
    });
  });
});
