/**
 * The statement that opens positions: one insert for a batch of them, whoever opens them (see
 * position-opening.ts), each written holding with its warning and liquidation prices.
 */
import type { MemberId } from '@kabuto/domain';
import type { Queryable } from '../db/database';
import type { PocketOwner } from './pocket-orders.repository';
import type { PositionThresholds } from './position-thresholds';
import type { PositionRow } from './positions.repository';

/** Who a position belongs to: a member, or a pocket (a copy's or a house strategy's money). */
export type PositionOwner = { kind: 'member'; memberId: MemberId } | PocketOwner;

/** What opened a position: an order, or an offering's allotment (locked until a time the offering gives). */
export type PositionSource = { orderId: number } | { allotment: string; lockedUntil: Date };

/**
 * A position to write (`position-opening.ts` makes them); `id` when it was drawn before
 * (`newOrderIds`). It is written with its thresholds, worked out for its margin at opening.
 */
export type NewPosition = { id?: number; owner: PositionOwner; source: PositionSource; thresholds: PositionThresholds } & Pick<
  PositionRow,
  | 'symbol'
  | 'direction'
  | 'type'
  | 'product'
  | 'lots'
  | 'shares'
  | 'leverage'
  | 'entryNotional'
  | 'entryPrice'
  | 'margin'
  | 'openingFee'
  | 'stampDuty'
  | 'openedAt'
  | 'openedTradingDate'
>;

/**
 * The columns a position is written with, as `unnest` hands them over ($1 to $24, in this order);
 * its thresholds are for its opening margin (`thresholds_margin` is written as `margin`).
 */
const positionInput = `unnest($1::bigint[], $2::integer[], $3::bigint[], $4::bigint[], $5::bigint[], $6::text[], $7::timestamptz[],
           $8::text[], $9::text[], $10::text[], $11::text[], $12::integer[], $13::integer[], $14::integer[], $15::bigint[],
           $16::bigint[], $17::bigint[], $18::bigint[], $19::bigint[], $20::timestamptz[], $21::text[], $22::bigint[],
           $23::bigint[], $24::text[]) WITH ORDINALITY
           AS u(id, member_id, copy_id, strategy_id, order_id, allotment, locked_until, symbol, direction, type, product, lots,
                shares, leverage, entry_notional, entry_price, margin, opening_fee, stamp_duty, opened_at, opened_trading_date,
                warning_price, liquidation_price, thresholds_for, n)`;

const positionColumnsWritten = `id, member_id, copy_id, strategy_id, order_id, allotment, locked_until, symbol, direction, type,
         product, lots, shares, leverage, entry_notional, entry_price, margin, opening_fee, stamp_duty, opened_at,
         opened_trading_date, warning_price, liquidation_price, thresholds_for`;

/**
 * Writes positions in one statement, each holding, under the id given or else a new one; returns
 * their ids in the order given. The only statement that opens a position.
 */
export async function insertPositions(tx: Queryable, positions: readonly NewPosition[]): Promise<number[]> {
  if (positions.length === 0) return [];
  const column = <T>(pick: (position: NewPosition) => T) => positions.map(pick);
  const ownerId = (kind: PositionOwner['kind']) =>
    column(({ owner }) => (owner.kind === kind ? (owner.kind === 'member' ? owner.memberId : owner.id) : null));
  const values = [
    column((position) => position.id ?? null),
    ownerId('member'),
    ownerId('copy'),
    ownerId('strategy'),
    column(({ source }) => ('orderId' in source ? source.orderId : null)),
    column(({ source }) => ('allotment' in source ? source.allotment : null)),
    column(({ source }) => ('allotment' in source ? source.lockedUntil : null)),
    column((position) => position.symbol),
    column((position) => position.direction),
    column((position) => position.type),
    column((position) => position.product),
    column((position) => position.lots),
    column((position) => position.shares),
    column((position) => position.leverage),
    column((position) => position.entryNotional.toString()),
    column((position) => position.entryPrice.toString()),
    column((position) => position.margin.minor.toString()),
    column((position) => position.openingFee.minor.toString()),
    column((position) => position.stampDuty.minor.toString()),
    column((position) => position.openedAt),
    column((position) => position.openedTradingDate),
    column(({ thresholds }) => thresholds.warningPrice?.toString() ?? null),
    column(({ thresholds }) => thresholds.liquidationPrice?.toString() ?? null),
    column(({ thresholds }) => thresholds.rates),
  ];
  const given = positions.flatMap(({ id }) => (id === undefined ? [] : [id]));
  if (given.length === positions.length) {
    // Every id was drawn before (the order desk's batches): a plain insert, with nothing to hand back.
    const { rowCount } = await tx.query(
      `INSERT INTO positions (${positionColumnsWritten}, thresholds_margin, status)
       OVERRIDING SYSTEM VALUE
       SELECT ${positionColumnsWritten}, margin, 'holding' FROM ${positionInput}`,
      values,
    );
    if (rowCount !== positions.length) throw new Error('insert wrote fewer positions than given');
    return given;
  }
  const { rows } = await tx.query<{ id: string }>(
    `WITH t AS (
       SELECT coalesce(id, nextval(pg_get_serial_sequence('positions', 'id'))) AS id, member_id, copy_id, strategy_id,
              order_id, allotment, locked_until, symbol, direction, type, product, lots, shares, leverage, entry_notional,
              entry_price, margin, opening_fee, stamp_duty, opened_at, opened_trading_date, warning_price, liquidation_price,
              thresholds_for, n
         FROM ${positionInput}
     ), written AS (
       INSERT INTO positions (${positionColumnsWritten}, thresholds_margin, status)
       OVERRIDING SYSTEM VALUE
       SELECT ${positionColumnsWritten}, margin, 'holding' FROM t
       RETURNING id
     )
     SELECT t.id FROM t JOIN written USING (id) ORDER BY t.n`,
    values,
  );
  if (rows.length !== positions.length) throw new Error('insert returned fewer positions than given');
  return rows.map((row) => Number(row.id));
}
