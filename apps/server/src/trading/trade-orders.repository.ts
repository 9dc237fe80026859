/**
 * SQL for members' stock orders: trade orders (deposits and withdrawals are fund orders, see
 * funds/). Columns of sen are read as `Price` or `Sen` and columns of whole yen as `Yen` here, at
 * the edge, so the two never meet as bare bigints.
 */
import type { DepthLevel, Direction, MemberId, OrderStatus, OrderType, Price, Product, Sen, Yen } from '@kabuto/domain';
import type { Queryable } from '../db/database';
import type { ExitsPlan } from './triggers/exits-plan';
import { levelsJson, priceOrNull, senOrNull, wholeYen, wholeYenOrNull, type ListFilter, type Row } from './trading-rows';

export interface TradeOrderRow {
  id: number;
  memberId: MemberId;
  symbol: string;
  direction: Direction;
  type: OrderType;
  product: Product;
  limitPrice: Price | null;
  lots: number;
  shares: number;
  leverage: number;
  held: Yen;
  status: OrderStatus;
  tradingDate: string;
  fillNotional: Sen | null;
  fillPrice: Price | null;
  fills: { price: string; shares: number }[] | null;
  positionId: number | null;
  createdAt: Date;
  endedAt: Date | null;
  /** The rejection code of an order refused at fill time. */
  refusal: string | null;
  /** A stop's conditions and proof (conditional-orders.repository.ts); null for market and limit orders. */
  conditional: ConditionalColumns | null;
  /** IFD / IFDOCO: the exits to set on the position when the order fills. */
  plannedExits: ExitsPlan | null;
}

export interface ConditionalColumns {
  triggerPrice: Price;
  validity: 'day' | 'gtd';
  expiresOn: string;
  judgedAfterSeq: number;
  triggeredBy: { seq: number; price: Price; time: Date } | null;
}

export const orderNo = (id: number) => `O${String(id).padStart(8, '0')}`;

const orderColumns = `o.id, o.member_id, o.symbol, o.direction, o.type, o.product, o.limit_price, o.lots, o.shares,
  o.leverage, o.held, o.status, o.trading_date, o.fill_notional, o.fill_price, o.fills, o.created_at, o.ended_at, o.refusal,
  o.trigger_price, o.validity, o.expires_on, o.judged_after_seq, o.triggered_seq, o.triggered_price, o.triggered_at, o.planned_exits,
  (SELECT p.id FROM positions p WHERE p.order_id = o.id) AS position_id`;

function toOrder(row: Row): TradeOrderRow {
  return {
    id: Number(row.id),
    memberId: row.member_id as MemberId,
    symbol: row.symbol as string,
    direction: row.direction as Direction,
    type: row.type as OrderType,
    product: row.product as Product,
    limitPrice: priceOrNull(row.limit_price),
    lots: row.lots as number,
    shares: row.shares as number,
    leverage: row.leverage as number,
    held: wholeYen(row.held),
    status: row.status as OrderStatus,
    tradingDate: row.trading_date as string,
    fillNotional: senOrNull(row.fill_notional),
    fillPrice: priceOrNull(row.fill_price),
    fills: (row.fills as TradeOrderRow['fills']) ?? null,
    positionId: row.position_id === null ? null : Number(row.position_id),
    createdAt: row.created_at as Date,
    endedAt: (row.ended_at as Date | null) ?? null,
    refusal: (row.refusal as string | null) ?? null,
    conditional: conditionalOf(row),
    plannedExits: (row.planned_exits as ExitsPlan | null | undefined) ?? null,
  };
}

function conditionalOf(row: Row): ConditionalColumns | null {
  const trigger = priceOrNull(row.trigger_price);
  if (trigger === null) return null;
  const seq = row.triggered_seq === null || row.triggered_seq === undefined ? null : Number(row.triggered_seq);
  const price = priceOrNull(row.triggered_price);
  return {
    triggerPrice: trigger,
    validity: row.validity as 'day' | 'gtd',
    expiresOn: row.expires_on as string,
    judgedAfterSeq: Number(row.judged_after_seq),
    triggeredBy: seq === null || price === null ? null : { seq, price, time: row.triggered_at as Date },
  };
}

export type NewOrder = Pick<
  TradeOrderRow,
  | 'memberId'
  | 'symbol'
  | 'direction'
  | 'type'
  | 'product'
  | 'limitPrice'
  | 'lots'
  | 'shares'
  | 'leverage'
  | 'held'
  | 'tradingDate'
> & {
  now: Date;
  /** Set for an order that fills the moment it is placed: it is written filled, never pending. */
  fill?: OrderFill;
};

/** What an order keeps of its fill: the exact notional, the average price and each level taken. */
export interface OrderFill {
  notional: Sen;
  price: Price;
  levels: readonly DepthLevel[];
}

/**
 * Fresh ids for `orders` orders and for the positions of the first `positions` of them, taken
 * before they are written so that their ledger entries and replies can name them.
 */
