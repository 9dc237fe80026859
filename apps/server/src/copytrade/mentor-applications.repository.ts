/** The SQL of mentor applications: a member asks to publish their trading as a strategy, staff decide once. */
import type { Queryable } from '../db/database';

type Row = Record<string, unknown>;

export interface MentorApplicationRow {
  id: number;
  memberId: number;
  account: string;
  strategyName: string;
  description: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  strategyId: number | null;
  createdAt: Date;
  reviewedAt: Date | null;
}

const applicationColumns = `a.id, a.member_id, d.account, a.strategy_name, a.description, a.status, a.reason, a.strategy_id,
  a.created_at, a.reviewed_at`;

function toApplication(row: Row): MentorApplicationRow {
  return {
    id: Number(row.id),
    memberId: row.member_id as number,
    account: row.account as string,
    strategyName: row.strategy_name as string,
    description: row.description as string,
    status: row.status as MentorApplicationRow['status'],
    reason: (row.reason as string | null) ?? null,
    strategyId: row.strategy_id === null ? null : Number(row.strategy_id),
    createdAt: row.created_at as Date,
    reviewedAt: (row.reviewed_at as Date | null) ?? null,
  };
}

/** A pending application, or null when the member already has one pending (the unique index decides). */
export async function insertApplication(
  tx: Queryable,
  application: { memberId: number; strategyName: string; description: string; now: Date },
): Promise<number | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO mentor_applications (member_id, strategy_name, description, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id) WHERE status = 'pending' DO NOTHING RETURNING id`,
    [application.memberId, application.strategyName, application.description, application.now],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function lockApplication(tx: Queryable, id: number): Promise<MentorApplicationRow | null> {
  const { rows } = await tx.query(
    `SELECT ${applicationColumns} FROM mentor_applications a JOIN member_directory d ON d.member_id = a.member_id
      WHERE a.id = $1 FOR UPDATE OF a`,
    [id],
  );
  return rows[0] ? toApplication(rows[0]) : null;
}

export async function decideApplication(
  tx: Queryable,
  decision: { id: number; approve: boolean; reason: string; strategyId: number | null; now: Date },
): Promise<void> {
  await tx.query('UPDATE mentor_applications SET status = $2, reason = $3, strategy_id = $4, reviewed_at = $5 WHERE id = $1', [
    decision.id,
    decision.approve ? 'approved' : 'rejected',
    decision.reason || null,
    decision.strategyId,
    decision.now,
  ]);
}

export async function listApplications(
  db: Queryable,
  filter: { status?: string | undefined; keyword?: string | undefined; page: number; size: number },
): Promise<{ rows: MentorApplicationRow[]; total: number }> {
  const { rows } = await db.query(
    `SELECT ${applicationColumns}, count(*) OVER () AS total
       FROM mentor_applications a JOIN member_directory d ON d.member_id = a.member_id
      WHERE ($1::text IS NULL OR a.status = $1) AND ($2::text IS NULL OR d.account LIKE '%' || $2 || '%' OR a.strategy_name ILIKE '%' || $2 || '%')
      ORDER BY a.id DESC LIMIT $3 OFFSET $4`,
    [filter.status ?? null, filter.keyword ?? null, filter.size, (filter.page - 1) * filter.size],
  );
  return { rows: rows.map(toApplication), total: Number(rows[0]?.total ?? 0) };
}

/** A member's newest mentor application, or null when they never applied (their own: no account read). */
export async function latestApplication(db: Queryable, memberId: number): Promise<MentorApplicationRow | null> {
  const { rows } = await db.query(
    `SELECT a.id, a.member_id, '' AS account, a.strategy_name, a.description, a.status, a.reason, a.strategy_id,
            a.created_at, a.reviewed_at
       FROM mentor_applications a WHERE a.member_id = $1 ORDER BY a.id DESC LIMIT 1`,
    [memberId],
  );
  const row = rows[0];
  return row ? toApplication(row) : null;
}
