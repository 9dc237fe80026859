import { describe, expect, it } from 'vitest';
import { decimal } from './decimal';
import { defaultTradingConfig, tradingConfigFrom } from './trading-config';
import { yenAmount } from './trading-money';

describe('the trading settings', () => {
  it('uses the defaults for names not set', () => {
    expect(tradingConfigFrom({})).toEqual(defaultTradingConfig);
  });

  it('reads the server’s default configuration strings as the defaults', () => {
    const settings = { lotSize: '100', leverageOptions: '1,2,3', feeRate: '0.001', minFee: '100', stampDutyRate: '0' };
    expect(tradingConfigFrom(settings)).toEqual(defaultTradingConfig);
  });

  it('reads every setting it knows', () => {
    const config = tradingConfigFrom({
      lotSize: '10',
      leverageOptions: '1,2',
      feeRate: '0.0015',
      minFee: '99.5',
      stampDutyRate: '0.001',
      maintenanceMarginRate: '0.25',
      marginWarningRate: '0.45',
      normalMinMinutesBeforeClose: '30',
      normalSameDayClose: 'false',
      dayMinMinutesBeforeClose: '5',
      dayTradeCutoff: '14:50',
    });
    expect(config.lotSize).toBe(10);
    expect(config.leverageOptions).toEqual([1, 2]);
    expect(config.feeRate).toEqual(decimal('0.0015'));
    // ¥99.5 can't be charged: the minimum is rounded up to ¥100.
    expect(config.minFee).toEqual(yenAmount(100n));
    expect(config.stampDutyRate).toEqual(decimal('0.001'));
    expect(config.maintenanceMarginRate).toEqual(decimal('0.25'));
    expect(config.marginWarningRate).toEqual(decimal('0.45'));
    expect(config.closeRules).toEqual({
      normal: { minMinutesBeforeClose: 30, sameDayClose: false },
      day: { minMinutesBeforeClose: 5, sameDayClose: true },
    });
    // 14:50 Japan time = (14 × 60 + 50) minutes after midnight.
    expect(config.dayCutoffMsOfDay).toBe((14 * 60 + 50) * 60_000);
  });

  it.each([
    { why: 'a zero lot size', settings: { lotSize: '0' } },
    { why: 'a zero leverage', settings: { leverageOptions: '1,0' } },
    { why: 'a fee rate above 1', settings: { feeRate: '1.5' } },
    { why: 'a malformed rate', settings: { stampDutyRate: 'zero' } },
    { why: 'a maintenance rate of 1', settings: { maintenanceMarginRate: '1' } },
    { why: 'a maintenance rate of 0', settings: { maintenanceMarginRate: '0' } },
    { why: 'a warning level under the maintenance rate', settings: { marginWarningRate: '0.1' } },
    // Leverage 3 opens with a third of the notional as equity: every 3× position would be warned at once.
    { why: 'a warning level above the initial margin of the highest leverage', settings: { marginWarningRate: '0.4' } },
    { why: 'a warning level equal to the initial margin of the highest leverage', settings: { leverageOptions: '1,2,4' } },
    { why: 'a flag that is not true or false', settings: { normalSameDayClose: 'yes' } },
    { why: 'a cut-off that is not a time of day', settings: { dayTradeCutoff: '25:00' } },
  ])('throws on $why, which the back office never saves', ({ settings }) => {
    expect(() => tradingConfigFrom(settings)).toThrow();
  });
});
