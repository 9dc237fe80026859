/** The member's block-trade, placement and auction orders that hold money now, found by their holds' references. */
import { asPrice, type Price } from '@kabuto/domain';
import type { Queryable } from '../db/database';
import type { OrderStatus, PlacementKind } from './placements.repository';

export interface HeldPlacementOrderRow {
  holdReference: string;
  kind: PlacementKind;
  status: OrderStatus;
  symbol: string;
  /** Sen: the product's price, or the bid's. */
  price: Price;
  shares: number;
  closesAt: Date;
}

export async function heldPlacementOrders(
  db: Queryable,
  memberId: number,
  references: readonly string[],
): Promise<HeldPlacementOrderRow[]> {
  const { rows } = await db.query<{
    hold_reference: string;
    kind: PlacementKind;
    status: OrderStatus;
    symbol: string;
    price: string;
    shares: number;
    closes_at: Date;
  }>(
    `SELECT o.hold_reference, p.kind, o.status, p.symbol, o.price, o.shares, p.closes_at
       FROM placement_orders o JOIN placement_products p ON p.id = o.product_id
      WHERE o.member_id = $1 AND o.hold_reference = ANY($2::text[])`,
    [memberId, references],
  );
  return rows.map((r) => ({
    holdReference: r.hold_reference,
    kind: r.kind,
    status: r.status,
    symbol: r.symbol,
    price: asPrice(BigInt(r.price)),
    shares: r.shares,
    closesAt: r.closes_at,
  }));
}
