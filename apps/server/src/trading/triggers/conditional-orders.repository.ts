/**
 * SQL of waiting stops (trade_orders with a trigger) and of the leader's place on the tape
 * (`trigger_cursor`). The order's other columns are trade-orders.repository's.
 */
import type { Direction, MemberId, Price, Product, Yen } from '@kabuto/domain';
import type { Queryable } from '../../db/database';
import type { ExitsPlan } from './exits-plan';

export interface NewWaitingOrder {
  memberId: MemberId;
  symbol: string;
  direction: Direction;
  /** What the order is once triggered: `market` for a stop, `limit` for a stop-limit. */
  type: 'market' | 'limit';
  product: Product;
  limitPrice: Price | null;
  /** Null for a limit order that carries exits (IFD): it rests `pending` like any limit order. */
  triggerPrice: Price | null;
  lots: number;
  shares: number;
  leverage: number;
  held: Yen;
  tradingDate: string;
  validity: 'day' | 'gtd';
  expiresOn: string;
  judgedAfterSeq: number;
  exits: ExitsPlan | null;
  now: Date;
}

export async function insertWaitingOrder(tx: Queryable, order: NewWaitingOrder): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO trade_orders (member_id, symbol, direction, type, product, limit_price, lots, shares, leverage, held, status,
       trading_date, created_at, trigger_price, validity, expires_on, judged_after_seq, planned_exits)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $13::bigint IS NULL THEN 'pending' ELSE 'waiting' END,
       $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
    [
      order.memberId,
      order.symbol,
      order.direction,
      order.type,
      order.product,
      order.limitPrice?.toString() ?? null,
      order.lots,
      order.shares,
      order.leverage,
      order.held.minor.toString(),
      order.tradingDate,
      order.now,
      order.triggerPrice?.toString() ?? null,
      order.triggerPrice === null ? null : order.validity,
      order.triggerPrice === null ? null : order.expiresOn,
      order.judgedAfterSeq,
      order.exits === null ? null : JSON.stringify(order.exits),
    ],
  );
  return Number(rows[0]?.id);
}

/** A waiting stop as the leader judges it. */
export interface WaitingStop {
  id: number;
  symbol: string;
  direction: Direction;
  triggerPrice: Price;
  judgedAfterSeq: number;
  expiresOn: string;
}

/** Every waiting stop, oldest first. */
export async function waitingStops(db: Queryable): Promise<WaitingStop[]> {
  const { rows } = await db.query<{
    id: string;
    symbol: string;
    direction: Direction;
    trigger_price: string;
    judged_after_seq: string;
    expires_on: string;
  }>(
    `SELECT id, symbol, direction, trigger_price, judged_after_seq, expires_on
       FROM trade_orders WHERE status = 'waiting' ORDER BY id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    symbol: row.symbol,
    direction: row.direction,
    triggerPrice: BigInt(row.trigger_price) as Price,
    judgedAfterSeq: Number(row.judged_after_seq),
    expiresOn: row.expires_on,
  }));
}

/**
 * The stop fired on a trade: from now on it is the market or limit order its type says, for the
 * trading date it fired on, with the trade that fired it kept as its proof.
 */
export async function markTriggered(
  tx: Queryable,
  id: number,
  trade: { seq: number; price: Price; time: Date },
  tradingDate: string,
): Promise<void> {
  await tx.query(
    `UPDATE trade_orders SET status = 'pending', triggered_seq = $2, triggered_price = $3, triggered_at = $4, trading_date = $5
      WHERE id = $1 AND status = 'waiting'`,
    [id, trade.seq, trade.price.toString(), trade.time, tradingDate],
  );
}

/** The exits an order planned (IFD/IFDOCO), to set on its position when it fills. */
export async function plannedExits(tx: Queryable, orderId: number): Promise<ExitsPlan | null> {
  const { rows } = await tx.query<{ planned_exits: ExitsPlan | null }>('SELECT planned_exits FROM trade_orders WHERE id = $1', [
    orderId,
  ]);
  return rows[0]?.planned_exits ?? null;
}

/** How far the leader has judged the tape. */
export async function judgedSeq(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ judged_seq: string }>('SELECT judged_seq FROM trigger_cursor');
  return Number(rows[0]?.judged_seq ?? 0);
}

/** Moves the cursor forward only: two passes racing can't move it back. */
export async function saveJudgedSeq(db: Queryable, seq: number): Promise<void> {
  await db.query('UPDATE trigger_cursor SET judged_seq = greatest(judged_seq, $1)', [seq]);
}
