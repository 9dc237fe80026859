/**
 * Staff's view of members: search, detail, and restrictions set with a reason. Identity owns the
 * member tables, so the back office calls this service and runs no SQL on them. The detail's
 * cards (funds) and identity submissions (verification) come in as functions (backoffice.wiring.ts).
 */
import type { z } from 'zod';
import type { restrictRequest, userDetailReply, usersListRequest } from '@kabuto/contracts';
import { reject, startsWithPattern, type Rejection, type RestrictionFlags } from '@kabuto/domain';
import type { Database } from '../db/database';
import { notify } from '../messages/messages.service';
import { listAudit, type AuditTrail } from '../platform/audit';
import { endSessionsOf } from './identity.repository';
import { findMember, listMembers, liveSessionsOf, saveRestrictions, type MemberRecord } from './member-admin.repository';

const flagsOf = (row: MemberRecord): RestrictionFlags => ({
  frozen: row.frozen,
  loginBanned: row.login_banned,
  disabled: row.disabled,
  tradeBarred: row.trade_barred,
  withdrawBarred: row.withdraw_barred,
});

const summary = (row: MemberRecord) => ({
  id: row.id,
  account: row.account,
  kycStatus: row.kyc_status,
  realName: row.real_name,
  restrictions: flagsOf(row),
  createdAt: row.created_at.toISOString(),
});

export type MembersService = ReturnType<typeof createMembersService>;

type UserDetail = z.output<typeof userDetailReply>;

export interface MembersDependencies {
  db: Database;
  clock: () => Date;
  /** Every card of the member, removed ones too, as staff see them (funds). */
  cardsOf: (memberId: number) => Promise<UserDetail['cards']>;
  /** The member's identity submissions, newest first (verification). */
  submissionsOf: (memberId: number) => Promise<UserDetail['submissions']>;
}

export function createMembersService({ db, clock, cardsOf, submissionsOf }: MembersDependencies) {
  return {
    async list(filter: z.output<typeof usersListRequest>) {
      const { rows, total } = await listMembers(db.pool, {
        keyword: startsWithPattern(filter.keyword),
        page: filter.page,
        size: filter.size,
      });
      return { items: rows.map(summary), total, page: filter.page, size: filter.size };
    },

    async detail(userId: number) {
      const member = await findMember(db.pool, userId);
      if (!member) return reject('not_found');
      const sessions = await liveSessionsOf(db.pool, userId);
      const audit = await listAudit(db.pool, { target: `member:${userId}`, page: 1, size: 50 });
      return {
        ...summary(member),
        inviteCode: member.invite_code,
        cards: await cardsOf(userId),
        sessions: sessions.map((session) => ({
          createdAt: session.created_at.toISOString(),
          lastSeenAt: session.last_seen_at.toISOString(),
          ip: session.ip,
          userAgent: session.user_agent,
        })),
        submissions: await submissionsOf(userId),
        audit: audit.items,
      };
    },

    /** Frozen, login-banned and disabled accounts are signed out everywhere at once. */
    async restrict(body: z.output<typeof restrictRequest>, audit: AuditTrail): Promise<Record<string, never> | Rejection> {
      return db.transaction(async (tx) => {
        const member = await findMember(tx, body.userId, true);
        if (!member) return reject('not_found');
        const before = flagsOf(member);
        const after = { ...before, ...body.flags };
        await saveRestrictions(tx, member.id, after);
        if (after.frozen || after.loginBanned || after.disabled) await endSessionsOf(tx, member.id, clock());
        await notify(tx, member.id, 'account_restricted', { reason: body.reason });
        await audit.record(tx, {
          action: 'member.restrict',
          target: `member:${member.id}`,
          before,
          after: { ...after, reason: body.reason },
        });
        return {};
      });
    },
  };
}
