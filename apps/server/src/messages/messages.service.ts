/**
 * Notices to members. Every domain tells a member something through `notify`, inside the
 * transaction of the change it reports, so a notice exists exactly when its change does.
 */
import type { NoticeKind } from '@kabuto/i18n';
import { renderNotice, type Language } from '@kabuto/i18n';
import { reject, type Rejection } from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';

export async function notify(
  tx: Queryable,
  memberId: number,
  kind: NoticeKind,
  params: Record<string, string> = {},
): Promise<void> {
  await tx.query('INSERT INTO messages (member_id, kind, params) VALUES ($1, $2, $3)', [memberId, kind, JSON.stringify(params)]);
}

export async function unreadCount(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ count: string }>('SELECT count(*) FROM messages WHERE member_id = $1 AND read_at IS NULL', [
    memberId,
  ]);
  return Number(rows[0]?.count ?? 0);
}

export type MessagesService = ReturnType<typeof createMessagesService>;

export function createMessagesService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    async list(memberId: number, page: { page: number; size: number }, language: Language) {
      const { rows } = await db.pool.query<{
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
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          ...renderNotice(row.kind, row.params, language),
          read: row.read_at !== null,
          createdAt: row.created_at.toISOString(),
        })),
        total: Number(rows[0]?.total ?? 0),
        page: page.page,
        size: page.size,
        unread: await unreadCount(db.pool, memberId),
      };
    },

    async markRead(memberId: number, id: number): Promise<Record<string, never> | Rejection> {
      const { rowCount } = await db.pool.query(
        'UPDATE messages SET read_at = coalesce(read_at, $3) WHERE id = $1 AND member_id = $2',
        [id, memberId, clock()],
      );
      return rowCount ? {} : reject('not_found');
    },
  };
}
