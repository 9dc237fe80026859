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
  marginWarningRate: '0.3',
  normalMinMinutesBeforeClose: '0',
  normalSameDayClose: 'true',
  dayMinMinutesBeforeClose: '0',
  dayTradeCutoff: '15:20',
};

describe('the published trading rules', () => {
  it.each(languages)('state the live settings in %s, with nothing left unfilled', (language) => {
    const { body } = renderDocument('tradeRules', language, settings);
    expect(body).not.toMatch(/\{\{|\}\}/);
    for (const value of ['0.1%', '¥100', '20%', '30%', '15:20', '1×, 2×, 3×', 'T+0']) expect(body).toContain(value);
  });

  it.each(languages)('say "T+0" once in %s when normal and day-trade positions close by the same rule', (language) => {
    const { body } = renderDocument('tradeRules', language, settings);
    expect(body.split('T+0').length - 1).toBe(1);
    const apart = renderDocument('tradeRules', language, { ...settings, normalSameDayClose: 'false' }).body;
    expect([apart.includes('T+1'), apart.includes('T+0')]).toEqual([true, true]);
  });

  it.each([
    { language: 'en', duty: 'Stamp duty' },
    { language: 'tw', duty: '印花稅' },
    { language: 'jp', duty: '印紙税' },
  ] as const)('leave out the stamp duty in $language when its rate is 0, and state it when it is not', ({ language, duty }) => {
    expect(renderDocument('tradeRules', language, settings).body).not.toContain(duty);
    // 0.002 × 100 = 0.2%
    expect(renderDocument('tradeRules', language, { ...settings, stampDutyRate: '0.002' }).body).toContain(`${duty}`);
    expect(renderDocument('tradeRules', language, { ...settings, stampDutyRate: '0.002' }).body).toContain('0.2%');
  });

  it.each(languages)('promise in %s nothing the app does not offer: no auctions, and IPOs as they are', (language) => {
    const { body } = renderDocument('about', language, settings);
    expect(body).not.toMatch(/オークション|拍賣|auction/i);
    // IPOs exist now (issue 16): the text names them with their checkable draw.
    expect(body).toMatch(/IPO|新股/);
    expect(body).toMatch(/Verify this draw|驗證這次抽籤|この抽選を検証/);
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
