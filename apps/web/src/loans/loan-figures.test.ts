import { describe, expect, it } from 'vitest';
import { gaugeOffset, gaugeZone, termInterest, wholeYen } from './loan-figures';

const thresholds = [
  { kind: 'noBorrowing' as const, ltvPct: '60' },
  { kind: 'warning' as const, ltvPct: '75' },
  { kind: 'forcedSale' as const, ltvPct: '85' },
];

describe('loan figures', () => {
  it.each([
    ['100000', 100_000n],
    [' 42 ', 42n],
    ['0', null],
    ['1.5', null],
    ['-3', null],
    ['', null],
  ])('reads %j as whole yen %s', (text, yen) => {
    expect(wholeYen(text)).toBe(yen);
  });

  it('shows the interest the server will charge over a whole term, rounded down', () => {
    // 100,000 × 30 × 0.029 ÷ 365 = 238.36 → 238
    expect(termInterest(100_000n, 30, '2.9')).toBe('238');
    // 10,000 × 7 × 0.029 ÷ 365 = 5.56 → 5
    expect(termInterest(10_000n, 7, '2.9')).toBe('5');
  });

  it.each([
    ['0.00', 'ok', 0],
    ['59.99', 'ok', 59.99],
    ['60.00', 'noBorrowing', 60],
    ['75.56', 'warning', 75.56],
    ['85.00', 'forcedSale', 85],
    ['130.00', 'forcedSale', 100],
    [null, 'forcedSale', 100],
  ] as const)('puts LTV %s in the %s zone at %d%% of the gauge', (ltv, zone, offset) => {
    expect(gaugeZone(ltv, thresholds)).toBe(zone);
    expect(gaugeOffset(ltv)).toBe(offset);
  });
});
