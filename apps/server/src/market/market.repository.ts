/** SQL for instruments, bars and the watchlist. Prices are stored as numeric yen. */
import { formatPrice, parsePrice } from '@kabuto/domain';
import type { Bar, Instrument, LastSession } from '@kabuto/market';
import type { Queryable } from '../db/database';

export async function saveInstruments(db: Queryable, instruments: readonly Instrument[]): Promise<void> {
  await db.query(
    `INSERT INTO instruments (symbol, kind, board, sector, names, tick_table, lot_size)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::text[], $7::integer[])
     ON CONFLICT (symbol) DO UPDATE SET names = excluded.names, board = excluded.board, sector = excluded.sector`,
    [
      instruments.map((instrument) => instrument.symbol),
      instruments.map((instrument) => instrument.kind),
      instruments.map((instrument) => (instrument.kind === 'stock' ? instrument.board : null)),
      instruments.map((instrument) => (instrument.kind === 'stock' ? instrument.sector : null)),
      instruments.map((instrument) => JSON.stringify(instrument.names)),
      instruments.map((instrument) => (instrument.kind === 'stock' ? instrument.tickTable : null)),
      instruments.map((instrument) => (instrument.kind === 'stock' ? instrument.lotSize : null)),
    ],
  );
}

export async function haltedSymbols(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ symbol: string }>('SELECT symbol FROM instruments WHERE halted');
  return new Set(rows.map((row) => row.symbol));
}

export async function hasHistory(db: Queryable): Promise<boolean> {
  return ((await db.query("SELECT 1 FROM bars WHERE period = '1d' LIMIT 1")).rowCount ?? 0) > 0;
}

/** Inserts or replaces bars in batches; a replaced bar is the still-growing current one. */
export async function saveBars(db: Queryable, period: '1m' | '1d', rows: readonly { symbol: string; bar: Bar }[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 20_000) {
    const batch = rows.slice(start, start + 20_000);
    await db.query(
      `INSERT INTO bars (symbol, period, time, open, high, low, close, volume, turnover)
       SELECT symbol, $1, time, open, high, low, close, volume, turnover
         FROM unnest($2::text[], $3::timestamptz[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::bigint[], $9::numeric[])
           AS t(symbol, time, open, high, low, close, volume, turnover)
       ON CONFLICT (symbol, period, time) DO UPDATE SET high = excluded.high, low = excluded.low, close = excluded.close,
         volume = excluded.volume, turnover = excluded.turnover,
         -- A daily bar is the whole day's summary (day-bar.ts), its open included; a minute bar keeps its first print.
         open = CASE WHEN bars.period = '1d' THEN excluded.open ELSE bars.open END`,
      [
        period,
        batch.map((row) => row.symbol),
        batch.map((row) => row.bar.time),
        batch.map((row) => formatPrice(row.bar.open)),
        batch.map((row) => formatPrice(row.bar.high)),
        batch.map((row) => formatPrice(row.bar.low)),
        batch.map((row) => formatPrice(row.bar.close)),
        batch.map((row) => row.bar.volume),
        batch.map((row) => formatPrice(row.bar.turnover)),
      ],
    );
  }
}

interface BarRecord {
  time: Date;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  turnover: string;
}

const sen = (value: string) => {
  const parsed = parsePrice(value);
  if (parsed === null) throw new Error(`stored price ${value} is not a price`);
  return parsed;
};

export const toBar = (row: BarRecord): Bar => ({
  time: row.time,
  open: sen(row.open),
  high: sen(row.high),
  low: sen(row.low),
  close: sen(row.close),
  volume: Number(row.volume),
  turnover: sen(row.turnover),
});

/** Bars of one stored period before `before`, newest first, at most `limit`. */
export async function loadBars(
  db: Queryable,
  symbol: string,
  period: '1m' | '1d',
  before: Date | null,
  limit: number,
): Promise<Bar[]> {
  const { rows } = await db.query<BarRecord>(
    `SELECT time, open, high, low, close, volume, turnover FROM bars
      WHERE symbol = $1 AND period = $2 AND ($3::timestamptz IS NULL OR time < $3) ORDER BY time DESC LIMIT $4`,
    [symbol, period, before, limit],
  );
  return rows.map(toBar);
}

/**
 * The stored bars of `period` that start at `time` (the bars in progress, when `time` is the
 * current bucket), by symbol: a node taking over the market continues them instead of
 * overwriting them with bars that begin at the takeover.
 */
export async function barsAt(
  db: Queryable,
  period: '1m' | '1d',
  time: Date,
  symbols: readonly string[],
): Promise<Map<string, Bar>> {
  const { rows } = await db.query<BarRecord & { symbol: string }>(
    `SELECT symbol, time, open, high, low, close, volume, turnover FROM bars
      WHERE symbol = ANY($1::text[]) AND period = $2 AND time = $3`,
    [symbols, period, time],
  );
  return new Map(rows.map((row) => [row.symbol, toBar(row)]));
}

/** Each instrument's last stored daily bar and the close before it: where the simulator resumes. */
export async function lastSessions(db: Queryable, tradingDateOf: (time: Date) => string): Promise<Map<string, LastSession>> {
  const { rows } = await db.query<BarRecord & { symbol: string; previous_close: string | null }>(
    `SELECT DISTINCT ON (symbol) symbol, time, open, high, low, close, volume, turnover,
            lag(close) OVER (PARTITION BY symbol ORDER BY time) AS previous_close
       FROM bars WHERE period = '1d' ORDER BY symbol, time DESC`,
  );
  const sessions = new Map<string, LastSession>();
  for (const row of rows) {
    const bar = toBar(row);
    sessions.set(row.symbol, {
      tradingDate: tradingDateOf(bar.time),
      previousClose: row.previous_close === null ? bar.open : sen(row.previous_close),
      open: bar.open,
      high: bar.high,
      low: bar.low,
      close: bar.close,
      volume: bar.volume,
      turnover: bar.turnover,
    });
  }
  return sessions;
}
