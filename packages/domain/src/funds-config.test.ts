import { describe, expect, it } from 'vitest';
import { decimal } from './decimal';
import { fundsConfigFrom, type FundsSettingName } from './funds-config';

const stored: Record<FundsSettingName, string> = {
  depositHours: '09:00-17:00',
  depositDays: 'weekdays',
  minDeposit: '10000',
  maxDeposit: '10000000',
  withdrawHours: '00:00-24:00',
  withdrawDays: 'all',
  minWithdraw: '1000',
  maxWithdraw: '5000000',
  withdrawCardCooldownHours: '24',
};

describe('the funds settings', () => {
  it('read each window with its hours, days and exact yen limits', () => {
    const config = fundsConfigFrom(stored);
    expect(config.deposit).toEqual({ hours: '09:00-17:00', days: 'weekdays', min: decimal('10000'), max: decimal('10000000') });
    expect(config.withdraw).toEqual({ hours: '00:00-24:00', days: 'all', min: decimal('1000'), max: decimal('5000000') });
    expect(config.withdrawCardCooldownHours).toBe(24);
  });

  it('refuse a card cool-down that is not a whole number of hours', () => {
    expect(() => fundsConfigFrom({ ...stored, withdrawCardCooldownHours: '1.5' })).toThrow('withdrawCardCooldownHours');
  });
});
