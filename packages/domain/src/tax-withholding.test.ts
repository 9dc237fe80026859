import { describe, expect, it } from 'vitest';
import { yenAmount } from './trading-money';
import {
  chooseTaxAccount,
  saleTaxableGain,
  taxAccountTypeIn,
  taxChangeEntry,
  taxOnYearGain,
  taxYearOf,
  taxYearStart,
  withholdingOnSale,
  type TaxAccountChoice,
} from './tax-withholding';

const yen = (value: number) => yenAmount(BigInt(value));

describe('the tax on a year’s net gain', () => {
  it.each([
    // ⌊100,000 × 0.15315⌋ + ⌊100,000 × 0.05⌋ = 15,315 + 5,000 = 20,315
    { gain: 100_000, national: 15_315, local: 5_000 },
    // ⌊1 × 0.15315⌋ + ⌊1 × 0.05⌋ = 0 + 0: each part rounds down to the yen
    { gain: 1, national: 0, local: 0 },
    // ⌊7 × 0.15315⌋ = ⌊1.07205⌋ = 1; ⌊7 × 0.05⌋ = ⌊0.35⌋ = 0
    { gain: 7, national: 1, local: 0 },
    // ⌊12,345 × 0.15315⌋ = ⌊1,890.63675⌋ = 1,890; ⌊12,345 × 0.05⌋ = ⌊617.25⌋ = 617
    { gain: 12_345, national: 1_890, local: 617 },
    // ⌊99 × 0.15315⌋ = ⌊15.16185⌋ = 15; ⌊99 × 0.05⌋ = ⌊4.95⌋ = 4: 19, each part rounded (⌊99 × 0.20315⌋ would be 20)
    { gain: 99, national: 15, local: 4 },
    // A net loss bears no tax.
    { gain: -50_000, national: 0, local: 0 },
    { gain: 0, national: 0, local: 0 },
  ])('a gain of $gain bears $national national and $local local', ({ gain, national, local }) => {
    expect(taxOnYearGain(yen(gain)).minor).toBe(BigInt(national + local));
  });
});

describe('withholding at each sale of the year', () => {
  it('withholds on a gain, refunds part on a loss, withholds again on a gain, and ends a losing year at zero', () => {
    const steps: { sale: number; gainAfter: number; change: number }[] = [
      // +100,000: tax(100,000) − tax(0) = 20,315 − 0 = 20,315 withheld
      { sale: 100_000, gainAfter: 100_000, change: 20_315 },
      // −40,000: tax(60,000) − tax(100,000) = (9,189 + 3,000) − 20,315 = 12,189 − 20,315 = −8,126 refunded
      { sale: -40_000, gainAfter: 60_000, change: -8_126 },
      // +15,000: tax(75,000) − tax(60,000) = (11,486 + 3,750) − 12,189 = 15,236 − 12,189 = 3,047 withheld
      { sale: 15_000, gainAfter: 75_000, change: 3_047 },
      // −200,000: the year is at −125,000: tax 0 − 15,236 = −15,236 refunded (all of it, never below zero)
      { sale: -200_000, gainAfter: -125_000, change: -15_236 },
      // +25,000: the year is at −100,000, still a loss: nothing withheld
      { sale: 25_000, gainAfter: -100_000, change: 0 },
    ];
    let yearGain = yen(0);
    let held = 0n;
    for (const step of steps) {
      const outcome = withholdingOnSale({ yearGainBefore: yearGain, saleGain: yen(step.sale) });
      expect(outcome.yearGainAfter.minor).toBe(BigInt(step.gainAfter));
      expect(outcome.taxChange.minor).toBe(BigInt(step.change));
      yearGain = outcome.yearGainAfter;
      held += outcome.taxChange.minor;
      expect(held).toBe(taxOnYearGain(yearGain).minor);
    }
    expect(held).toBe(0n);
  });

  it('posts a withholding from available cash to the withheld-tax liability, and a refund back', () => {
    const withheld = taxChangeEntry('7', yen(20_315));
    expect(withheld?.reason).toBe('tax_withheld');
    expect(withheld?.postings.map((posting) => [posting.account, posting.amount.minor])).toEqual([
      [{ kind: 'member', memberId: '7', currency: 'JPY', bucket: 'available' }, -20_315n],
      [{ kind: 'house', name: 'withheld_tax', currency: 'JPY' }, 20_315n],
    ]);
    const refunded = taxChangeEntry('7', yen(-8_126));
    expect(refunded?.reason).toBe('tax_refunded');
    expect(refunded?.postings.map((posting) => posting.amount.minor)).toEqual([-8_126n, 8_126n]);
    expect(taxChangeEntry('7', yen(0))).toBeNull();
  });

  it('takes a written-off loss out of the taxable loss', () => {
    // A loss of 300,000 of which the house wrote off 120,000: the member lost 180,000.
    expect(saleTaxableGain(yen(-300_000), yen(120_000)).minor).toBe(-180_000n);
  });
});

describe('the JST year', () => {
  it.each([
    { at: '2026-12-31T14:59:59.000Z', year: 2026, note: '23:59:59 on 31 December in Tokyo' },
    { at: '2026-12-31T15:00:00.000Z', year: 2027, note: '00:00:00 on 1 January in Tokyo' },
    { at: '2027-01-01T00:00:00.000Z', year: 2027, note: '09:00 on 1 January in Tokyo' },
  ])('a sale at $at ($note) counts in $year', ({ at, year }) => {
    expect(taxYearOf(new Date(at))).toBe(year);
  });

  it('starts at midnight in Tokyo', () => {
    expect(taxYearStart(2027).toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });
});

describe('choosing an account type', () => {
  const now = new Date('2026-06-01T03:00:00Z');
  it('applies the first choice from this year and a later one from the next', () => {
    expect(chooseTaxAccount([], now)).toEqual({ effectiveYear: 2026 });
    const earlier: TaxAccountChoice[] = [{ type: 'tokutei', effectiveYear: 2025, chosenYear: 2025 }];
    expect(chooseTaxAccount(earlier, now)).toEqual({ effectiveYear: 2027 });
  });

  it('refuses a second choice in the same year', () => {
    const chosen: TaxAccountChoice[] = [{ type: 'tokutei_withholding', effectiveYear: 2026, chosenYear: 2026 }];
    expect(chooseTaxAccount(chosen, now)).toEqual({ refused: 'tax_account_fixed' });
  });

  it('knows the type in force in each year', () => {
    const choices: TaxAccountChoice[] = [
      { type: 'ippan', effectiveYear: 2025, chosenYear: 2025 },
      { type: 'tokutei_withholding', effectiveYear: 2027, chosenYear: 2026 },
    ];
    expect(taxAccountTypeIn(choices, 2024)).toBeNull();
    expect(taxAccountTypeIn(choices, 2026)).toBe('ippan');
    expect(taxAccountTypeIn(choices, 2027)).toBe('tokutei_withholding');
  });
});
