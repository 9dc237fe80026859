/**
 * SQL for members' positions and the ledger entries they made. Columns of sen are read as `Price`
 * or `Sen` and columns of whole yen as `Yen` here, at the edge, so the two never meet as bare bigints.
 */
import type {
  Direction,
  MemberId,
  OrderType,
  PositionStatus,
  PositionTaxAccount,
  Price,
  Product,
  Sen,
  Yen,
} from '@kabuto/domain';
import type { Queryable } from '../db/database';
import { accountColumns, taxTreatmentColumn } from './order-accounts.repository';
import { price, priceOrNull, sen, senOrNull, wholeYen, wholeYenOrNull, type ListFilter, type Row } from './trading-rows';

export type CloseReason =
  'member' | 'liquidation' | 'day_cutoff' | 'offering_cancelled' | 'loan_sale' | 'take_profit' | 'stop_loss' | 'trailing_stop';

export interface PositionRow {
  id: number;
  memberId: MemberId;
  /** The order that opened it; null for an offering's allotment, which `allotment` names instead. */
  orderId: number | null;
  allotment: string | null;
  /** The allotment's lock (listing, lock-up end); null for a position an order opened. */
  lockedUntil: Date | null;
  symbol: string;
  direction: Direction;
  type: OrderType;
  product: Product;
  lots: number;
  shares: number;
  leverage: number;
  entryNotional: Sen;
  entryPrice: Price;
  margin: Yen;
  openingFee: Yen;
  stampDuty: Yen;
  marginAdditions: number;
  status: PositionStatus;
  openedAt: Date;
  openedTradingDate: string;
  warnedAt: Date | null;
  closePrice: Price | null;
  closeNotional: Sen | null;
  closingFee: Yen | null;
  grossPnl: Yen | null;
  writeOff: Yen | null;
  closeReason: CloseReason | null;
  closedAt: Date | null;
  /** Issue 34, read where asked (taxColumns): the account it was bought in, the tax its sale changed, and its tax treatment. */
  account?: 'taxable' | 'nisa';
  taxChange?: Yen | null;
  taxAccount?: PositionTaxAccount | null;
}

export const positionNo = (id: number) => `P${String(id).padStart(8, '0')}`;

const positionColumns = `id, member_id, order_id, symbol, direction, type, product, lots, shares, leverage,
  entry_notional, entry_price, margin, opening_fee, stamp_duty, margin_additions, status, opened_at,
  opened_trading_date, warned_at, close_price, close_notional, closing_fee, gross_pnl, write_off, close_reason, closed_at,
  allotment, locked_until`;
/** The same columns named through the alias `p`, for a query that joins positions to another table. */
const qualifiedPositionColumns = positionColumns
  .split(',')
  .map((column) => `p.${column.trim()}`)
  .join(', ');

function toPosition(row: Row): PositionRow {
  return {
    ...('account' in row ? { account: row.account as 'taxable' | 'nisa', taxChange: wholeYenOrNull(row.tax_change) } : {}),
    ...('tax_account' in row ? { taxAccount: (row.tax_account as PositionTaxAccount | null) ?? null } : {}),
    id: Number(row.id),
    memberId: row.member_id as MemberId,
    orderId: row.order_id === null ? null : Number(row.order_id),
    allotment: (row.allotment as string | null) ?? null,
    lockedUntil: (row.locked_until as Date | null) ?? null,
    symbol: row.symbol as string,
    direction: row.direction as Direction,
    type: row.type as OrderType,
    product: row.product as Product,
    lots: row.lots as number,
    shares: row.shares as number,
    leverage: row.leverage as number,
    entryNotional: sen(row.entry_notional),
    entryPrice: price(row.entry_price),
    margin: wholeYen(row.margin),
    openingFee: wholeYen(row.opening_fee),
    stampDuty: wholeYen(row.stamp_duty),
    marginAdditions: row.margin_additions as number,
    status: row.status as PositionStatus,
    openedAt: row.opened_at as Date,
    openedTradingDate: row.opened_trading_date as string,
    warnedAt: (row.warned_at as Date | null) ?? null,
    closePrice: priceOrNull(row.close_price),
    closeNotional: senOrNull(row.close_notional),
    closingFee: wholeYenOrNull(row.closing_fee),
    grossPnl: wholeYenOrNull(row.gross_pnl),
    writeOff: wholeYenOrNull(row.write_off),
    closeReason: (row.close_reason as CloseReason | null) ?? null,
    closedAt: (row.closed_at as Date | null) ?? null,
  };
}

/** The position under a row lock, so two closes (or a close and a liquidation) take turns; scoped to a member when given. */
export async function lockPosition(tx: Queryable, id: number, memberId?: MemberId): Promise<PositionRow | null> {
  const { rows } = await tx.query(
    `SELECT ${positionColumns}, ${taxTreatmentColumn} FROM positions
      WHERE id = $1 AND ($2::integer IS NULL OR member_id = $2) FOR UPDATE OF positions`,
    [id, memberId ?? null],
  );
  return rows[0] ? toPosition(rows[0]) : null;
}

export interface PositionClose {
  closePrice: Price;
  closeNotional: Sen;
  closingFee: Yen;
  grossPnl: Yen;
  writeOff: Yen;
  reason: CloseReason;
  now: Date;
}

