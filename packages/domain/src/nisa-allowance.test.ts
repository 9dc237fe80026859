import { describe, expect, it } from 'vitest';
import { yenAmount } from './trading-money';
import { nisaCostOf, nisaLimitRefusal, nisaOrderProblem, nisaStatus, type NisaLot } from './nisa-allowance';

const yen = (value: number) => yenAmount(BigInt(value));
const limits = { yearLimit: yen(2_400_000), lifetimeLimit: yen(12_000_000) };

describe('NISA orders', () => {
  it.each([
    { direction: 'long', leverage: 1, product: 'normal', problem: null },
    { direction: 'short', leverage: 1, product: 'normal', problem: 'short' },
    { direction: 'long', leverage: 2, product: 'normal', problem: 'leverage' },
    { direction: 'long', leverage: 1, product: 'day', problem: 'product' },
  ] as const)('$direction ×$leverage $product: $problem', ({ problem, ...order }) => {
    expect(nisaOrderProblem(order)).toBe(problem);
  });

  it('costs the shares’ price in whole yen, rounded up', () => {
    // 100 shares × ¥1,234.56 = 12,345,600 sen = ¥123,456
    expect(nisaCostOf(12_345_600n).minor).toBe(123_456n);
    expect(nisaCostOf(12_345_601n).minor).toBe(123_457n);
  });
});

describe('the NISA allowance', () => {
  it('counts this year’s purchases against the year and every lot not sold before this year against the lifetime', () => {
    const lots: NisaLot[] = [
      { cost: yen(3_000_000), boughtYear: 2024, soldYear: null },
      { cost: yen(2_000_000), boughtYear: 2025, soldYear: 2025 },
      { cost: yen(1_500_000), boughtYear: 2025, soldYear: 2026 },
      { cost: yen(900_000), boughtYear: 2026, soldYear: null },
    ];
    const status = nisaStatus(lots, limits, 2026);
    // year: 900,000 used, 2,400,000 − 900,000 = 1,500,000 left
    expect(status.yearUsed.minor).toBe(900_000n);
    expect(status.yearRemaining.minor).toBe(1_500_000n);
    // lifetime: 3,000,000 + 1,500,000 (sold this year, freed only next year) + 900,000 = 5,400,000; the lot sold in 2025 is freed
    expect(status.lifetimeUsed.minor).toBe(5_400_000n);
    expect(status.lifetimeRemaining.minor).toBe(6_600_000n);
    expect(status.freesNextYear.minor).toBe(1_500_000n);
    expect(status.remaining.minor).toBe(1_500_000n);
    // Next year the sale of 2026 is freed: 3,000,000 + 900,000 = 3,900,000
    expect(nisaStatus(lots, limits, 2027).lifetimeUsed.minor).toBe(3_900_000n);
  });

  it('refuses a purchase over what is left and names the remainder', () => {
    const status = nisaStatus([{ cost: yen(2_000_000), boughtYear: 2026, soldYear: null }], limits, 2026);
    expect(nisaLimitRefusal(status, yen(400_000))).toBeNull();
    expect(nisaLimitRefusal(status, yen(400_001))).toEqual({ remaining: yen(400_000) });
  });

  it('lets the lifetime limit bind before the year’s', () => {
    const lots: NisaLot[] = [0, 1, 2, 3, 4].map((index) => ({ cost: yen(2_300_000), boughtYear: 2020 + index, soldYear: null }));
    // 5 × 2,300,000 = 11,500,000 of 12,000,000: 500,000 left, though the year has 2,400,000
    const status = nisaStatus(lots, limits, 2026);
    expect(status.remaining.minor).toBe(500_000n);
  });
});
