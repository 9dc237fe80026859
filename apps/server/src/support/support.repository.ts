/** SQL of customer support: `support_messages`, the one table the support domain owns. */
import type { Queryable } from '../db/database';

export type Sender = 'member' | 'staff';

export interface SupportMessageRow {
  id: number;
  sender: Sender;
  text: string;
  createdAt: Date;
}

/** The most messages a conversation shows; older ones stay stored. */
const threadLimit = 500;

/**
 * Makes a member's sends wait for one another until the transaction ends, so the per-minute count
 * each one reads includes every send before it (the key's first half names this table's lock).
 */
export async function lockMemberSends(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(21, $1)', [memberId]);
}

/** How many messages the member sent after `since`. */
export async function memberSentSince(tx: Queryable, memberId: number, since: Date): Promise<number> {
  const { rows } = await tx.query<{ count: string }>(
    `SELECT count(*) FROM support_messages WHERE member_id = $1 AND sender = 'member' AND created_at > $2`,
    [memberId, since],
  );
  return Number(rows[0]?.count ?? 0);
}

export async function insertMessage(
  tx: Queryable,
  message: { memberId: number; sender: Sender; staffId: number | null; text: string; now: Date },
): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO support_messages (member_id, sender, staff_id, text, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [message.memberId, message.sender, message.staffId, message.text, message.now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('support message insert returned no id');
  return Number(id);
}

/** The member's conversation, oldest first (the latest `threadLimit` messages). */
export async function thread(db: Queryable, memberId: number): Promise<SupportMessageRow[]> {
  const { rows } = await db.query<{ id: string; sender: Sender; text: string; createdAt: Date }>(
    `SELECT * FROM (
       SELECT id, sender, text, created_at AS "createdAt" FROM support_messages
        WHERE member_id = $1 ORDER BY id DESC LIMIT $2
     ) latest ORDER BY id`,
    [memberId, threadLimit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Marks every unread message from `sender` in the member's conversation read; how many were unread. */
export async function markRead(tx: Queryable, memberId: number, sender: Sender, now: Date): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE support_messages SET read_at = $3 WHERE member_id = $1 AND sender = $2 AND read_at IS NULL`,
    [memberId, sender, now],
  );
  return rowCount ?? 0;
}

/** How many messages from `sender` in the member's conversation are unread. */
export async function unreadFrom(db: Queryable, memberId: number, sender: Sender): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    `SELECT count(*) FROM support_messages WHERE member_id = $1 AND sender = $2 AND read_at IS NULL`,
    [memberId, sender],
  );
  return Number(rows[0]?.count ?? 0);
}

export interface ConversationRow {
  memberId: number;
  account: string;
  unread: number;
  lastFrom: Sender;
  lastText: string;
  lastAt: Date;
}

/** One page of conversations, the latest message first, with the count of all of them. */
export async function conversations(
  db: Queryable,
  filter: { unreadOnly: boolean; page: number; size: number },
): Promise<{ rows: ConversationRow[]; total: number }> {
  const { rows } = await db.query<Omit<ConversationRow, 'unread'> & { unread: string; total: string }>(
    `WITH summary AS (
       SELECT DISTINCT ON (m.member_id) m.member_id, m.sender, m.text, m.created_at, m.id,
              count(*) FILTER (WHERE m.sender = 'member' AND m.read_at IS NULL) OVER (PARTITION BY m.member_id) AS unread
         FROM support_messages m
        ORDER BY m.member_id, m.id DESC
     )
     SELECT s.member_id AS "memberId", d.account, s.unread, s.sender AS "lastFrom", s.text AS "lastText",
            s.created_at AS "lastAt", count(*) OVER () AS total
       FROM summary s JOIN member_directory d ON d.member_id = s.member_id
      WHERE NOT $1 OR s.unread > 0
      ORDER BY s.id DESC LIMIT $2 OFFSET $3`,
    [filter.unreadOnly, filter.size, (filter.page - 1) * filter.size],
  );
  return {
    rows: rows.map(({ total: _total, unread, ...row }) => ({ ...row, unread: Number(unread) })),
    total: Number(rows[0]?.total ?? 0),
  };
}