export async function markPositionClosed(tx: Queryable, id: number, close: PositionClose): Promise<void> {
  await tx.query(
    `UPDATE positions SET status = 'closed', close_price = $2, close_notional = $3, closing_fee = $4, gross_pnl = $5,
       write_off = $6, close_reason = $7, closed_at = $8 WHERE id = $1`,
    [
      id,
      close.closePrice.toString(),
      close.closeNotional.toString(),
      close.closingFee.minor.toString(),
      close.grossPnl.minor.toString(),
      close.writeOff.minor.toString(),
      close.reason,
      close.now,
    ],
  );
}

/** Records added margin; a new warning is due if the position falls back later. */
export async function addPositionMargin(tx: Queryable, id: number, amount: Yen): Promise<void> {
  await tx.query(
    'UPDATE positions SET margin = margin + $2, margin_additions = margin_additions + 1, warned_at = NULL WHERE id = $1',
    [id, amount.minor.toString()],
  );
}

export async function markWarned(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query('UPDATE positions SET warned_at = $2 WHERE id = $1', [id, now]);
}

export interface Thresholds {
  id: number;
  /** The margin they were worked out for; a position whose margin changed since is left stale. */
  margin: Yen;
  warningPrice: bigint | null;
  liquidationPrice: bigint | null;
}

export async function saveThresholds(db: Queryable, rates: string, thresholds: readonly Thresholds[]): Promise<void> {
  const text = (value: bigint | null) => (value === null ? null : value.toString());
  await db.query(
    `UPDATE positions p SET warning_price = t.warning, liquidation_price = t.liquidation, thresholds_for = $1,
            thresholds_margin = t.margin
       FROM unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[]) AS t(id, margin, warning, liquidation)
      WHERE p.id = t.id AND p.margin = t.margin`,
    [
      rates,
      thresholds.map((row) => row.id),
      thresholds.map((row) => row.margin.minor.toString()),
      thresholds.map((row) => text(row.warningPrice)),
      thresholds.map((row) => text(row.liquidationPrice)),
    ],
  );
}

/** A holding position the market step looks at; `thresholdsStale` when its stored prices are for other rates or another margin. */
export type WatchedPosition = PositionRow & { thresholdsStale: boolean };

/**
 * The holding positions the house may have to act on at these last prices, in one read of the
 * holding positions each step: every day position (its cut-off), the others whose price reached
 * their warning price (not yet warned) or their liquidation price, and those whose stored prices
 * were worked out for other rates than `rates` or another margin (staff changed the rates, or
 * margin was added), which the step works out again. A candidate list only: the rules judge each
 * one again under its lock.
 */
export async function positionsToWatch(
  db: Queryable,
  marks: ReadonlyMap<string, bigint>,
  rates: string,
): Promise<WatchedPosition[]> {
  const { rows } = await db.query(
    `SELECT ${qualifiedPositionColumns}, stale FROM positions p
       JOIN unnest($1::text[], $2::bigint[]) AS m(symbol, mark) ON m.symbol = p.symbol,
       LATERAL (SELECT p.thresholds_for IS DISTINCT FROM $3 OR p.thresholds_margin IS DISTINCT FROM p.margin AS stale) s
      WHERE p.status = 'holding' AND p.member_id IS NOT NULL AND (
        p.product = 'day' OR stale
        OR (p.direction = 'long' AND m.mark <= CASE WHEN p.warned_at IS NULL THEN p.warning_price ELSE p.liquidation_price END)
        OR (p.direction = 'short' AND m.mark >= CASE WHEN p.warned_at IS NULL THEN p.warning_price ELSE p.liquidation_price END))
      ORDER BY p.id`,
    [[...marks.keys()], [...marks.values()].map(String), rates],
  );
  return rows.map((row) => ({ ...toPosition(row), thresholdsStale: row.stale === true }));
}

/**
 * A member's positions; `locked` is a holding position whose close is not yet allowed, which
 * the caller works out, so it is listed as holding here.
 */
export async function listPositions(db: Queryable, memberId: MemberId, filter: ListFilter) {
  const status = filter.status === 'locked' ? 'holding' : (filter.status ?? null);
  const { rows } = await db.query(
    `SELECT ${positionColumns}, ${accountColumns}, count(*) OVER () AS total FROM positions
      WHERE member_id = $1 AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR product = $3)
      ORDER BY id DESC LIMIT $4 OFFSET $5`,
    [memberId, status, filter.product ?? null, filter.size, (filter.page - 1) * filter.size],
  );
  return { rows: rows.map(toPosition), total: Number(rows[0]?.total ?? 0) };
}

/** Every holding position of a member, for the totals over all pages. */
export async function memberHoldings(db: Queryable, memberId: MemberId, product?: Product): Promise<PositionRow[]> {
  const { rows } = await db.query(
    `SELECT ${positionColumns} FROM positions WHERE member_id = $1 AND status = 'holding' AND ($2::text IS NULL OR product = $2)`,
    [memberId, product ?? null],
  );
  return rows.map(toPosition);
}

/** The member's positions closed at or after `since` (the start of today, for the day's P&L). */
export async function memberClosedSince(db: Queryable, memberId: MemberId, since: Date): Promise<PositionRow[]> {
  const { rows } = await db.query(
    `SELECT ${positionColumns} FROM positions WHERE member_id = $1 AND status = 'closed' AND closed_at >= $2`,
    [memberId, since],
  );
  return rows.map(toPosition);
}

export async function findPosition(db: Queryable, memberId: MemberId, id: number): Promise<PositionRow | null> {
  const { rows } = await db.query(
    `SELECT ${positionColumns}, ${accountColumns} FROM positions WHERE id = $1 AND member_id = $2`,
    [id, memberId],
  );
  return rows[0] ? toPosition(rows[0]) : null;
}
