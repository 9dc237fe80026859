/** The audit log: every state-changing staff call writes who did what, before and after. */
import { escapeLikePattern } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export interface AuditEntry {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** An audit trail bound to the staff member making the current call. */
export interface AuditTrail {
  record(tx: Queryable, entry: AuditEntry): Promise<void>;
}

export function auditTrailFor(staffId: number | null): AuditTrail {
  return {
    async record(tx, entry) {
      await tx.query('INSERT INTO audit_log (staff_id, action, target, before, after) VALUES ($1, $2, $3, $4, $5)', [
        staffId,
        entry.action,
        entry.target,
        JSON.stringify(entry.before ?? null),
        JSON.stringify(entry.after ?? null),
      ]);
    },
  };
}

export async function listAudit(
  db: Queryable,
  { keyword, target, page, size }: { keyword?: string; target?: string; page: number; size: number },
) {
  const filter = keyword ? `%${escapeLikePattern(keyword)}%` : null;
  const where = `WHERE ($1::text IS NULL OR a.action ILIKE $1 OR a.target ILIKE $1 OR s.username ILIKE $1) AND ($4::text IS NULL OR a.target = $4)`;
  const result = await db.query<{
    id: string;
    username: string | null;
    action: string;
    target: string;
    before: unknown;
    after: unknown;
    created_at: Date;
    total: string;
  }>(
    `SELECT a.id, s.username, a.action, a.target, a.before, a.after, a.created_at, count(*) OVER () AS total
       FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id ${where}
      ORDER BY a.created_at DESC, a.id DESC LIMIT $2 OFFSET $3`,
    [filter, size, (page - 1) * size, target ?? null],
  );
  return {
    items: result.rows.map((row) => ({
      id: Number(row.id),
      staff: row.username ?? 'system',
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
      createdAt: row.created_at.toISOString(),
    })),
    total: Number(result.rows[0]?.total ?? 0),
    page,
    size,
  };
}
