/** The SQL of members' notices. */
import type { NoticeKind } from '@kabuto/i18n';
import type { Queryable } from '../db/database';

export async function insertMessage(
  tx: Queryable,
  memberId: number,
  kind: NoticeKind,
  params: Record<string, string>,
): Promise<void> {
  await tx.query('INSERT INTO messages (member_id, kind, params) VALUES ($1, $2, $3)', [memberId, kind, JSON.stringify(params)]);
}

export async function unreadCount(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ count: string }>('SELECT count(*) FROM messages WHERE member_id = $1 AND read_at IS NULL', [
    memberId,
  ]);
  return Number(rows[0]?.count ?? 0);
}

/** One page of the member's notices, newest first, with the count of all of them. */
export async function pageOf(db: Queryable, memberId: number, page: { page: number; size: number }) {
  const { rows } = await db.query<{
    id: number;
    kind: NoticeKind;
    params: Record<string, string>;
    read_at: Date | null;
    created_at: Date;
    total: string;
  }>(
    `SELECT id, kind, params, read_at, created_at, count(*) OVER () AS total
       FROM messages WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.size, (page.page - 1) * page.size],
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** Marks one of the member's notices read (keeping the first time); false when it is not theirs. */
export async function markRead(db: Queryable, memberId: number, id: number, now: Date): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE messages SET read_at = coalesce(read_at, $3) WHERE id = $1 AND member_id = $2', [
    id,
    memberId,
    now,
  ]);
  return (rowCount ?? 0) > 0;
}
