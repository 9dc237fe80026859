/** SQL for the back office's view of instruments and their trading halts. */
import { escapeLikePattern } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export interface InstrumentRow {
  symbol: string;
  name: string;
  kind: 'stock' | 'index';
  board: string | null;
  sector: string | null;
  halted: boolean;
}

/**
 * Stocks then indices, by code; `keyword` matches the start of a code or any part of a name in
 * any language. Names are returned in English, the back office's language.
 */
export async function listInstruments(
  db: Queryable,
  { keyword, page, size }: { keyword?: string | undefined; page: number; size: number },
): Promise<{ rows: InstrumentRow[]; total: number }> {
  const escaped = keyword ? escapeLikePattern(keyword) : null;
  const { rows } = await db.query<InstrumentRow & { total: string }>(
    `SELECT symbol, names->>'en' AS name, kind, board, sector, halted, count(*) OVER () AS total
       FROM instruments
      WHERE $1::text IS NULL OR symbol ILIKE $1 || '%'
         OR names->>'en' ILIKE '%' || $1 || '%' OR names->>'tw' ILIKE '%' || $1 || '%' OR names->>'jp' ILIKE '%' || $1 || '%'
      ORDER BY kind DESC, symbol LIMIT $2 OFFSET $3`,
    [escaped, size, (page - 1) * size],
  );
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The instrument's kind and whether it is halted, holding its row for a change; null when there is none. */
export async function lockInstrument(db: Queryable, symbol: string): Promise<Pick<InstrumentRow, 'kind' | 'halted'> | null> {
  const { rows } = await db.query<Pick<InstrumentRow, 'kind' | 'halted'>>(
    'SELECT kind, halted FROM instruments WHERE symbol = $1 FOR UPDATE',
    [symbol],
  );
  return rows[0] ?? null;
}

export async function setHalted(db: Queryable, symbol: string, halted: boolean): Promise<void> {
  await db.query('UPDATE instruments SET halted = $2 WHERE symbol = $1', [symbol, halted]);
}
