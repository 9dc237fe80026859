/**
 * Trading's reads for a member's documents: the member's own positions (not a copy's), with the
 * figures of their opening fill and, once closed, of their closing one. Prices and notionals are
 * sen; fees, duty, margin and P&L whole yen.
 */
import type { Queryable } from '../db/database';
import { orderNo } from './trade-orders.repository';
import { positionNo } from './positions.repository';

export interface ReportPosition {
  id: number;
  positionNo: string;
  /** The order whose fill opened it (its ledger reference), or null for an offering's allotment. */
  orderNo: string | null;
  symbol: string;
  direction: 'long' | 'short';
  shares: number;
  entryPrice: bigint;
  entryNotional: bigint;
  openingFee: bigint;
  stampDuty: bigint;
  margin: bigint;
  openedAt: Date;
  closePrice: bigint | null;
  closeNotional: bigint | null;
  closingFee: bigint | null;
  grossPnl: bigint | null;
  closedAt: Date | null;
}

const columns = `id, order_id, symbol, direction, shares, entry_price, entry_notional, opening_fee, stamp_duty, margin,
  opened_at, close_price, close_notional, closing_fee, gross_pnl, closed_at`;

type Row = Record<string, unknown>;
const big = (value: unknown) => (value === null || value === undefined ? null : BigInt(value as string));

function toReport(row: Row): ReportPosition {
  const id = Number(row.id);
  return {
    id,
    positionNo: positionNo(id),
    orderNo: row.order_id === null ? null : orderNo(Number(row.order_id)),
    symbol: row.symbol as string,
    direction: row.direction as 'long' | 'short',
    shares: row.shares as number,
    entryPrice: BigInt(row.entry_price as string),
    entryNotional: BigInt(row.entry_notional as string),
    openingFee: BigInt(row.opening_fee as string),
    stampDuty: BigInt(row.stamp_duty as string),
    margin: BigInt(row.margin as string),
    openedAt: row.opened_at as Date,
    closePrice: big(row.close_price),
    closeNotional: big(row.close_notional),
    closingFee: big(row.closing_fee),
    grossPnl: big(row.gross_pnl),
    closedAt: (row.closed_at as Date | null) ?? null,
  };
}

/** Positions opened or closed from `from` (inclusive) to `to` (exclusive). */
export async function positionsTouching(db: Queryable, memberId: number, from: Date, to: Date): Promise<ReportPosition[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${columns} FROM positions WHERE member_id = $1
        AND ((opened_at >= $2 AND opened_at < $3) OR (status = 'closed' AND closed_at >= $2 AND closed_at < $3))
      ORDER BY id`,
    [memberId, from, to],
  );
  return rows.map(toReport);
}

/** Positions open at `at`: opened before it and not closed by then. */
export async function positionsHeldAt(db: Queryable, memberId: number, at: Date): Promise<ReportPosition[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${columns} FROM positions WHERE member_id = $1 AND opened_at < $2 AND (closed_at IS NULL OR closed_at >= $2)
      ORDER BY id`,
    [memberId, at],
  );
  return rows.map(toReport);
}

/** Positions closed from `from` (inclusive) to `to` (exclusive): the year's sales. */
export async function positionsClosedIn(db: Queryable, memberId: number, from: Date, to: Date): Promise<ReportPosition[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${columns} FROM positions WHERE member_id = $1 AND status = 'closed' AND closed_at >= $2 AND closed_at < $3
      ORDER BY closed_at, id`,
    [memberId, from, to],
  );
  return rows.map(toReport);
}

/** The member's first instant of trading activity, or null: where documents start. */
export async function firstActivity(db: Queryable, memberId: number): Promise<Date | null> {
  const { rows } = await db.query<{ first: Date | null }>(`SELECT min(opened_at) AS first FROM positions WHERE member_id = $1`, [
    memberId,
  ]);
  return rows[0]?.first ?? null;
}

/** One of the member's own positions by id, or null. */
export async function reportPosition(db: Queryable, memberId: number, id: number): Promise<ReportPosition | null> {
  const { rows } = await db.query<Row>(`SELECT ${columns} FROM positions WHERE member_id = $1 AND id = $2`, [memberId, id]);
  return rows[0] ? toReport(rows[0]) : null;
}
