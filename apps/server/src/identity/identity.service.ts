/** Members' use cases: open an account, sign in and out, find who is calling, read the account. */
import type { z } from 'zod';
import type { loginRequest, registerRequest, UserInfo } from '@kabuto/contracts';
import {
  formatAmount,
  isRejection,
  isSessionLive,
  maskIdNumber,
  memberSessionLimits,
  money,
  needsTouch,
  reject,
  rejectField,
  signInRefusal,
  yenAmount,
  type MemberId,
  type Rejection,
  type Yen,
} from '@kabuto/domain';
import { isUniqueViolation, type Database, type Queryable } from '../db/database';
import type { EventPublisher } from '../platform/outbox';
import { hashPassword, spendVerificationTime, verifyPassword } from '../security/passwords';
import { isCommon } from '../security/common-passwords';
import { hashToken, newInviteCode, newToken } from '../security/tokens';
import type { MemberPrincipal } from '../platform/principals';
import * as members from './identity.repository';
import { createSessionCache } from './session-cache';
import { judgeSignIn, wrongSignIn } from './sign-in-lock.service';
import { onSessionsEndedHere, watchSessionEnds, type SessionEndListener, type SessionEndWatch } from './session-ends';
import { notify, unreadCount } from '../messages/messages.service';
import { assetSummary, availableIn } from '../ledger/ledger.service';

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

interface SignedIn {
  token: string;
  account: string;
}

export type IdentityService = ReturnType<typeof createIdentityService>;

export interface IdentityDependencies {
  db: Database;
  clock: () => Date;
  seed: string;
  /** The member's open positions' unrealised P&L in yen, at the last price (from trading). */
  unrealizedPnl?: (memberId: MemberId) => Promise<bigint>;
  /** What the member's running copies are worth now (copy trading), part of the total assets but not of `profit`. */
  copiesEquity?: (memberId: MemberId) => Promise<bigint>;
  /** The day's P&L in yen, from the trading domain. */
  dayPnl?: (memberId: MemberId) => Promise<Yen>;
  /** Where a sign-up tells who invited the new member, in its transaction (rewards hears it). */
  events: EventPublisher;
  /** The loan line still available, what is owed and the yen that may leave, as wire amounts (from the loans domain). */
  loanFigures?: (memberId: MemberId) => Promise<{ creditLine: string; borrowed: string; withdrawable: string }>;
}

