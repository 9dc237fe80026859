/** The SQL of staff's view of members: the members, their cards and sessions, and the restrictions staff set. */
import type { RestrictionFlags } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export interface MemberRecord {
  id: number;
  account: string;
  kyc_status: string;
  real_name: string | null;
  invite_code: string;
  frozen: boolean;
  login_banned: boolean;
  disabled: boolean;
  trade_barred: boolean;
  withdraw_barred: boolean;
  created_at: Date;
}

export async function findMember(db: Queryable, id: number, forUpdate = false): Promise<MemberRecord | null> {
  const { rows } = await db.query<MemberRecord>(`SELECT * FROM members WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

/** Members whose account matches the LIKE pattern `keyword` (all when null), newest first, one page. */
export async function listMembers(
  db: Queryable,
  filter: { keyword: string | null; page: number; size: number },
): Promise<{ rows: MemberRecord[]; total: number }> {
  const { rows } = await db.query<MemberRecord & { total: string }>(
    `SELECT *, count(*) OVER () AS total FROM members WHERE $1::text IS NULL OR account LIKE $1
      ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [filter.keyword, filter.size, (filter.page - 1) * filter.size],
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** The member's live sessions, newest first (at most 20). */
export async function liveSessionsOf(db: Queryable, memberId: number) {
  const { rows } = await db.query<{ created_at: Date; last_seen_at: Date; ip: string | null; user_agent: string | null }>(
    'SELECT created_at, last_seen_at, ip, user_agent FROM member_sessions WHERE member_id = $1 AND ended_at IS NULL ORDER BY id DESC LIMIT 20',
    [memberId],
  );
  return rows;
}

export async function saveRestrictions(tx: Queryable, memberId: number, flags: RestrictionFlags): Promise<void> {
  await tx.query(
    'UPDATE members SET frozen = $2, login_banned = $3, disabled = $4, trade_barred = $5, withdraw_barred = $6 WHERE id = $1',
    [memberId, flags.frozen, flags.loginBanned, flags.disabled, flags.tradeBarred, flags.withdrawBarred],
  );
}
