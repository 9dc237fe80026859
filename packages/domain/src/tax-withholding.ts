/**
 * Withholding in a 特定口座 (源泉徴収あり): what the broker withholds or refunds at each sale, and
 * which JST year a sale counts in. Pure rules; the server records sales and posts what they return.
 *
 * The published rule. The tax on a year's net realised gain G (across long and short, after
 * fees) is 15.315% national (income tax 15% plus the 2.1% reconstruction surtax on it) and 5%
 * local, each rounded down to the yen: tax(G) = ⌊G × 15315 / 100000⌋ + ⌊G × 5 / 100⌋ for G > 0,
 * and 0 for G ≤ 0. At each sale the broker brings what it holds for the year to tax(G after the
 * sale): it withholds the increase and refunds the decrease. So withheld − refunded for a year
 * always equals tax(max(0, G)), and never goes below zero.
 */
import type { TaxAccountTypeName } from '@kabuto/contracts';
import { toJapanTime } from './calendar';
import { houseAccount, memberAccount, transfer, type Entry } from './ledger';
import { negate } from './money';
import type { Yen } from './trading-config';
import { yenAmount } from './trading-money';

export type TaxAccountType = TaxAccountTypeName;

/** Where a position was opened: the taxable account (of the member's type that year) or NISA. */
export type PositionTaxAccount = TaxAccountType | 'nisa';

/** National rate 15.315% and local 5%, in hundred-thousandths. */
export const nationalRatePer100k = 15_315n;
export const localRatePer100k = 5_000n;

/** The tax a year's net gain bears: national and local, each rounded down to the yen. */
export function taxOnYearGain(netGain: Yen): Yen {
  if (netGain.minor <= 0n) return yenAmount(0n);
  const national = (netGain.minor * nationalRatePer100k) / 100_000n;
  const local = (netGain.minor * localRatePer100k) / 100_000n;
  return yenAmount(national + local);
}

/** One sale in a withholding account: the year's net gain before it and the sale's own net gain. */
export interface WithholdingSale {
  yearGainBefore: Yen;
  saleGain: Yen;
}

export interface WithholdingOutcome {
  yearGainAfter: Yen;
  /** Positive: withheld from the member; negative: refunded to the member; zero: nothing posts. */
  taxChange: Yen;
}

/** What the sale changes in the year's tax (see the rule above). */
export function withholdingOnSale({ yearGainBefore, saleGain }: WithholdingSale): WithholdingOutcome {
  const yearGainAfter = yenAmount(yearGainBefore.minor + saleGain.minor);
  const taxChange = taxOnYearGain(yearGainAfter).minor - taxOnYearGain(yearGainBefore).minor;
  return { yearGainAfter, taxChange: yenAmount(taxChange) };
}

/**
 * The taxable gain of a sale: the net realised P&L after every fee, less nothing the member did
 * not lose: a loss the house wrote off (the member could not pay it) is not the member's loss.
 */
export function saleTaxableGain(netRealized: Yen, writeOff: Yen): Yen {
  return yenAmount(netRealized.minor + writeOff.minor);
}

/** The JST calendar year an instant falls in: a sale at 23:59:59 on 31 December JST counts in that year. */
export function taxYearOf(instant: Date): number {
  return toJapanTime(instant).year;
}

/** The first instant of a JST calendar year (00:00:00 on 1 January in Tokyo). */
export function taxYearStart(year: number): Date {
  return new Date(Date.UTC(year, 0, 1) - 9 * 3_600_000);
}

/** A member's account type choices: each says from which JST year it applies. */
export interface TaxAccountChoice {
  type: TaxAccountType;
  effectiveYear: number;
  chosenYear: number;
}

/** The type in force in `year`: the latest choice effective by then, or null (none chosen yet). */
export function taxAccountTypeIn(choices: readonly TaxAccountChoice[], year: number): TaxAccountType | null {
  let found: TaxAccountChoice | null = null;
  for (const choice of choices) {
    if (choice.effectiveYear <= year && (!found || choice.effectiveYear > found.effectiveYear)) found = choice;
  }
  return found?.type ?? null;
}

/**
 * Choosing an account type (`/tax/choose`): the first choice applies from this JST year; after
 * that, a choice applies from the next year, one choice a year (a second in the same year is
 * `tax_account_fixed`: the year's type was fixed when it was chosen).
 */
export function chooseTaxAccount(
  choices: readonly TaxAccountChoice[],
  now: Date,
): { effectiveYear: number } | { refused: 'tax_account_fixed' } {
  const year = taxYearOf(now);
  if (choices.some((choice) => choice.chosenYear === year)) return { refused: 'tax_account_fixed' };
  return { effectiveYear: choices.length === 0 ? year : year + 1 };
}

/**
 * The ledger entry of a sale's tax change: withheld from the member's available cash into the
 * withheld-tax liability, or refunded from it; null when the sale changes nothing.
 */
export function taxChangeEntry(memberId: string, taxChange: Yen): Entry | null {
  if (taxChange.minor === 0n) return null;
  const member = memberAccount(memberId, 'JPY', 'available');
  const withheld = houseAccount('withheld_tax', 'JPY');
  return taxChange.minor > 0n
    ? transfer('tax_withheld', member, withheld, taxChange)
    : transfer('tax_refunded', withheld, member, negate(taxChange));
}

/** The year's withheld tax paid to the tax office: a staff action that names a year, never an amount. */
export function taxRemittanceEntry(amount: Yen): Entry {
  return transfer('tax_remitted', houseAccount('withheld_tax', 'JPY'), houseAccount('tax_office', 'JPY'), amount);
}
