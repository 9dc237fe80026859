import { describe, expect, it } from 'vitest';
import { renderDocument } from './documents';
import { languages } from './languages';

const settings = {
  lotSize: '100',
  leverageOptions: '1,2,3',
  feeRate: '0.001',
  minFee: '100',
  stampDutyRate: '0',
  maintenanceMarginRate: '0.2',
  marginWarningRate: '0.4',
  normalMinMinutesBeforeClose: '0',
  normalSameDayClose: 'true',
  dayMinMinutesBeforeClose: '0',
  dayTradeCutoff: '15:20',
};

describe('the published trading rules', () => {
  it.each(languages)('state the live settings in %s, with nothing left unfilled', (language) => {
    const { body } = renderDocument('tradeRules', language, settings);
    expect(body).not.toMatch(/\{\{|\}\}/);
    for (const value of ['0.1%', '¥100', '0%', '20%', '40%', '15:20', '1×, 2×, 3×', 'T+0']) expect(body).toContain(value);
  });

  it.each([
    { rate: '0.0015', shown: '0.15%' },
    { rate: '0.25', shown: '25%' },
    { rate: '1', shown: '100%' },
    { rate: '0.000001', shown: '0.0001%' },
  ])('writes a rate of $rate as $shown', ({ rate, shown }) => {
    expect(renderDocument('tradeRules', 'en', { ...settings, feeRate: rate }).body).toContain(`Commission is ${shown} of`);
  });

  it('says when a close must wait for the next trading day and a minimum time', () => {
    const { body } = renderDocument('tradeRules', 'en', {
      ...settings,
      normalSameDayClose: 'false',
      normalMinMinutesBeforeClose: '30',
    });
    expect(body).toContain('from the next trading day (T+1), at least 30 minutes after it opens');
  });
});
