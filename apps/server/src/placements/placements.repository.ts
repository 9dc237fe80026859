/** Every statement on the placements tables; callers pass the transaction (or the pool) explicitly. */
import { asPrice, type Price } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export type PlacementKind = 'block' | 'placement' | 'auction';
export type ProductStatus = 'upcoming' | 'open' | 'closed';
export type OrderStatus = 'pending' | 'passed' | 'rejected' | 'allotted' | 'open' | 'won' | 'partial' | 'lost';

export interface ProductTerms {
  kind: PlacementKind;
  symbol: string;
  /** Sen; null for an auction. */
  price: Price | null;
  /** Sen; an auction's only. */
  minBidPrice: Price | null;
  refPrice: Price;
  minShares: number | null;
  maxShares: number | null;
  dailyLimitShares: number | null;
  sharesOffered: number;
  opensAt: Date;
  closesAt: Date;
  lockupDays: number;
}

export interface ProductRow extends ProductTerms {
  id: number;
  status: ProductStatus;
  clearingPrice: Price | null;
  closedAt: Date | null;
}

export interface ProductSummary extends ProductRow {
  orders: number;
  sharesRequested: number;
  sharesAllotted: number;
  paid: bigint;
  /** The member's shares placed today (Japan day), when asked for a member. */
  myTodayShares: number;
}

export interface OrderRow {
  id: number;
  productId: number;
  memberId: number;
  price: Price;
  shares: number;
  held: bigint;
  holdReference: string | null;
  allottedShares: number;
  paid: bigint;
  status: OrderStatus;
  reason: string | null;
  positionId: number | null;
  createdAt: Date;
}

export const productColumns = `p.id, p.kind, p.symbol, p.price, p.min_bid_price, p.ref_price, p.min_shares, p.max_shares,
  p.daily_limit_shares, p.shares_offered, p.opens_at, p.closes_at, p.lockup_days, p.status, p.clearing_price, p.closed_at`;

export type Row = Record<string, unknown>;
const priceOrNull = (v: unknown) => (v === null || v === undefined ? null : asPrice(BigInt(v as string)));
const int = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function toProduct(r: Row): ProductRow {
  return {
    id: Number(r.id),
    kind: r.kind as PlacementKind,
    symbol: r.symbol as string,
    price: priceOrNull(r.price),
    minBidPrice: priceOrNull(r.min_bid_price),
    refPrice: asPrice(BigInt(r.ref_price as string)),
    minShares: int(r.min_shares),
    maxShares: int(r.max_shares),
    dailyLimitShares: int(r.daily_limit_shares),
    sharesOffered: Number(r.shares_offered),
    opensAt: r.opens_at as Date,
    closesAt: r.closes_at as Date,
    lockupDays: Number(r.lockup_days),
    status: r.status as ProductStatus,
    clearingPrice: priceOrNull(r.clearing_price),
    closedAt: (r.closed_at as Date | null) ?? null,
  };
}

export function toOrder(r: Row): OrderRow {
  return {
    id: Number(r.id),
    productId: Number(r.product_id),
    memberId: Number(r.member_id),
    price: asPrice(BigInt(r.price as string)),
    shares: Number(r.shares),
    held: BigInt(r.held as string),
    holdReference: (r.hold_reference as string | null) ?? null,
    allottedShares: Number(r.allotted_shares),
    paid: BigInt(r.paid as string),
    status: r.status as OrderStatus,
    reason: (r.reason as string | null) ?? null,
    positionId: int(r.position_id),
    createdAt: r.created_at as Date,
  };
}

const termValues = (t: ProductTerms) => [
  t.kind,
  t.symbol,
  t.price,
  t.minBidPrice,
  t.refPrice,
  t.minShares,
  t.maxShares,
  t.dailyLimitShares,
  t.sharesOffered,
  t.opensAt,
  t.closesAt,
  t.lockupDays,
];

export async function insertProduct(tx: Queryable, terms: ProductTerms, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO placement_products (kind, symbol, price, min_bid_price, ref_price, min_shares, max_shares,
       daily_limit_shares, shares_offered, opens_at, closes_at, lockup_days, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [...termValues(terms), now],
  );
  return Number(rows[0]?.id);
}

export async function updateProduct(tx: Queryable, id: number, terms: ProductTerms): Promise<void> {
  await tx.query(
    `UPDATE placement_products SET kind = $1, symbol = $2, price = $3, min_bid_price = $4, ref_price = $5, min_shares = $6,
       max_shares = $7, daily_limit_shares = $8, shares_offered = $9, opens_at = $10, closes_at = $11, lockup_days = $12
     WHERE id = $13`,
    [...termValues(terms), id],
  );
}

