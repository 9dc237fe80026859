/** The member's withdrawals that hold money (awaiting review and payout), with the bank they go to. */
import type { Queryable } from '../db/database';

export interface HeldWithdrawalRow {
  id: number;
  bankName: string;
}

export async function heldWithdrawals(db: Queryable, memberId: number, ids: readonly number[]): Promise<HeldWithdrawalRow[]> {
  const { rows } = await db.query<{ id: number; bank_name: string }>(
    `SELECT o.id, b.bank_name FROM withdrawals o JOIN member_card_directory b ON b.card_id = o.bank_card_id
      WHERE o.member_id = $1 AND o.id = ANY($2::integer[])`,
    [memberId, ids],
  );
  return rows.map((r) => ({ id: r.id, bankName: r.bank_name }));
}
