/**
 * Notices to members. Every domain tells a member something through `notify`, inside the
 * transaction of the change it reports, so a notice exists exactly when its change does.
 */
import type { NoticeKind } from '@kabuto/i18n';
import { renderNotice, type Language } from '@kabuto/i18n';
import { reject, type Rejection } from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import * as messages from './messages.repository';

/** Tells a member something, in the transaction `tx` of the change it reports. */
export const notify = (tx: Queryable, memberId: number, kind: NoticeKind, params: Record<string, string> = {}): Promise<void> =>
  messages.insertMessage(tx, memberId, kind, params);

/** How many of the member's notices are unread (the badge on the home screen). */
export const unreadCount = (db: Queryable, memberId: number): Promise<number> => messages.unreadCount(db, memberId);

export type MessagesService = ReturnType<typeof createMessagesService>;

export function createMessagesService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    async list(memberId: number, page: { page: number; size: number }, language: Language) {
      const { rows, total } = await messages.pageOf(db.pool, memberId, page);
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          ...renderNotice(row.kind, row.params, language),
          read: row.read_at !== null,
          createdAt: row.created_at.toISOString(),
        })),
        total,
        page: page.page,
        size: page.size,
        unread: await unreadCount(db.pool, memberId),
      };
    },

    async markRead(memberId: number, id: number): Promise<Record<string, never> | Rejection> {
      return (await messages.markRead(db.pool, memberId, id, clock())) ? {} : reject('not_found');
    },
  };
}
