/**
 * SQL for the orders and positions a pocket owns (a copy or a house strategy, migration 020):
 * trading's own tables with `member_id` NULL and the owner in `copy_id` or `strategy_id`, so no
 * member list shows them and no member call reaches them. Prices and notionals are read as sen
 * (`Price`, `Sen`) and money as whole yen (`Yen`).
 */
import type { Direction, Price, Sen, Yen } from '@kabuto/domain';
import type { Queryable } from '../db/database';
import type { OrderFill } from './trade-orders.repository';
import { levelsJson, price, priceOrNull, sen, wholeYen, wholeYenOrNull, type Row } from './trading-rows';

export type PocketOwner = { kind: 'copy'; id: number } | { kind: 'strategy'; id: number };

/** A pocket's market order that filled as placed (its position is written by `insertPositions`). */
export interface NewPocketOrder extends OrderFill {
  orderId: number;
  owner: PocketOwner;
  symbol: string;
  direction: Direction;
  lots: number;
  shares: number;
  tradingDate: string;
  now: Date;
}

/** Writes filled market orders of pockets (leverage 1, normal product) in one statement. */
export async function insertPocketOrders(tx: Queryable, orders: readonly NewPocketOrder[]): Promise<void> {
  if (orders.length === 0) return;
  const column = <T>(pick: (order: NewPocketOrder) => T) => orders.map(pick);
  await tx.query(
    `INSERT INTO trade_orders (id, copy_id, strategy_id, symbol, direction, type, product, lots, shares, leverage, held, status,
       trading_date, created_at, fill_notional, fill_price, fills, ended_at)
     OVERRIDING SYSTEM VALUE
     SELECT id, copy_id, strategy_id, symbol, direction, 'market', 'normal', lots, shares, 1, 0, 'filled', trading_date, now,
            notional, price, fills, now
       FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::integer[], $7::integer[], $8::text[],
         $9::timestamptz[], $10::bigint[], $11::bigint[], $12::jsonb[])
         AS t(id, copy_id, strategy_id, symbol, direction, lots, shares, trading_date, now, notional, price, fills)`,
    [
      column((order) => order.orderId),
      column((order) => (order.owner.kind === 'copy' ? order.owner.id : null)),
      column((order) => (order.owner.kind === 'strategy' ? order.owner.id : null)),
      column((order) => order.symbol),
      column((order) => order.direction),
      column((order) => order.lots),
      column((order) => order.shares),
      column((order) => order.tradingDate),
      column((order) => order.now),
      column((order) => order.notional.toString()),
      column((order) => order.price.toString()),
      column((order) => levelsJson(order.levels)),
    ],
  );
}

export interface PocketPositionRow {
  id: number;
  orderId: number;
  copyId: number | null;
  strategyId: number | null;
  symbol: string;
  direction: Direction;
  lots: number;
  shares: number;
  entryNotional: Sen;
  entryPrice: Price;
  margin: Yen;
  openingFee: Yen;
  stampDuty: Yen;
  status: 'holding' | 'closing' | 'closed';
  openedAt: Date;
  closePrice: Price | null;
  closingFee: Yen | null;
  grossPnl: Yen | null;
  writeOff: Yen | null;
  closedAt: Date | null;
}

const columns = `id, order_id, copy_id, strategy_id, symbol, direction, lots, shares, entry_notional, entry_price, margin,
  opening_fee, stamp_duty, status, opened_at, close_price, closing_fee, gross_pnl, write_off, closed_at`;

function toRow(row: Row): PocketPositionRow {
  return {
    id: Number(row.id),
    orderId: Number(row.order_id),
    copyId: row.copy_id === null ? null : Number(row.copy_id),
    strategyId: row.strategy_id === null ? null : Number(row.strategy_id),
    symbol: row.symbol as string,
    direction: row.direction as Direction,
    lots: row.lots as number,
    shares: row.shares as number,
    entryNotional: sen(row.entry_notional),
    entryPrice: price(row.entry_price),
    margin: wholeYen(row.margin),
    openingFee: wholeYen(row.opening_fee),
    stampDuty: wholeYen(row.stamp_duty),
    status: row.status as PocketPositionRow['status'],
    openedAt: row.opened_at as Date,
    closePrice: priceOrNull(row.close_price),
    closingFee: wholeYenOrNull(row.closing_fee),
    grossPnl: wholeYenOrNull(row.gross_pnl),
    writeOff: wholeYenOrNull(row.write_off),
    closedAt: (row.closed_at as Date | null) ?? null,
  };
}

const ownerClause = `(($1::text = 'copy' AND copy_id = ANY($2::bigint[])) OR ($1::text = 'strategy' AND strategy_id = ANY($2::bigint[])))`;

/** The positions of some pockets of one kind, oldest first; only holding ones unless `all`. */
export async function pocketPositions(
  db: Queryable,
  kind: PocketOwner['kind'],
  ids: readonly number[],
  all = false,
): Promise<PocketPositionRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query(
    `SELECT ${columns} FROM positions WHERE ${ownerClause} AND ($3 OR status = 'holding') ORDER BY id`,
    [kind, ids, all],
  );
  return rows.map(toRow);
}

/** Holding positions of pockets under their row locks, in id order. */
export async function lockPocketPositions(tx: Queryable, ids: readonly number[]): Promise<PocketPositionRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await tx.query(
    `SELECT ${columns} FROM positions WHERE id = ANY($1::bigint[]) AND status = 'holding' AND member_id IS NULL ORDER BY id FOR UPDATE`,
    [ids],
  );
  return rows.map(toRow);
}

/** The newest orders of pockets of one kind, newest first. */
export async function pocketOrders(db: Queryable, kind: PocketOwner['kind'], ids: readonly number[], limit: number) {
  if (ids.length === 0) return [];
  const { rows } = await db.query(
    `SELECT o.id, o.copy_id, o.strategy_id, o.symbol, o.direction, o.lots, o.shares, o.fill_price, o.fill_notional,
            o.created_at, p.id AS position_id, p.status AS position_status
       FROM trade_orders o LEFT JOIN positions p ON p.order_id = o.id
      WHERE ${ownerClause.replaceAll('copy_id', 'o.copy_id').replaceAll('strategy_id', 'o.strategy_id')}
      ORDER BY o.id DESC LIMIT $3`,
    [kind, ids, limit],
  );
  return rows.map((row) => ({
    orderId: Number(row.id),
    copyId: row.copy_id === null ? null : Number(row.copy_id),
    strategyId: row.strategy_id === null ? null : Number(row.strategy_id),
    symbol: row.symbol as string,
    direction: row.direction as Direction,
    lots: row.lots as number,
    shares: row.shares as number,
    price: price(row.fill_price),
    notional: sen(row.fill_notional),
    createdAt: row.created_at as Date,
    positionId: row.position_id === null ? null : Number(row.position_id),
  }));
}

/** Pocket positions by id, in any state. */
export async function pocketPositionsByIds(db: Queryable, ids: readonly number[], mentors = false): Promise<PocketPositionRow[]> {
  if (ids.length === 0) return [];
  // `mentors`: a mentor strategy's positions are its member's own, read only for the trades copies mirrored.
  const { rows } = await db.query(`SELECT ${columns} FROM positions WHERE id = ANY($1::bigint[]) AND (member_id IS NULL OR $2)`, [
    ids,
    mentors,
  ]);
  return rows.map(toRow);
}
