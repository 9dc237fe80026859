/** The read side's statements on the placements tables: products with their books' totals, a member's orders, staff's lists. */
import { startsWithPattern } from '@kabuto/domain';
import type { Queryable } from '../db/database';
import { productColumns, toOrder, toProduct, type PlacementKind, type ProductSummary, type Row } from './placements.repository';

/** Products of a kind with their books' totals: open and upcoming first (soonest close first), then the latest closed. */
export async function productSummaries(
  db: Queryable,
  kind: PlacementKind,
  member: { memberId: number; japanDay: string } | null,
): Promise<ProductSummary[]> {
  const { rows } = await db.query(
    `SELECT ${productColumns},
        (SELECT count(*) FROM placement_orders o WHERE o.product_id = p.id) AS orders,
        (SELECT coalesce(sum(o.shares), 0) FROM placement_orders o WHERE o.product_id = p.id AND o.status <> 'rejected') AS requested,
        (SELECT coalesce(sum(o.allotted_shares), 0) FROM placement_orders o WHERE o.product_id = p.id) AS allotted,
        (SELECT coalesce(sum(o.paid), 0) FROM placement_orders o WHERE o.product_id = p.id) AS paid,
        (SELECT coalesce(sum(o.shares), 0) FROM placement_orders o
          WHERE o.product_id = p.id AND o.member_id = $2 AND o.japan_day = $3::date) AS mine
       FROM placement_products p WHERE p.kind = $1
      ORDER BY (p.status = 'closed'), CASE WHEN p.status = 'closed' THEN -extract(epoch FROM p.closes_at) ELSE extract(epoch FROM p.closes_at) END, p.id DESC
      LIMIT 100`,
    [kind, member?.memberId ?? null, member?.japanDay ?? null],
  );
  return (rows as Row[]).map((r) => ({
    ...toProduct(r),
    orders: Number(r.orders),
    sharesRequested: Number(r.requested),
    sharesAllotted: Number(r.allotted),
    paid: BigInt(r.paid as string),
    myTodayShares: Number(r.mine),
  }));
}

/** The product's columns again under a `p_` prefix, for a row that also holds an order's. */
const prefixedProductColumns = productColumns
  .split(',')
  .map((c) => `${c.trim()} AS p_${c.trim().slice(2)}`)
  .join(', ');
const unprefixed = (r: Row): Row =>
  Object.fromEntries(Object.entries(r).flatMap(([k, v]) => (k.startsWith('p_') ? [[k.slice(2), v]] : [])));

/** A member's orders of one kind, newest first, with their product's terms. */
export async function memberOrders(db: Queryable, memberId: number, kind: PlacementKind, page: { page: number; size: number }) {
  const { rows } = await db.query(
    `SELECT o.*, ${prefixedProductColumns}, count(*) OVER () AS total
       FROM placement_orders o JOIN placement_products p ON p.id = o.product_id
      WHERE o.member_id = $1 AND p.kind = $2 ORDER BY o.created_at DESC, o.id DESC LIMIT $3 OFFSET $4`,
    [memberId, kind, page.size, (page.page - 1) * page.size],
  );
  return {
    rows: (rows as Row[]).map((r) => ({ order: toOrder(r), product: toProduct(unprefixed(r)) })),
    total: Number((rows[0] as Row | undefined)?.total ?? 0),
  };
}

/** Staff: orders with the member's account and the reviewer's name, by product or by kind and status. */
export async function adminOrders(
  db: Queryable,
  filter: { productId?: number; kind?: PlacementKind; status?: string; keyword?: string; page: number; size: number },
) {
  const { rows } = await db.query(
    `SELECT o.*, p.kind, p.symbol, m.account, s.username AS reviewer, count(*) OVER () AS total
       FROM placement_orders o JOIN placement_products p ON p.id = o.product_id
       JOIN member_directory m ON m.member_id = o.member_id LEFT JOIN staff_directory s ON s.staff_id = o.reviewer_id
      WHERE ($1::bigint IS NULL OR o.product_id = $1) AND ($2::text IS NULL OR p.kind = $2)
        AND ($3::text IS NULL OR o.status = $3) AND ($4::text IS NULL OR m.account LIKE $4)
      ORDER BY o.created_at, o.id LIMIT $5 OFFSET $6`,
    [
      filter.productId ?? null,
      filter.kind ?? null,
      filter.status || null,
      startsWithPattern(filter.keyword),
      filter.size,
      (filter.page - 1) * filter.size,
    ],
  );
  return {
    rows: (rows as Row[]).map((r) => ({
      ...toOrder(r),
      kind: r.kind as PlacementKind,
      symbol: r.symbol as string,
      account: r.account as string,
      reviewer: (r.reviewer as string | null) ?? null,
      reviewedAt: (r.reviewed_at as Date | null) ?? null,
    })),
    total: Number((rows[0] as Row | undefined)?.total ?? 0),
  };
}
