/** The last daily close at or before an instant, per symbol: positions at month-end are valued at it. */
import type { Queryable } from '../db/database';

export async function closesAtOrBefore(db: Queryable, symbols: readonly string[], at: Date): Promise<Map<string, string>> {
  if (symbols.length === 0) return new Map();
  const { rows } = await db.query<{ symbol: string; close: string }>(
    `SELECT DISTINCT ON (symbol) symbol, close::text AS close FROM bars
      WHERE symbol = ANY($1::text[]) AND period = '1d' AND time <= $2
      ORDER BY symbol, time DESC`,
    [symbols, at],
  );
  return new Map(rows.map((row) => [row.symbol, row.close]));
}
