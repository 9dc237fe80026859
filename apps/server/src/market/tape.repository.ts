/** SQL of the recorded tape (`market_trades`): every trade the market printed, in tape order. */
import { asPrice, type Price } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export interface TapeRow {
  seq: number;
  symbol: string;
  time: Date;
  price: Price;
  shares: number;
}

export interface TradeToRecord {
  symbol: string;
  time: Date;
  price: Price;
  shares: number;
}

/** Records a step's trades in one statement; `seq` follows the order given, which is the order they happened. */
export async function recordTrades(db: Queryable, trades: readonly TradeToRecord[]): Promise<void> {
  if (trades.length === 0) return;
  await db.query(
    `INSERT INTO market_trades (symbol, time, price, shares)
     SELECT symbol, time, price, shares
       FROM unnest($1::text[], $2::timestamptz[], $3::bigint[], $4::integer[]) WITH ORDINALITY AS t(symbol, time, price, shares, n)
      ORDER BY n`,
    [trades.map((t) => t.symbol), trades.map((t) => t.time), trades.map((t) => t.price.toString()), trades.map((t) => t.shares)],
  );
}

function toTape(row: Record<string, unknown>): TapeRow {
  return {
    seq: Number(row.seq),
    symbol: row.symbol as string,
    time: row.time as Date,
    price: asPrice(BigInt(row.price as string)),
    shares: row.shares as number,
  };
}

/** The last seq recorded so far (0 before the first trade). */
export async function lastSeq(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ seq: string | null }>('SELECT max(seq) AS seq FROM market_trades');
  return Number(rows[0]?.seq ?? 0);
}

/** The trades after `afterSeq` up to `untilSeq` (of `symbols` only, when given), in tape order. */
export async function tradesBetweenSeqs(
  db: Queryable,
  symbols: readonly string[] | null,
  afterSeq: number,
  untilSeq: number,
): Promise<TapeRow[]> {
  if (symbols?.length === 0) return [];
  const { rows } = await db.query(
    `SELECT seq, symbol, time, price, shares FROM market_trades
      WHERE ($1::text[] IS NULL OR symbol = ANY($1::text[])) AND seq > $2 AND seq <= $3 ORDER BY seq`,
    [symbols, afterSeq, untilSeq],
  );
  return rows.map(toTape);
}

/** One stock's trades between two instants, in tape order. */
export async function tradesBetweenTimes(db: Queryable, symbol: string, from: Date, to: Date): Promise<TapeRow[]> {
  const { rows } = await db.query(
    `SELECT seq, symbol, time, price, shares FROM market_trades
      WHERE symbol = $1 AND time >= $2 AND time <= $3 ORDER BY seq`,
    [symbol, from, to],
  );
  return rows.map(toTape);
}

/** Forgets trades recorded before `before`: the tape is kept for as long as an order can wait and its proof be checked. */
export async function forgetTradesBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM market_trades WHERE time < $1', [before]);
}
