/** The member's pending stock orders that hold money, found by their order numbers (their holds' references). */
import { asPrice, type Direction, type Price } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export interface HeldOrderRow {
  id: number;
  symbol: string;
  direction: Direction;
  type: 'market' | 'limit';
  /** Sen. */
  limitPrice: Price | null;
  shares: number;
}

export async function heldOrders(db: Queryable, memberId: number, ids: readonly number[]): Promise<HeldOrderRow[]> {
  const { rows } = await db.query<{
    id: string;
    symbol: string;
    direction: Direction;
    type: 'market' | 'limit';
    limit_price: string | null;
    shares: number;
  }>(
    `SELECT id, symbol, direction, type, limit_price, shares FROM trade_orders
      WHERE member_id = $1 AND id = ANY($2::bigint[])`,
    [memberId, ids],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    symbol: r.symbol,
    direction: r.direction,
    type: r.type,
    limitPrice: r.limit_price === null ? null : asPrice(BigInt(r.limit_price)),
    shares: r.shares,
  }));
}
