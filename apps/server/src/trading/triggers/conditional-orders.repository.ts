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

const stopColumns = 'o.id, o.symbol, o.direction, o.trigger_price, o.judged_after_seq, o.expires_on';

type StopRow = {
  id: string;
  symbol: string;
  direction: Direction;
  trigger_price: string;
  judged_after_seq: string;
  expires_on: string;
};

const toStop = (row: StopRow): WaitingStop => ({
  id: Number(row.id),
  symbol: row.symbol,
  direction: row.direction,
  triggerPrice: BigInt(row.trigger_price) as Price,
  judgedAfterSeq: Number(row.judged_after_seq),
  expiresOn: row.expires_on,
});

/** Every waiting stop, oldest first. */
export async function waitingStops(db: Queryable): Promise<WaitingStop[]> {
  const { rows } = await db.query<StopRow>(`SELECT ${stopColumns} FROM trade_orders o WHERE o.status = 'waiting' ORDER BY o.id`);
  return rows.map(toStop);
}

/** The price range a step's trades of one stock covered. */
export interface TradedRange {
  symbol: string;
  high: Price;
  low: Price;
}

/**
 * The waiting stops the trades can have reached: a buy stop at or below a stock's high, a sell
 * stop at or above its low (an index walk each); the rule then finds the trade that fired each.
 */
export async function reachableStops(db: Queryable, ranges: readonly TradedRange[]): Promise<WaitingStop[]> {
  if (ranges.length === 0) return [];
  const { rows } = await db.query<StopRow>(
    `SELECT ${stopColumns}
       FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS r(symbol, high, low)
       JOIN trade_orders o ON o.symbol = r.symbol AND o.status = 'waiting'
        AND ((o.direction = 'long' AND o.trigger_price <= r.high) OR (o.direction = 'short' AND o.trigger_price >= r.low))
      ORDER BY o.id`,
    [
      ranges.map((range) => range.symbol),
      ranges.map((range) => range.high.toString()),
      ranges.map((range) => range.low.toString()),
    ],
  );
  return rows.map(toStop);
}

/** The waiting stops valid through `date` at the latest: those whose validity may have ended. */
export async function stopsEndingBy(db: Queryable, date: string): Promise<WaitingStop[]> {
  const { rows } = await db.query<StopRow>(
    `SELECT ${stopColumns} FROM trade_orders o WHERE o.status = 'waiting' AND o.expires_on <= $1 ORDER BY o.id`,
    [date],
  );
  return rows.map(toStop);
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