export async function newOrderIds(
  tx: Queryable,
  orders: number,
  positions: number,
): Promise<{ orderIds: number[]; positionIds: number[] }> {
  if (orders === 0) return { orderIds: [], positionIds: [] };
  const { rows } = await tx.query<{ order_id: string; position_id: string | null }>(
    `SELECT nextval(pg_get_serial_sequence('trade_orders', 'id')) AS order_id,
            CASE WHEN n <= $2 THEN nextval(pg_get_serial_sequence('positions', 'id')) END AS position_id
       FROM generate_series(1, $1) AS n`,
    [orders, positions],
  );
  return {
    orderIds: rows.map((row) => Number(row.order_id)),
    positionIds: rows.flatMap((row) => (row.position_id === null ? [] : [Number(row.position_id)])),
  };
}

/** Writes orders under ids from `newOrderIds`, in one statement. */
export async function insertOrders(tx: Queryable, orders: readonly (NewOrder & { id: number })[]): Promise<void> {
  if (orders.length === 0) return;
  const column = <T>(pick: (order: NewOrder & { id: number }) => T) => orders.map(pick);
  await tx.query(
    `INSERT INTO trade_orders (id, member_id, symbol, direction, type, product, limit_price, lots, shares, leverage, held,
       status, trading_date, created_at, fill_notional, fill_price, fills, ended_at)
     OVERRIDING SYSTEM VALUE
     SELECT * FROM unnest($1::bigint[], $2::integer[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[],
       $8::integer[], $9::integer[], $10::integer[], $11::bigint[], $12::text[], $13::text[], $14::timestamptz[],
       $15::bigint[], $16::bigint[], $17::jsonb[], $18::timestamptz[])`,
    [
      column((order) => order.id),
      column((order) => order.memberId),
      column((order) => order.symbol),
      column((order) => order.direction),
      column((order) => order.type),
      column((order) => order.product),
      column((order) => order.limitPrice?.toString() ?? null),
      column((order) => order.lots),
      column((order) => order.shares),
      column((order) => order.leverage),
      column((order) => order.held.minor.toString()),
      // An order that fills the moment it is placed is written filled, never pending.
      column((order) => (order.fill ? 'filled' : 'pending')),
      column((order) => order.tradingDate),
      column((order) => order.now),
      column((order) => order.fill?.notional.toString() ?? null),
      column((order) => order.fill?.price.toString() ?? null),
      column((order) => (order.fill ? levelsJson(order.fill.levels) : null)),
      column((order) => (order.fill ? order.now : null)),
    ],
  );
}

/** The order under a row lock, so a fill, a cancel and an expiry of it take turns; scoped to a member when given. */
export async function lockOrder(tx: Queryable, id: number, memberId?: MemberId): Promise<TradeOrderRow | null> {
  const { rows } = await tx.query(
    `SELECT ${orderColumns} FROM trade_orders o WHERE o.id = $1 AND ($2::integer IS NULL OR o.member_id = $2) FOR UPDATE OF o`,
    [id, memberId ?? null],
  );
  return rows[0] ? toOrder(rows[0]) : null;
}

export async function markOrderFilled(tx: Queryable, id: number, fill: OrderFill & { now: Date }): Promise<void> {
  await tx.query(
    `UPDATE trade_orders SET status = 'filled', fill_notional = $2, fill_price = $3, fills = $4, ended_at = $5 WHERE id = $1`,
    [id, fill.notional.toString(), fill.price.toString(), levelsJson(fill.levels), fill.now],
  );
}

export async function endOrder(
  tx: Queryable,
  id: number,
  status: 'cancelled' | 'expired' | 'rejected',
  now: Date,
  refusal: string | null = null,
): Promise<void> {
  await tx.query('UPDATE trade_orders SET status = $2, ended_at = $3, refusal = $4 WHERE id = $1', [id, status, now, refusal]);
}

/** Every pending order, oldest first: the market step looks at each against the book. */
export async function pendingOrders(db: Queryable): Promise<TradeOrderRow[]> {
  const { rows } = await db.query(`SELECT ${orderColumns} FROM trade_orders o WHERE o.status = 'pending' ORDER BY o.id`);
  return rows.map(toOrder);
}

/** An order in the member's history: with the fee and duty its fill paid, from the position it opened. */
export type HistoryOrderRow = TradeOrderRow & { openingFee: Yen | null; stampDuty: Yen | null };

export async function listOrders(
  db: Queryable,
  memberId: MemberId,
  filter: ListFilter,
): Promise<{ rows: HistoryOrderRow[]; total: number }> {
  const { rows } = await db.query(
    `SELECT ${orderColumns}, p.opening_fee, p.stamp_duty, count(*) OVER () AS total
       FROM trade_orders o LEFT JOIN positions p ON p.order_id = o.id
      WHERE o.member_id = $1 AND ($2::text IS NULL OR o.status = $2) AND ($3::text IS NULL OR o.product = $3)
        AND ($6::bigint IS NULL OR p.id = $6)
      ORDER BY o.id DESC LIMIT $4 OFFSET $5`,
    [
      memberId,
      filter.status ?? null,
      filter.product ?? null,
      filter.size,
      (filter.page - 1) * filter.size,
      filter.positionId ?? null,
    ],
  );
  return {
    rows: rows.map((row) => ({
      ...toOrder(row),
      openingFee: wholeYenOrNull(row.opening_fee),
      stampDuty: wholeYenOrNull(row.stamp_duty),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function findOrder(db: Queryable, id: number): Promise<TradeOrderRow | null> {
  const { rows } = await db.query(`SELECT ${orderColumns} FROM trade_orders o WHERE o.id = $1`, [id]);
  return rows[0] ? toOrder(rows[0]) : null;
}
