/** SQL of positions' exits (`position_exits`): take-profits, stop-losses and trailing stops. */
import { asPrice, type Direction, type ExitKind, type MemberId, type Price } from '@kabuto/domain';
import type { Queryable } from '../../db/database';

export interface ExitRow {
  id: number;
  positionId: number;
  memberId: MemberId;
  symbol: string;
  direction: Direction;
  kind: ExitKind;
  triggerPrice: Price;
  limitPrice: Price | null;
  trailWidth: Price | null;
  /** Hundredths of a percent, as a string of the stored numeric ("1.5" → 150n). */
  trailPct: string | null;
  trailBest: Price | null;
  status: 'active' | 'triggered' | 'cancelled';
  judgedAfterSeq: number;
  triggeredBy: { seq: number; price: Price; time: Date } | null;
}

export type NewExit = Omit<ExitRow, 'id' | 'status' | 'triggeredBy'>;

const columns = `id, position_id, member_id, symbol, direction, kind, trigger_price, limit_price, trail_width, trail_pct, trail_best,
  status, judged_after_seq, triggered_seq, triggered_price, triggered_at`;

const priceOrNull = (value: unknown) => (value === null || value === undefined ? null : asPrice(BigInt(value as string)));

function toExit(row: Record<string, unknown>): ExitRow {
  const seq = row.triggered_seq === null ? null : Number(row.triggered_seq);
  const price = priceOrNull(row.triggered_price);
  return {
    id: Number(row.id),
    positionId: Number(row.position_id),
    memberId: row.member_id as MemberId,
    symbol: row.symbol as string,
    direction: row.direction as Direction,
    kind: row.kind as ExitKind,
    triggerPrice: asPrice(BigInt(row.trigger_price as string)),
    limitPrice: priceOrNull(row.limit_price),
    trailWidth: priceOrNull(row.trail_width),
    trailPct: (row.trail_pct as string | null) ?? null,
    trailBest: priceOrNull(row.trail_best),
    status: row.status as ExitRow['status'],
    judgedAfterSeq: Number(row.judged_after_seq),
    triggeredBy: seq === null || price === null ? null : { seq, price, time: row.triggered_at as Date },
  };
}

/** Writes exits; one active per kind per position (a unique index): returns how many were written. */
export async function insertExits(tx: Queryable, exits: readonly NewExit[], now: Date): Promise<number> {
  let written = 0;
  for (const exit of exits) {
    const { rowCount } = await tx.query(
      `INSERT INTO position_exits (position_id, member_id, symbol, direction, kind, trigger_price, limit_price, trail_width,
         trail_pct, trail_best, status, judged_after_seq, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'active', $11, $12)
       ON CONFLICT (position_id, kind) WHERE status = 'active' DO NOTHING`,
      [
        exit.positionId,
        exit.memberId,
        exit.symbol,
        exit.direction,
        exit.kind,
        exit.triggerPrice.toString(),
        exit.limitPrice?.toString() ?? null,
        exit.trailWidth?.toString() ?? null,
        exit.trailPct,
        exit.trailBest?.toString() ?? null,
        exit.judgedAfterSeq,
        now,
      ],
    );
    written += rowCount ?? 0;
  }
  return written;
}

/** A position's exits, newest first (active ones and those that ended). */
export async function exitsOfPosition(db: Queryable, positionId: number, memberId?: MemberId): Promise<ExitRow[]> {
  const { rows } = await db.query(
    `SELECT ${columns} FROM position_exits WHERE position_id = $1 AND ($2::integer IS NULL OR member_id = $2) ORDER BY id DESC`,
    [positionId, memberId ?? null],
  );
  return rows.map(toExit);
}

/** A member's active exits (the back office's member page). */
export async function activeExitsOfMember(db: Queryable, memberId: MemberId): Promise<ExitRow[]> {
  const { rows } = await db.query(
    `SELECT ${columns} FROM position_exits WHERE member_id = $1 AND status = 'active' ORDER BY id DESC`,
    [memberId],
  );
  return rows.map(toExit);
}

/** The active exits of the stocks that traded, oldest first: the leader judges each on the tape. */
export async function activeExits(db: Queryable, symbols: readonly string[]): Promise<ExitRow[]> {
  if (symbols.length === 0) return [];
  const { rows } = await db.query(
    `SELECT ${columns} FROM position_exits WHERE status = 'active' AND symbol = ANY($1::text[]) ORDER BY id`,
    [symbols],
  );
  return rows.map(toExit);
}

/** Exits that fired but whose close waits for the book (halted, an empty side, a limit not met). */
export async function firedExitsOfHoldingPositions(db: Queryable): Promise<ExitRow[]> {
  const { rows } = await db.query(
    `SELECT ${columns
      .split(',')
      .map((column) => `e.${column.trim()}`)
      .join(', ')} FROM position_exits e JOIN positions p ON p.id = e.position_id
      WHERE e.status = 'triggered' AND p.status = 'holding' ORDER BY e.id`,
  );
  return rows.map(toExit);
}

/** Ends a position's active exits (a new set replaces them, a close or another exit firing ends them). */
export async function cancelActiveExits(tx: Queryable, positionId: number, now: Date): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE position_exits SET status = 'cancelled', ended_at = $2 WHERE position_id = $1 AND status = 'active'`,
    [positionId, now],
  );
  return rowCount ?? 0;
}

/** The exit, under a row lock. */
export async function lockExit(tx: Queryable, id: number): Promise<ExitRow | null> {
  const { rows } = await tx.query(`SELECT ${columns} FROM position_exits WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ? toExit(rows[0]) : null;
}

export async function markExitTriggered(
  tx: Queryable,
  id: number,
  trade: { seq: number; price: Price; time: Date },
  state: { trigger: Price; best: Price | null },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE position_exits SET status = 'triggered', triggered_seq = $2, triggered_price = $3, triggered_at = $4,
       trigger_price = $5, trail_best = $6, ended_at = $7 WHERE id = $1`,
    [id, trade.seq, trade.price.toString(), trade.time, state.trigger.toString(), state.best?.toString() ?? null, now],
  );
}

/** A trailing stop's progress: its best price and the trigger in force, kept so a restart resumes from them. */
export async function saveTrail(db: Queryable, id: number, state: { trigger: Price; best: Price }): Promise<void> {
  await db.query(`UPDATE position_exits SET trigger_price = $2, trail_best = $3 WHERE id = $1 AND status = 'active'`, [
    id,
    state.trigger.toString(),
    state.best.toString(),
  ]);
}
