/** SQL for copy trading's own tables (migration 020): strategies, copies, their legs and mentor applications. */
import type { AlgorithmKey } from '@kabuto/domain';
import type { Queryable } from '../db/database';

type Row = Record<string, unknown>;

export interface StrategyRow {
  id: number;
  kind: 'house' | 'mentor';
  name: string;
  issuer: string;
  algorithm: AlgorithmKey | null;
  parameters: Record<string, number>;
  symbol: string | null;
  allocationPct: number;
  mentorMemberId: number | null;
  description: string;
  capital: bigint;
  minInvestment: bigint;
  status: 'running' | 'stopped';
  decidedThrough: Date | null;
  startedAt: Date;
}

const strategyColumns = `id, kind, name, issuer, algorithm, parameters, symbol, allocation_pct, mentor_member_id, description,
  capital, min_investment, status, decided_through, started_at`;

function toStrategy(row: Row): StrategyRow {
  return {
    id: Number(row.id),
    kind: row.kind as StrategyRow['kind'],
    name: row.name as string,
    issuer: row.issuer as string,
    algorithm: (row.algorithm as AlgorithmKey | null) ?? null,
    parameters: row.parameters as Record<string, number>,
    symbol: (row.symbol as string | null) ?? null,
    allocationPct: row.allocation_pct as number,
    mentorMemberId: (row.mentor_member_id as number | null) ?? null,
    description: row.description as string,
    capital: BigInt(row.capital as string),
    minInvestment: BigInt(row.min_investment as string),
    status: row.status as StrategyRow['status'],
    decidedThrough: (row.decided_through as Date | null) ?? null,
    startedAt: row.started_at as Date,
  };
}

export async function listStrategies(db: Queryable): Promise<StrategyRow[]> {
  const { rows } = await db.query(`SELECT ${strategyColumns} FROM copy_strategies ORDER BY id`);
  return rows.map(toStrategy);
}

export async function findStrategy(db: Queryable, id: number): Promise<StrategyRow | null> {
  const { rows } = await db.query(`SELECT ${strategyColumns} FROM copy_strategies WHERE id = $1`, [id]);
  return rows[0] ? toStrategy(rows[0]) : null;
}

/** The strategy under a row lock: its decisions, and the copies joining or leaving it, take turns. */
export async function lockStrategy(tx: Queryable, id: number): Promise<StrategyRow | null> {
  const { rows } = await tx.query(`SELECT ${strategyColumns} FROM copy_strategies WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ? toStrategy(rows[0]) : null;
}

export interface NewStrategy {
  kind: 'house' | 'mentor';
  name: string;
  issuer: string;
  algorithm: AlgorithmKey | null;
  parameters: Record<string, number>;
  symbol: string | null;
  mentorMemberId: number | null;
  description: string;
  capital: bigint;
  minInvestment: bigint;
  startedAt: Date;
}

export async function insertStrategy(tx: Queryable, strategy: NewStrategy): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO copy_strategies (kind, name, issuer, algorithm, parameters, symbol, mentor_member_id, description, capital,
       min_investment, started_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      strategy.kind,
      strategy.name,
      strategy.issuer,
      strategy.algorithm,
      JSON.stringify(strategy.parameters),
      strategy.symbol,
      strategy.mentorMemberId,
      strategy.description,
      strategy.capital.toString(),
      strategy.minInvestment.toString(),
      strategy.startedAt,
    ],
  );
  return Number(rows[0]?.id);
}

/** Whether `memberId` publishes their trading as a running mentor strategy (read without a lock, once per fill). */
export async function isMentor(db: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM copy_strategies WHERE kind = 'mentor' AND mentor_member_id = $1 AND status = 'running' LIMIT 1`,
    [memberId],
  );
  return rows.length > 0;
}

/** Which of `memberIds` publish their trading as a running mentor strategy: one read for a page of fills. */
export async function mentorsAmong(db: Queryable, memberIds: readonly number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT DISTINCT mentor_member_id AS id FROM copy_strategies
      WHERE kind = 'mentor' AND status = 'running' AND mentor_member_id = ANY($1::int[])`,
    [[...new Set(memberIds)]],
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/** The running mentor strategy publishing `memberId`'s trading, under a row lock; null when there is none. */
export async function lockMentorStrategy(tx: Queryable, memberId: number): Promise<StrategyRow | null> {
  const { rows } = await tx.query(
    `SELECT ${strategyColumns} FROM copy_strategies
      WHERE kind = 'mentor' AND mentor_member_id = $1 AND status = 'running' ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [memberId],
  );
  return rows[0] ? toStrategy(rows[0]) : null;
}

