/** Staff's view of members: search, detail, and restrictions set with a reason. */
import type { z } from 'zod';
import type { restrictRequest, usersListRequest } from '@kabuto/contracts';
import { maskCardNumber, reject, startsWithPattern, type Rejection, type RestrictionFlags } from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import { notify } from '../messages/messages.service';
import { endSessionsOf } from '../identity/identity.repository';
import { listSubmissionsOf } from '../identity/verification.repository';
import { toReply as submissionReply } from '../identity/verification.service';
import { listAudit, type AuditTrail } from './audit';

interface MemberRecord {
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

async function findMember(db: Queryable, id: number, forUpdate = false): Promise<MemberRecord | null> {
  const { rows } = await db.query<MemberRecord>(`SELECT * FROM members WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

export type MembersService = ReturnType<typeof createMembersService>;

export function createMembersService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    async list(filter: z.output<typeof usersListRequest>) {
      const { rows } = await db.pool.query<MemberRecord & { total: string }>(
        `SELECT *, count(*) OVER () AS total FROM members WHERE $1::text IS NULL OR account LIKE $1
          ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [startsWithPattern(filter.keyword), filter.size, (filter.page - 1) * filter.size],
      );
      return { items: rows.map(summary), total: Number(rows[0]?.total ?? 0), page: filter.page, size: filter.size };
    },

    async detail(userId: number) {
      const member = await findMember(db.pool, userId);
      if (!member) return reject('not_found');
      const cards = await db.pool.query<{
        id: number;
        holder_name: string;
        card_number: string;
        bank_name: string;
        created_at: Date;
        removed_at: Date | null;
      }>(
        'SELECT id, holder_name, card_number, bank_name, created_at, removed_at FROM bank_cards WHERE member_id = $1 ORDER BY id',
        [userId],
      );
      const sessions = await db.pool.query<{
        created_at: Date;
        last_seen_at: Date;
        ip: string | null;
        user_agent: string | null;
      }>(
        'SELECT created_at, last_seen_at, ip, user_agent FROM member_sessions WHERE member_id = $1 AND ended_at IS NULL ORDER BY id DESC LIMIT 20',
        [userId],
      );
      const audit = await listAudit(db.pool, { target: `member:${userId}`, page: 1, size: 50 });
      return {
        ...summary(member),
        inviteCode: member.invite_code,
        cards: cards.rows.map((card) => ({
          id: card.id,
          holderName: card.holder_name,
          cardNumberMasked: maskCardNumber(card.card_number),
          bankName: card.bank_name,
          addedAt: card.created_at.toISOString(),
          removed: card.removed_at !== null,
        })),
        sessions: sessions.rows.map((session) => ({
          createdAt: session.created_at.toISOString(),
          lastSeenAt: session.last_seen_at.toISOString(),
          ip: session.ip,
          userAgent: session.user_agent,
        })),
        submissions: (await listSubmissionsOf(db.pool, userId)).map(submissionReply),
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
        await tx.query(
          'UPDATE members SET frozen = $2, login_banned = $3, disabled = $4, trade_barred = $5, withdraw_barred = $6 WHERE id = $1',
          [member.id, after.frozen, after.loginBanned, after.disabled, after.tradeBarred, after.withdrawBarred],
        );
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
