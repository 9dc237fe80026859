/** SQL for a mentor strategy's recorded fills (migration 031). */
import type { Queryable } from '../db/database';

export interface MentorFillRow {
  id: number;
  strategyId: number;
  positionId: number;
  shares: number;
  mentorEquity: bigint;
  createdAt: Date;
}

/** Records a mentor's long fill with the equity copies were sized on; once per position. */
export async function insertMentorFill(
  tx: Queryable,
  fill: { strategyId: number; positionId: number; shares: number; mentorEquity: bigint; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO copy_mentor_fills (strategy_id, position_id, shares, mentor_equity, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (strategy_id, position_id) DO NOTHING`,
    [fill.strategyId, fill.positionId, fill.shares, fill.mentorEquity.toString(), fill.now],
  );
}

/** The recorded fills of some mentor strategies, oldest first. */
export async function mentorFills(db: Queryable, strategyIds: readonly number[]): Promise<MentorFillRow[]> {
  if (strategyIds.length === 0) return [];
  const { rows } = await db.query(
    `SELECT id, strategy_id, position_id, shares, mentor_equity, created_at FROM copy_mentor_fills
      WHERE strategy_id = ANY($1::bigint[]) ORDER BY created_at, id`,
    [strategyIds],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    strategyId: Number(row.strategy_id),
    positionId: Number(row.position_id),
    shares: row.shares as number,
    mentorEquity: BigInt(row.mentor_equity as string),
    createdAt: row.created_at as Date,
  }));
}
