/**
 * Customer support: each member's one conversation with staff. A member sends at most
 * `supportMessagesPerMinute` messages in any minute (their sends queue on one lock, so the count
 * each reads is exact); a refused message is never stored. Opening the conversation marks the
 * other side's messages read. Every change is announced to the member's app on the private
 * `support` stream topic after it commits, carrying only the unread count, so the app refetches;
 * the back office polls its inbox. A staff reply is audited.
 */
import { supportMessagesPerMinute, type SupportConversation, type SupportMessage } from '@kabuto/contracts';
import { reject, type MemberId, type Rejection } from '@kabuto/domain';
import type { Database, Queryable, Tx } from '../db/database';
import type { Bus } from '../market/market-feed.service';
import type { AuditTrail } from '../platform/audit';
import { memberStanding } from '../identity/members.service';
import { publishToMember } from '../stream/member-stream.service';
import * as support from './support.repository';

export type SupportService = ReturnType<typeof createSupportService>;

const minuteMs = 60_000;

function toMessage(row: support.SupportMessageRow): SupportMessage {
  return { id: row.id, from: row.sender, text: row.text, at: row.createdAt.toISOString() };
}

function toConversation(row: support.ConversationRow): SupportConversation {
  return { id: row.memberId, ...row, lastAt: row.lastAt.toISOString() };
}

/** The demo member's first question (`DEMO=1`), in the seed's transaction, so the inbox has one to answer. */
export async function seedDemoQuestion(tx: Queryable, memberId: number, text: string, now: Date): Promise<void> {
  await support.insertMessage(tx, { memberId, sender: 'member', staffId: null, text, now });
}

export function createSupportService({ db, clock, bus }: { db: Database; clock: () => Date; bus: Bus }) {
  /** Tells the member's open apps, once `tx` commits, how many replies they have not read. */
  async function announce(tx: Tx, memberId: number, now: Date): Promise<void> {
    const unread = await support.unreadFrom(tx, memberId, 'staff');
    tx.afterCommit(() => publishToMember(bus, memberId, 'support', { kind: 'support', unread, at: now.toISOString() }));
  }

  return {
    async thread(memberId: MemberId) {
      return db.transaction(async (tx) => {
        const now = clock();
        const unread = await support.markRead(tx, memberId, 'staff', now);
        const messages = (await support.thread(tx, memberId)).map(toMessage);
        // The member's other open apps clear their badge.
        if (unread > 0) await announce(tx, memberId, now);
        return { messages, unread };
      });
    },

    async unread(memberId: MemberId) {
      return { unread: await support.unreadFrom(db.pool, memberId, 'staff') };
    },

    async send(memberId: MemberId, text: string): Promise<{ id: number } | Rejection> {
      return db.transaction(async (tx) => {
        const now = clock();
        await support.lockMemberSends(tx, memberId);
        const recent = await support.memberSentSince(tx, memberId, new Date(now.getTime() - minuteMs));
        if (recent >= supportMessagesPerMinute) return reject('too_many_requests');
        const id = await support.insertMessage(tx, { memberId, sender: 'member', staffId: null, text, now });
        await announce(tx, memberId, now);
        return { id };
      });
    },

    async list(filter: { status?: 'unread' | 'all' | undefined; page: number; size: number }) {
      const { rows, total } = await support.conversations(db.pool, {
        unreadOnly: filter.status === 'unread',
        page: filter.page,
        size: filter.size,
      });
      return { items: rows.map(toConversation), total, page: filter.page, size: filter.size };
    },

    async conversation(memberId: MemberId) {
      const member = await memberStanding(db.pool, memberId);
      if (!member) return reject('not_found');
      return db.transaction(async (tx) => {
        await support.markRead(tx, memberId, 'member', clock());
        const messages = (await support.thread(tx, memberId)).map(toMessage);
        return { memberId, account: member.account, messages };
      });
    },

    async reply(staffId: number, body: { memberId: number; text: string }, audit: AuditTrail) {
      const member = await memberStanding(db.pool, body.memberId);
      if (!member) return reject('not_found');
      return db.transaction(async (tx) => {
        const now = clock();
        const id = await support.insertMessage(tx, { memberId: body.memberId, sender: 'staff', staffId, text: body.text, now });
        // Answering reads what the member wrote.
        await support.markRead(tx, body.memberId, 'member', now);
        await audit.record(tx, {
          action: 'support.reply',
          target: `member:${body.memberId}`,
          before: null,
          after: { messageId: id, text: body.text },
        });
        await announce(tx, body.memberId, now);
        return { id };
      });
    },
  };
}