export function createIdentityService({
  db,
  clock,
  seed,
  unrealizedPnl = async () => 0n,
  copiesEquity = async () => 0n,
  dayPnl = async () => yenAmount(0n),
  events,
  // Without loans nothing is owed, so all the yen cash may leave.
  loanFigures = async (memberId) => ({
    creditLine: '0',
    borrowed: '0',
    withdrawable: formatAmount(await availableIn(db.pool, memberId, 'JPY')),
  }),
}: IdentityDependencies) {
  const sessions = createSessionCache();
  async function startSession(queryable: Queryable, memberId: number, account: string, meta: ClientMeta): Promise<SignedIn> {
    const { token, tokenHash } = newToken();
    await members.insertSession(queryable, { memberId, tokenHash, ip: meta.ip, userAgent: meta.userAgent, now: clock() });
    return { token, account };
  }

  async function signIn(
    body: Pick<z.output<typeof loginRequest>, 'account' | 'password'>,
    meta: ClientMeta,
  ): Promise<SignedIn | Rejection> {
    // Known and unknown accounts take the same steps: one counted guess of the pair, one password
    // verification (against a decoy hash when there is no account) and the same answer.
    const key = { address: meta.ip, account: body.account };
    const member = await members.findMemberByAccount(db.pool, body.account);
    const judged = await judgeSignIn(db, key, clock(), async () => {
      const passwordRight = member
        ? await verifyPassword(member.passwordHash, body.password)
        : await spendVerificationTime(body.password).then(() => false);
      return member && passwordRight ? member : wrongSignIn(reject('credentials_invalid'));
    });
    if (isRejection(judged)) return judged;
    const refusal = signInRefusal(judged.restrictions);
    if (refusal) return reject(refusal);
    return db.transaction(async (tx) => {
      await notify(tx, judged.id, 'new_sign_in', { ip: meta.ip });
      return startSession(tx, judged.id, judged.account, meta);
    });
  }

  async function signInInstead(
    ownerId: number,
    body: z.output<typeof registerRequest>,
    meta: ClientMeta,
  ): Promise<SignedIn | Rejection> {
    const outcome = await signIn(body, meta);
    if (isRejection(outcome)) await notify(db.pool, ownerId, 'sign_up_attempt', { ip: meta.ip });
    return outcome;
  }

  return {
    /**
     * Opens an account. A number that already has one is not told apart by a different answer:
     * it is treated as a sign-in with the typed password (the owner who forgot is simply signed
     * in; anyone else gets the sign-in's own answer, counted by the same lock per address and
     * account, in the time of one argon2 operation as a new account takes), and the owner is
     * told of the attempt. Without a check that the person holds the phone, existence can't be
     * hidden from someone who then signs in; it costs them a counted, limited attempt.
     */
    async register(body: z.output<typeof registerRequest>, meta: ClientMeta): Promise<SignedIn | Rejection> {
      if (isCommon(body.password)) return rejectField('password', 'password_common');
      const inviterId = await members.findMemberIdByInviteCode(db.pool, body.inviteCode.toUpperCase());
      if (inviterId === null) return reject('inviter_not_found');
      const existing = await members.findMemberByAccount(db.pool, body.account);
      if (existing) return signInInstead(existing.id, body, meta);
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const memberId = await insertWithFreshInviteCode(tx, { account: body.account, passwordHash, inviterId });
          await events.publish(tx, 'identity.member_joined', {
            memberId,
            account: body.account,
            inviterId,
            at: clock().toISOString(),
          });
          return startSession(tx, memberId, body.account, meta);
        });
      } catch (error) {
        if (!isUniqueViolation(error, 'members_account_key')) throw error;
        // Opened by a parallel call a moment ago: the same as an existing number.
        const opened = await members.findMemberByAccount(db.pool, body.account);
        if (!opened) throw error;
        return signInInstead(opened.id, body, meta);
      }
    },

    login: signIn,

    async logout(principal: MemberPrincipal): Promise<Record<string, never>> {
      await members.endSession(db.pool, principal.sessionId, clock());
      return {};
    },

    /**
     * The live session of `token` and `account`. A call counts as activity and keeps the session
     * alive; a check made for the member (the stream asking whether a session still lives) passes
     * `touch: false`, so an app left open does not keep its session from timing out.
     */
    async authenticate(
      token: string | undefined,
      account: string | undefined,
      { touch = true }: { touch?: boolean } = {},
    ): Promise<MemberPrincipal | Rejection> {
      if (!token || !account) return reject('not_signed_in');
      const tokenHash = hashToken(token);
      const tokenKey = tokenHash.toString('base64');
      const now = clock();
      let session = sessions.get(tokenKey);
      // The cache can't know of a touch made on another node: a session it calls idle is read again.
      if (!session || !isSessionLive(session, now, memberSessionLimits)) {
        const readIn = sessions.generation();
        session = (await members.findLiveSession(db.pool, tokenHash)) ?? undefined;
        if (session) sessions.remember(tokenKey, session, readIn);
      }
      if (!session || session.account !== account) return reject('session_ended');
      if (!isSessionLive(session, now, memberSessionLimits)) {
        await members.endSession(db.pool, session.sessionId, now);
        return reject('session_ended');
      }
      if (touch && needsTouch(session, now)) {
        await members.touchSession(db.pool, session.sessionId, now);
        session.lastSeenAt = now;
      }
      return { memberId: session.memberId, account: session.account, sessionId: session.sessionId };
    },

    /** Calls `listener` as sessions end on any node, until the watch is stopped (session-ends.ts). */
    watchSessionEnds(listener: SessionEndListener, log: (line: string) => void): SessionEndWatch {
      const watch = watchSessionEnds(
        db.pool,
        {
          ended: (sessionId) => {
            sessions.forget(sessionId);
            listener.ended(sessionId);
          },
          missed: () => listener.missed(),
          // Sessions are cached only while this node hears of every one that ends.
          listening: () => sessions.trust(),
          lost: () => sessions.distrust(),
        },
        log,
      );
      const stopHearingLocalEnds = onSessionsEndedHere((sessionId) => sessions.forget(sessionId));
      return {
        ready: watch.ready,
        stop() {
          stopHearingLocalEnds();
          return watch.stop();
        },
      };
    },

    async info(principal: MemberPrincipal): Promise<UserInfo | Rejection> {
      const member = await members.findMemberById(db.pool, principal.memberId);
      const identity = await members.findVerifiedIdentity(db.pool, principal.memberId);
      if (!member || !identity) return reject('not_found');
      const openPnl = await unrealizedPnl(principal.memberId);
      return {
        account: member.account,
        inviteCode: member.inviteCode,
        kycStatus: member.kycStatus,
        kycReason: identity.kycReason,
        realName: identity.realName,
        idNumberMasked: identity.idNumber ? maskIdNumber(identity.idNumber) : null,
        hasFundPassword: member.hasFundPassword,
        unreadMessages: await unreadCount(db.pool, principal.memberId),
        restrictions: member.restrictions,
        ...(await assetSummary(db.pool, principal.memberId, clock(), seed, openPnl + (await copiesEquity(principal.memberId)))),
        profit: formatAmount(money('JPY', openPnl)),
        dayPnl: formatAmount(await dayPnl(principal.memberId)),
        // No credit score: it is not shown and gates nothing (issue 19); the field stays for the contract.
        creditScore: 0,
        ...(await loanFigures(principal.memberId)),
      };
    },
  };
}

/** A fresh invite code can collide with an existing one; another is drawn a few times. */
async function insertWithFreshInviteCode(
  tx: Queryable,
  member: { account: string; passwordHash: string; inviterId: number },
): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    await tx.query('SAVEPOINT invite');
    try {
      return await members.insertMember(tx, { ...member, inviteCode: newInviteCode() });
    } catch (error) {
      if (!isUniqueViolation(error, 'members_invite_code_key') || attempt >= 5) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT invite');
    }
  }
}