/** The copies' positions the strategy's position `strategyPositionId` opened (its mirrored buys). */
export async function mirroredPositionIds(db: Queryable, strategyPositionId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT copy_position_id AS id FROM copy_legs
      WHERE strategy_position_id = $1 AND side = 'buy' AND copy_position_id IS NOT NULL`,
    [strategyPositionId],
  );
  return rows.map((row) => Number(row.id));
}

export async function markDecided(tx: Queryable, id: number, through: Date): Promise<void> {
  await tx.query('UPDATE copy_strategies SET decided_through = $2 WHERE id = $1', [id, through]);
}

export async function stopStrategy(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query(`UPDATE copy_strategies SET status = 'stopped', stopped_at = $2 WHERE id = $1`, [id, now]);
}

export interface CopyRow {
  id: number;
  memberId: number;
  strategyId: number;
  strategyName: string;
  invested: bigint;
  stopLossPct: number;
  status: 'running' | 'ended';
  endedBy: 'member' | 'stopLoss' | 'strategy' | null;
  returned: bigint | null;
  fee: bigint | null;
  message: string | null;
  startedAt: Date;
  endedAt: Date | null;
}

const copyColumns = `c.id, c.member_id, c.strategy_id, s.name AS strategy_name, c.invested, c.stop_loss_pct, c.status, c.ended_by,
  c.returned, c.fee, c.message, c.started_at, c.ended_at`;

function toCopy(row: Row): CopyRow {
  const big = (value: unknown) => (value === null ? null : BigInt(value as string));
  return {
    id: Number(row.id),
    memberId: row.member_id as number,
    strategyId: Number(row.strategy_id),
    strategyName: row.strategy_name as string,
    invested: BigInt(row.invested as string),
    stopLossPct: row.stop_loss_pct as number,
    status: row.status as CopyRow['status'],
    endedBy: (row.ended_by as CopyRow['endedBy']) ?? null,
    returned: big(row.returned),
    fee: big(row.fee),
    message: (row.message as string | null) ?? null,
    startedAt: row.started_at as Date,
    endedAt: (row.ended_at as Date | null) ?? null,
  };
}

/**
 * Writes a running copy, or returns null when the member already has one of this strategy (the
 * unique index decides, in the statement itself).
 */
export async function insertCopy(
  tx: Queryable,
  copy: { memberId: number; strategyId: number; invested: bigint; stopLossPct: number; now: Date },
): Promise<number | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO copies (member_id, strategy_id, invested, stop_loss_pct, started_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id, strategy_id) WHERE status = 'running' DO NOTHING RETURNING id`,
    [copy.memberId, copy.strategyId, copy.invested.toString(), copy.stopLossPct, copy.now],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function lockCopy(tx: Queryable, id: number, memberId?: number): Promise<CopyRow | null> {
  const { rows } = await tx.query(
    `SELECT ${copyColumns} FROM copies c JOIN copy_strategies s ON s.id = c.strategy_id
      WHERE c.id = $1 AND ($2::integer IS NULL OR c.member_id = $2) FOR UPDATE OF c`,
    [id, memberId ?? null],
  );
  return rows[0] ? toCopy(rows[0]) : null;
}

export async function findCopy(db: Queryable, id: number, memberId: number): Promise<CopyRow | null> {
  const { rows } = await db.query(
    `SELECT ${copyColumns} FROM copies c JOIN copy_strategies s ON s.id = c.strategy_id WHERE c.id = $1 AND c.member_id = $2`,
    [id, memberId],
  );
  return rows[0] ? toCopy(rows[0]) : null;
}

export async function endCopy(
  tx: Queryable,
  end: {
    id: number;
    endedBy: 'member' | 'stopLoss' | 'strategy';
    returned: bigint;
    fee: bigint;
    message: string | null;
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `UPDATE copies SET status = 'ended', ended_by = $2, returned = $3, fee = $4, message = $5, ended_at = $6 WHERE id = $1`,
    [end.id, end.endedBy, end.returned.toString(), end.fee.toString(), end.message, end.now],
  );
}

/** Running copies of some strategies (all when `strategyIds` is null), oldest first. */
export async function runningCopies(db: Queryable, strategyIds: readonly number[] | null): Promise<CopyRow[]> {
  const { rows } = await db.query(
    `SELECT ${copyColumns} FROM copies c JOIN copy_strategies s ON s.id = c.strategy_id
      WHERE c.status = 'running' AND ($1::bigint[] IS NULL OR c.strategy_id = ANY($1)) ORDER BY c.id`,
    [strategyIds],
  );
  return rows.map(toCopy);
}

export async function memberCopies(
  db: Queryable,
  memberId: number,
  filter: { status?: 'running' | 'ended' | undefined; page: number; size: number },
): Promise<{ rows: CopyRow[]; total: number }> {
  const { rows } = await db.query(
    `SELECT ${copyColumns}, count(*) OVER () AS total FROM copies c JOIN copy_strategies s ON s.id = c.strategy_id
      WHERE c.member_id = $1 AND ($2::text IS NULL OR c.status = $2) ORDER BY c.id DESC LIMIT $3 OFFSET $4`,
    [memberId, filter.status ?? null, filter.size, (filter.page - 1) * filter.size],
  );
  return { rows: rows.map(toCopy), total: Number(rows[0]?.total ?? 0) };
}

/** Followers (running copies) by strategy. */
export async function followerCounts(db: Queryable): Promise<Map<number, number>> {
  const { rows } = await db.query<{ strategy_id: string; n: string }>(
    `SELECT strategy_id, count(*) AS n FROM copies WHERE status = 'running' GROUP BY strategy_id`,
  );
  return new Map(rows.map((row) => [Number(row.strategy_id), Number(row.n)]));
}

export interface NewLeg {
  copyId: number;
  side: 'buy' | 'sell';
  strategyPositionId: number;
  copyPositionId: number | null;
  skipReason: string | null;
  now: Date;
}

export async function insertLegs(tx: Queryable, legs: readonly NewLeg[]): Promise<void> {
  if (legs.length === 0) return;
  await tx.query(
    `INSERT INTO copy_legs (copy_id, side, strategy_position_id, copy_position_id, skip_reason, created_at)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::text[], $6::timestamptz[])`,
    [
      legs.map((leg) => leg.copyId),
      legs.map((leg) => leg.side),
      legs.map((leg) => leg.strategyPositionId),
      legs.map((leg) => leg.copyPositionId),
      legs.map((leg) => leg.skipReason),
      legs.map((leg) => leg.now),
    ],
  );
}

export interface LegRow {
  id: number;
  copyId: number;
  strategyId: number;
  strategyKind: StrategyRow['kind'];
  strategyName: string;
  side: 'buy' | 'sell';
  strategyPositionId: number;
  copyPositionId: number | null;
  skipReason: string | null;
  createdAt: Date;
}

/** A member's copies' legs, newest first (one copy's when `copyId` is given). */
export async function memberLegs(
  db: Queryable,
  memberId: number,
  filter: { copyId?: number | undefined; page: number; size: number },
): Promise<{ rows: LegRow[]; total: number }> {
  const { rows } = await db.query(
    `SELECT l.id, l.copy_id, s.id AS strategy_id, s.kind AS strategy_kind, s.name AS strategy_name, l.side, l.strategy_position_id, l.copy_position_id, l.skip_reason,
            l.created_at, count(*) OVER () AS total
       FROM copy_legs l JOIN copies c ON c.id = l.copy_id JOIN copy_strategies s ON s.id = c.strategy_id
      WHERE c.member_id = $1 AND ($2::bigint IS NULL OR c.id = $2)
      ORDER BY l.id DESC LIMIT $3 OFFSET $4`,
    [memberId, filter.copyId ?? null, filter.size, (filter.page - 1) * filter.size],
  );
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      copyId: Number(row.copy_id),
      strategyId: Number(row.strategy_id),
      strategyKind: row.strategy_kind as StrategyRow['kind'],
      strategyName: row.strategy_name as string,
      side: row.side as LegRow['side'],
      strategyPositionId: Number(row.strategy_position_id),
      copyPositionId: row.copy_position_id === null ? null : Number(row.copy_position_id),
      skipReason: (row.skip_reason as string | null) ?? null,
      createdAt: row.created_at as Date,
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** Moves a strategy's start back to where its replayed history begins (demo history only). */
export async function restartStrategy(tx: Queryable, id: number, startedAt: Date): Promise<void> {
  await tx.query('UPDATE copy_strategies SET started_at = $2 WHERE id = $1', [id, startedAt]);
}

/** A member's running copies. */
export async function runningCopiesOf(db: Queryable, memberId: number): Promise<CopyRow[]> {
  const { rows } = await db.query(
    `SELECT ${copyColumns} FROM copies c JOIN copy_strategies s ON s.id = c.strategy_id
      WHERE c.member_id = $1 AND c.status = 'running' ORDER BY c.id`,
    [memberId],
  );
  return rows.map(toCopy);
}
