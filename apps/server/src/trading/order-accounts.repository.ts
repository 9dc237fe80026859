/**
 * SQL of the account an order buys in (issue 34): marking a batch's NISA orders, and a member's
 * NISA purchases for the allowance (each with its cost and the JST years it was bought and sold).
 * Kept apart from the order and position statements so that an order in the taxable account
 * (the default of the `account` column) costs no statement more.
 */
import { nisaCostOf, yenAmount, type MemberId, type NisaLot, type Yen } from '@kabuto/domain';
import type { Queryable } from '../db/database';

/** Marks orders as bought in NISA, in the batch's transaction (after they were written). */
export async function markNisaOrders(tx: Queryable, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.query(`UPDATE trade_orders SET account = 'nisa' WHERE id = ANY($1::bigint[])`, [orderIds]);
}

/**
 * Each member's NISA purchases: a pending order at what it may cost (limit price × shares), a
 * filled one at its fill; bought in the JST year it was placed, sold in the year its position closed.
 */
export async function nisaLotsOf(reader: Queryable, memberIds: readonly MemberId[]): Promise<Map<MemberId, NisaLot[]>> {
  const lots = new Map<MemberId, NisaLot[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return lots;
  const { rows } = await reader.query<{ member_id: number; cost: string; bought: number; sold: number | null }>(
    `SELECT o.member_id, coalesce(o.fill_notional, o.limit_price * o.shares, 0)::text AS cost,
            extract(year FROM o.created_at AT TIME ZONE 'Asia/Tokyo')::integer AS bought,
            extract(year FROM p.closed_at AT TIME ZONE 'Asia/Tokyo')::integer AS sold
       FROM trade_orders o LEFT JOIN positions p ON p.order_id = o.id
      WHERE o.member_id = ANY($1::integer[]) AND o.account = 'nisa' AND o.status IN ('pending', 'filled')`,
    [memberIds],
  );
  for (const row of rows) {
    lots.get(row.member_id as MemberId)?.push({
      cost: row.cost === '0' ? yenAmount(0n) : nisaCostOf(BigInt(row.cost)),
      boughtYear: row.bought,
      soldYear: row.sold,
    });
  }
  return lots;
}

/**
 * A member's net realised gain in the taxable account between two instants (a JST year): each
 * closed position's P&L after both fees and the duty, with what the house wrote off given back.
 */
export async function taxableRealizedBetween(reader: Queryable, memberId: MemberId, from: Date, to: Date): Promise<Yen> {
  const { rows } = await reader.query<{ gain: string | null }>(
    `SELECT sum(p.gross_pnl - p.closing_fee - p.opening_fee - p.stamp_duty + coalesce(p.write_off, 0))::text AS gain
       FROM positions p LEFT JOIN trade_orders o ON o.id = p.order_id
      WHERE p.member_id = $1 AND p.status = 'closed' AND p.closed_at >= $2 AND p.closed_at < $3
        AND coalesce(o.account, 'taxable') = 'taxable'`,
    [memberId, from, to],
  );
  return yenAmount(BigInt(rows[0]?.gain ?? '0'));
}

/**
 * The account a position was bought in (its order's) and the tax its sale changed (tax's
 * published view), for the member's lists; and, for a close, the tax treatment: NISA, or the
 * account type in force in the JST year it was opened (tax's published choices).
 */
export const accountColumns = `coalesce((SELECT o.account FROM trade_orders o WHERE o.id = positions.order_id), 'taxable') AS account,
  (SELECT t.tax_change FROM position_tax_changes t WHERE t.position_id = positions.id) AS tax_change`;
export const taxTreatmentColumn = `CASE WHEN (SELECT o.account FROM trade_orders o WHERE o.id = positions.order_id) = 'nisa' THEN 'nisa'
  ELSE (SELECT c.type FROM member_tax_account_years c WHERE c.member_id = positions.member_id
          AND c.effective_year <= extract(year FROM positions.opened_at AT TIME ZONE 'Asia/Tokyo')
        ORDER BY c.effective_year DESC LIMIT 1) END AS tax_account`;