/** The product under a row lock: `share` for applying (side by side), `update` for the clock and staff. */
export async function lockProduct(tx: Queryable, id: number, mode: 'share' | 'update'): Promise<ProductRow | null> {
  const { rows } = await tx.query(
    `SELECT ${productColumns} FROM placement_products p WHERE p.id = $1 FOR ${mode === 'share' ? 'SHARE' : 'UPDATE'}`,
    [id],
  );
  return rows[0] ? toProduct(rows[0] as Row) : null;
}

export async function findProduct(db: Queryable, id: number): Promise<ProductRow | null> {
  const { rows } = await db.query(`SELECT ${productColumns} FROM placement_products p WHERE p.id = $1`, [id]);
  return rows[0] ? toProduct(rows[0] as Row) : null;
}

/** Products whose opening or close has come. */
export async function dueProductIds(db: Queryable, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM placement_products
      WHERE (status = 'upcoming' AND opens_at <= $1) OR (status = 'open' AND closes_at <= $1) ORDER BY closes_at, id`,
    [now],
  );
  return rows.map((r) => Number(r.id));
}

export async function markOpen(tx: Queryable, id: number): Promise<void> {
  await tx.query(`UPDATE placement_products SET status = 'open' WHERE id = $1`, [id]);
}

export async function markClosed(tx: Queryable, id: number, clearingPrice: bigint | null, now: Date): Promise<void> {
  await tx.query(`UPDATE placement_products SET status = 'closed', clearing_price = $2, closed_at = $3 WHERE id = $1`, [
    id,
    clearingPrice,
    now,
  ]);
}

/** Serialises one member's applications to one product, so the daily limit is counted once each. */
export async function lockMemberProduct(tx: Queryable, productId: number, memberId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(19, hashtext($1))', [`${productId}:${memberId}`]);
}

export async function memberDayShares(tx: Queryable, productId: number, memberId: number, japanDay: string): Promise<number> {
  const { rows } = await tx.query<{ shares: string }>(
    `SELECT coalesce(sum(shares), 0) AS shares FROM placement_orders WHERE product_id = $1 AND member_id = $2 AND japan_day = $3::date`,
    [productId, memberId, japanDay],
  );
  return Number(rows[0]?.shares ?? 0);
}

export async function insertOrder(
  tx: Queryable,
  order: {
    productId: number;
    memberId: number;
    price: bigint;
    shares: number;
    held: bigint;
    japanDay: string;
    status: OrderStatus;
    now: Date;
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO placement_orders (product_id, member_id, price, shares, held, japan_day, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8) RETURNING id`,
    [order.productId, order.memberId, order.price, order.shares, order.held, order.japanDay, order.status, order.now],
  );
  return Number(rows[0]?.id);
}

export async function setHoldReference(tx: Queryable, id: number, reference: string | null): Promise<void> {
  await tx.query('UPDATE placement_orders SET hold_reference = $2 WHERE id = $1', [id, reference]);
}

/** A product's orders in placing order (earliest first), locked. */
export async function ordersOf(tx: Queryable, productId: number): Promise<OrderRow[]> {
  const { rows } = await tx.query(`SELECT * FROM placement_orders WHERE product_id = $1 ORDER BY created_at, id FOR UPDATE`, [
    productId,
  ]);
  return (rows as Row[]).map(toOrder);
}

export async function lockOrder(tx: Queryable, id: number): Promise<OrderRow | null> {
  const { rows } = await tx.query('SELECT * FROM placement_orders WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ? toOrder(rows[0] as Row) : null;
}

export async function findOrder(db: Queryable, id: number): Promise<OrderRow | null> {
  const { rows } = await db.query('SELECT * FROM placement_orders WHERE id = $1', [id]);
  return rows[0] ? toOrder(rows[0] as Row) : null;
}

/** The close's decision: what was allotted and paid, the position, what is still held (nothing). */
export async function decideOrder(
  tx: Queryable,
  id: number,
  d: { status: OrderStatus; allottedShares: number; paid: bigint; positionId: number | null; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE placement_orders SET status = $2, allotted_shares = $3, paid = $4, position_id = $5, hold_reference = NULL,
       decided_at = $6 WHERE id = $1`,
    [id, d.status, d.allottedShares, d.paid, d.positionId, d.now],
  );
}

/** Staff's decision on a block-trade application. */
export async function reviewOrder(
  tx: Queryable,
  id: number,
  r: { status: 'passed' | 'rejected'; reason: string | null; reviewerId: number | null; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE placement_orders SET status = $2, reason = $3, reviewer_id = $4, reviewed_at = $5,
       hold_reference = CASE WHEN $2 = 'rejected' THEN NULL ELSE hold_reference END WHERE id = $1`,
    [id, r.status, r.reason, r.reviewerId, r.now],
  );
}
