/** Cash as collateral by table, with the arithmetic written out: what may leave while a loan is owed. */
import { describe, expect, it } from 'vitest';
import { decimal } from './decimal';
import { collateralRefusal, totalCollateral, withdrawableCash } from './loan-collateral';
import { yenAmount } from './trading-money';

const maxLtv = decimal('0.6');
const yen = (value: number) => yenAmount(BigInt(value));
const standing = (owed: number, holdings: number, cash: number) => ({
  owed: yen(owed),
  holdings: yen(holdings),
  cash: yen(cash),
});

describe('the cash that may leave', () => {
  it.each([
    // Nothing owed: all the cash, whatever the holdings.
    { name: 'nothing owed', owed: 0, holdings: 0, cash: 4_763_681, withdrawable: 4_763_681 },
    // The first attack: every position closed, ¥10,000 owed on ¥4,773,681 of cash:
    // ⌈10,000 ÷ 0.6⌉ = 16,667 stays; 4,773,681 − 16,667 = 4,757,014 may go.
    { name: 'owing on cash alone', owed: 10_000, holdings: 0, cash: 4_773_681, withdrawable: 4_757_014 },
    // Owing 60% of the holdings alone: 120,000 on 200,000; 200,000 + 50,000 − 200,000 = 50,000, all the cash,
    // which leaves the loan exactly at the line.
    { name: 'holdings at the line, cash beside', owed: 120_000, holdings: 200_000, cash: 50_000, withdrawable: 50_000 },
    // The second attack: sold until the holdings alone are below the line: 120,000 on 180,000 + 70,000 of proceeds:
    // 200,000 must stay; 250,000 − 200,000 = 50,000 of the 70,000.
    { name: 'sold past the line', owed: 120_000, holdings: 180_000, cash: 70_000, withdrawable: 50_000 },
    // 90,000 owed on 200,000 + 50,000: 150,000 must stay; 250,000 − 150,000 = 100,000, but only 50,000 is cash.
    { name: 'room beyond the cash', owed: 90_000, holdings: 200_000, cash: 50_000, withdrawable: 50_000 },
    // 120,000 owed on 100,000 + 150,000: 200,000 must stay; 250,000 − 200,000 = 50,000.
    { name: 'part of the cash', owed: 120_000, holdings: 100_000, cash: 150_000, withdrawable: 50_000 },
    // Above the line after a fall: 130,000 on 200,000 + 0 needs 216,667: nothing.
    { name: 'above the line', owed: 130_000, holdings: 200_000, cash: 10_000, withdrawable: 0 },
    // 1 yen owed: ⌈1 ÷ 0.6⌉ = 2 stays (1.666… rounds up, so the member keeps a little more, never less).
    { name: 'rounding keeps the yen', owed: 1, holdings: 0, cash: 10, withdrawable: 8 },
  ])('$name: ¥$withdrawable', ({ owed, holdings, cash, withdrawable }) => {
    const figures = standing(owed, holdings, cash);
    expect(withdrawableCash(figures, maxLtv).minor).toBe(BigInt(withdrawable));
    // What may go keeps owed ≤ 0.6 × what is left; one yen more would not (unless the cash runs out first).
    const left = totalCollateral(figures).minor - BigInt(withdrawable);
    if (owed > 0 && withdrawable > 0) expect(BigInt(owed) * 10n <= 6n * left).toBe(true);
    if (withdrawable < cash && owed > 0) expect(BigInt(owed) * 10n <= 6n * (left - 1n)).toBe(false);
  });

  it('refuses one yen above the withdrawable amount with the amount as its parameter', () => {
    const figures = standing(120_000, 100_000, 150_000);
    expect(collateralRefusal(figures, yen(50_000), maxLtv)).toBeNull();
    expect(collateralRefusal(figures, yen(50_001), maxLtv)).toEqual({
      rejected: 'collateral_required',
      params: { withdrawable: '50000' },
    });
    // More than the cash is the ledger's insufficient_funds, not this rule's.
    expect(collateralRefusal(figures, yen(150_001), maxLtv)).toBeNull();
    expect(collateralRefusal(standing(0, 0, 10), yen(11), maxLtv)).toBeNull();
  });
});
