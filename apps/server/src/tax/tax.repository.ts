/**
 * SQL of tax (issue 34): account type choices, NISA accounts, the sales of withholding accounts
 * with the tax each changed, and the yearly remittances. Each function takes its reader or the
 * caller's transaction.
 */
import { yenAmount, type MemberId, type TaxAccountChoice, type TaxAccountType, type Yen } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export async function choicesOf(reader: Queryable, memberId: MemberId): Promise<(TaxAccountChoice & { chosenAt: Date })[]> {
  const { rows } = await reader.query<{ type: TaxAccountType; effective_year: number; chosen_year: number; chosen_at: Date }>(
    `SELECT type, effective_year, chosen_year, chosen_at FROM tax_account_choices WHERE member_id = $1 ORDER BY chosen_year`,
    [memberId],
  );
  return rows.map((row) => ({
    type: row.type,
    effectiveYear: row.effective_year,
    chosenYear: row.chosen_year,
    chosenAt: row.chosen_at,
  }));
}

/** Records a choice; false when the member already chose this year (the primary key says so in the statement). */
export async function insertChoice(
  tx: Queryable,
  choice: { memberId: MemberId; type: TaxAccountType; effectiveYear: number; chosenYear: number; now: Date },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO tax_account_choices (member_id, type, effective_year, chosen_year, chosen_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING`,
    [choice.memberId, choice.type, choice.effectiveYear, choice.chosenYear, choice.now],
  );
  return rowCount === 1;
}

export async function nisaOpenedAt(reader: Queryable, memberId: MemberId): Promise<Date | null> {
  const { rows } = await reader.query<{ opened_at: Date }>(`SELECT opened_at FROM nisa_accounts WHERE member_id = $1`, [
    memberId,
  ]);
  return rows[0]?.opened_at ?? null;
}

/** Which of `memberIds` have a NISA account. */
export async function nisaMembers(reader: Queryable, memberIds: readonly MemberId[]): Promise<Set<MemberId>> {
  const { rows } = await reader.query<{ member_id: number }>(
    `SELECT member_id FROM nisa_accounts WHERE member_id = ANY($1::integer[])`,
    [memberIds],
  );
  return new Set(rows.map((row) => row.member_id as MemberId));
}

/** Opens the member's NISA account; null when one is open already. */
export async function insertNisaAccount(tx: Queryable, memberId: MemberId, now: Date): Promise<Date | null> {
  const { rows } = await tx.query<{ opened_at: Date }>(
    `INSERT INTO nisa_accounts (member_id, opened_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING opened_at`,
    [memberId, now],
  );
  return rows[0]?.opened_at ?? null;
}

/** The year's net gain of the member's withholding sales so far (read under the member's cash lock). */
export async function yearGain(tx: Queryable, memberId: MemberId, year: number): Promise<Yen> {
  const { rows } = await tx.query<{ gain: string }>(
    `SELECT coalesce(sum(gain), 0)::text AS gain FROM tax_withholding_sales WHERE member_id = $1 AND year = $2`,
    [memberId, year],
  );
  return yenAmount(BigInt(rows[0]?.gain ?? '0'));
}

export async function insertSale(
  tx: Queryable,
  sale: { positionId: number; memberId: MemberId; year: number; gain: Yen; taxChange: Yen; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO tax_withholding_sales (position_id, member_id, year, gain, tax_change, sold_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [sale.positionId, sale.memberId, sale.year, sale.gain.minor.toString(), sale.taxChange.minor.toString(), sale.now],
  );
}

export interface YearTax {
  year: number;
  withheld: Yen;
  refunded: Yen;
}

/** Withheld and refunded by year, of one member or (null) of everyone. */
export async function taxByYear(reader: Queryable, memberId: MemberId | null, year?: number): Promise<YearTax[]> {
  const { rows } = await reader.query<{ year: number; withheld: string; refunded: string }>(
    `SELECT year, coalesce(sum(tax_change) FILTER (WHERE tax_change > 0), 0)::text AS withheld,
            coalesce(-sum(tax_change) FILTER (WHERE tax_change < 0), 0)::text AS refunded
       FROM tax_withholding_sales
      WHERE ($1::integer IS NULL OR member_id = $1) AND ($2::integer IS NULL OR year = $2)
      GROUP BY year ORDER BY year DESC`,
    [memberId, year ?? null],
  );
  return rows.map((row) => ({
    year: row.year,
    withheld: yenAmount(BigInt(row.withheld)),
    refunded: yenAmount(BigInt(row.refunded)),
  }));
}

export async function remittances(reader: Queryable): Promise<Map<number, { amount: Yen; remittedAt: Date }>> {
  const { rows } = await reader.query<{ year: number; amount: string; remitted_at: Date }>(
    `SELECT year, amount::text, remitted_at FROM tax_remittances`,
  );
  return new Map(rows.map((row) => [row.year, { amount: yenAmount(BigInt(row.amount)), remittedAt: row.remitted_at }]));
}

/** Records a year's remittance; false when the year was remitted already. */
export async function insertRemittance(
  tx: Queryable,
  remittance: { year: number; amount: Yen; staffId: number; now: Date },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO tax_remittances (year, amount, staff_id, remitted_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [remittance.year, remittance.amount.minor.toString(), remittance.staffId, remittance.now],
  );
  return rowCount === 1;
}
