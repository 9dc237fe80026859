/** The SQL of members' watchlists. */
import type { Queryable } from '../db/database';

/** The member's watched symbols, oldest first. */
export async function watchedSymbols(db: Queryable, memberId: number): Promise<string[]> {
  const { rows } = await db.query<{ symbol: string }>('SELECT symbol FROM watchlist WHERE member_id = $1 ORDER BY created_at', [
    memberId,
  ]);
  return rows.map((row) => row.symbol);
}

export async function addWatch(db: Queryable, memberId: number, symbol: string): Promise<void> {
  await db.query('INSERT INTO watchlist (member_id, symbol) VALUES ($1, $2) ON CONFLICT DO NOTHING', [memberId, symbol]);
}

export async function removeWatch(db: Queryable, memberId: number, symbol: string): Promise<void> {
  await db.query('DELETE FROM watchlist WHERE member_id = $1 AND symbol = $2', [memberId, symbol]);
}
