/** SQL for members and their sessions. Every function takes the connection or transaction to use. */
import type { Queryable } from '../db/database';
import { asMemberId, type GuessCount, type MemberId, type RestrictionFlags, type SignInLockState } from '@kabuto/domain';
import { sessionEndedChannel, sessionsEndedHere } from './session-ends';

export interface MemberRow {
  id: MemberId;
  account: string;
  passwordHash: string;
  inviteCode: string;
  kycStatus: 'unverified' | 'pending' | 'verified' | 'rejected';
  hasFundPassword: boolean;
  restrictions: RestrictionFlags;
  lock: SignInLockState;
}

const memberColumns = `
  id, account, password_hash, invite_code, kyc_status, fund_password_hash IS NOT NULL AS has_fund_password,
  frozen, login_banned, disabled, trade_barred, withdraw_barred,
  failed_sign_ins, failure_window_start, locked_until`;

interface MemberRecord {
  id: number;
  account: string;
  password_hash: string;
  invite_code: string;
  kyc_status: MemberRow['kycStatus'];
  has_fund_password: boolean;
  frozen: boolean;
  login_banned: boolean;
  disabled: boolean;
  trade_barred: boolean;
  withdraw_barred: boolean;
  failed_sign_ins: number;
  failure_window_start: Date | null;
  locked_until: Date | null;
}

function toMember(record: MemberRecord): MemberRow {
  return {
    id: asMemberId(record.id),
    account: record.account,
    passwordHash: record.password_hash,
    inviteCode: record.invite_code,
    kycStatus: record.kyc_status,
    hasFundPassword: record.has_fund_password,
    restrictions: {
      frozen: record.frozen,
      loginBanned: record.login_banned,
      disabled: record.disabled,
      tradeBarred: record.trade_barred,
      withdrawBarred: record.withdraw_barred,
    },
    lock: { failures: record.failed_sign_ins, windowStart: record.failure_window_start, lockedUntil: record.locked_until },
  };
}

export async function findMemberByAccount(db: Queryable, account: string, forUpdate = false): Promise<MemberRow | null> {
  const result = await db.query<MemberRecord>(
    `SELECT ${memberColumns} FROM members WHERE account = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [account],
  );
  const record = result.rows[0];
  return record ? toMember(record) : null;
}

export async function findMemberById(db: Queryable, id: number): Promise<MemberRow | null> {
  const record = (await db.query<MemberRecord>(`SELECT ${memberColumns} FROM members WHERE id = $1`, [id])).rows[0];
  return record ? toMember(record) : null;
}

/** Several members in one statement (an order desk batch checks all its members at once). */
export async function findMembersByIds(db: Queryable, ids: readonly number[]): Promise<Map<number, MemberRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<MemberRecord>(`SELECT ${memberColumns} FROM members WHERE id = ANY($1::integer[])`, [ids]);
  return new Map(rows.map((record) => [record.id, toMember(record)]));
}

export async function findMemberIdByInviteCode(db: Queryable, inviteCode: string): Promise<number | null> {
  const result = await db.query<{ id: number }>('SELECT id FROM members WHERE invite_code = $1', [inviteCode]);
  return result.rows[0]?.id ?? null;
}

export async function insertMember(
  db: Queryable,
  member: { account: string; passwordHash: string; inviteCode: string; inviterId: number | null },
): Promise<number> {
  const result = await db.query<{ id: number }>(
    'INSERT INTO members (account, password_hash, invite_code, inviter_id) VALUES ($1, $2, $3, $4) RETURNING id',
    [member.account, member.passwordHash, member.inviteCode, member.inviterId],
  );
  const row = result.rows[0];
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export interface SessionRecord {
  sessionId: string;
  memberId: MemberId;
  account: string;
  createdAt: Date;
  lastSeenAt: Date;
}

export async function insertSession(
  db: Queryable,
  session: { memberId: number; tokenHash: Buffer; ip: string; userAgent: string | null; now: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO member_sessions (member_id, token_hash, ip, user_agent, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $5)',
    [session.memberId, session.tokenHash, session.ip, session.userAgent, session.now],
  );
}

export async function findLiveSession(db: Queryable, tokenHash: Buffer): Promise<SessionRecord | null> {
  const result = await db.query<{ id: string; member_id: number; account: string; created_at: Date; last_seen_at: Date }>(
    `SELECT s.id, s.member_id, m.account, s.created_at, s.last_seen_at
       FROM member_sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1 AND s.ended_at IS NULL`,
    [tokenHash],
  );
  const row = result.rows[0];
  return row
    ? {
        sessionId: row.id,
        memberId: asMemberId(row.member_id),
        account: row.account,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
      }
    : null;
}

export async function touchSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE member_sessions SET last_seen_at = $2 WHERE id = $1', [sessionId, now]);
}

/**
 * Each session ended here is announced on `sessionEndedChannel` (session-ends.ts), by a NOTIFY
 * that Postgres delivers when the transaction commits, and not at all when it rolls back; and
 * at once to this process's session caches, which forget it before the notice arrives.
 */
export async function endSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `WITH ended AS (UPDATE member_sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL RETURNING id)
     SELECT id::text, pg_notify($3, id::text) FROM ended`,
    [sessionId, now, sessionEndedChannel],
  );
  sessionsEndedHere(rows.map((row) => row.id));
}

export async function findPasswordHashes(db: Queryable, memberId: number, forUpdate = false) {
  const { rows } = await db.query<{
    password_hash: string;
    fund_password_hash: string | null;
    fund_failures: number;
    fund_window_start: Date | null;
    fund_locked_until: Date | null;
    fund_guesses_pending: number;
    fund_pending_since: Date | null;
  }>(
    `SELECT password_hash, fund_password_hash, fund_failures, fund_window_start, fund_locked_until,
            fund_guesses_pending, fund_pending_since
       FROM members WHERE id = $1${forUpdate ? ' FOR NO KEY UPDATE' : ''}`,
    [memberId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    passwordHash: row.password_hash,
    fundPasswordHash: row.fund_password_hash,
    fundLock: {
      failures: row.fund_failures,
      windowStart: row.fund_window_start,
      lockedUntil: row.fund_locked_until,
      pending: row.fund_guesses_pending,
      pendingSince: row.fund_pending_since,
    },
  };
}

export async function savePasswordHash(db: Queryable, memberId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [memberId, passwordHash]);
}

export async function saveFundPasswordHash(db: Queryable, memberId: number, fundPasswordHash: string): Promise<void> {
  await db.query('UPDATE members SET fund_password_hash = $2 WHERE id = $1', [memberId, fundPasswordHash]);
}

export async function saveFundLock(db: Queryable, memberId: number, lock: GuessCount): Promise<void> {
  await db.query(
    `UPDATE members SET fund_failures = $2, fund_window_start = $3, fund_locked_until = $4,
            fund_guesses_pending = $5, fund_pending_since = $6 WHERE id = $1`,
    [memberId, lock.failures, lock.windowStart, lock.lockedUntil, lock.pending, lock.pendingSince],
  );
}

/** Ends every live session of a member, except `keepSessionId` when given; announced as `endSession` says. */
export async function endSessionsOf(
  db: Queryable,
  memberId: number,
  now: Date,
  keepSessionId: string | null = null,
): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `WITH ended AS (
       UPDATE member_sessions SET ended_at = $2
        WHERE member_id = $1 AND ended_at IS NULL AND id IS DISTINCT FROM $3::bigint RETURNING id)
     SELECT id::text, pg_notify($4, id::text) FROM ended`,
    [memberId, now, keepSessionId, sessionEndedChannel],
  );
  sessionsEndedHere(rows.map((row) => row.id));
}

export async function findVerifiedIdentity(db: Queryable, memberId: number) {
  const { rows } = await db.query<{
    kyc_status: string;
    real_name: string | null;
    id_number: string | null;
    kyc_reason: string | null;
  }>('SELECT kyc_status, real_name, id_number, kyc_reason FROM members WHERE id = $1', [memberId]);
  const row = rows[0];
  return row ? { kycStatus: row.kyc_status, realName: row.real_name, idNumber: row.id_number, kycReason: row.kyc_reason } : null;
}

/** The demo member (`DEMO=1`), verified from the start; null when it exists already. */
export async function insertVerifiedMember(
  db: Queryable,
  member: { account: string; passwordHash: string; inviteCode: string; realName: string; idNumber: string },
): Promise<MemberId | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO members (account, password_hash, invite_code, kyc_status, real_name, id_number)
     SELECT $1, $2, $3, 'verified', $4, $5 WHERE NOT EXISTS (SELECT 1 FROM members WHERE account = $1) RETURNING id`,
    [member.account, member.passwordHash, member.inviteCode, member.realName, member.idNumber],
  );
  return rows[0] ? asMemberId(rows[0].id) : null;
}

/** A demo member who joined with another's invite code (`DEMO=1`), verified or not; null when the account exists. */
export async function insertInvitedMember(
  db: Queryable,
  member: { account: string; passwordHash: string; inviteCode: string; inviterId: number; verifiedName: string | null },
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO members (account, password_hash, invite_code, inviter_id, kyc_status, real_name, id_number)
     SELECT $1, $2, $3, $4, CASE WHEN $5::text IS NULL THEN 'unverified' ELSE 'verified' END, $5, CASE WHEN $5::text IS NULL THEN NULL ELSE 'DEMO' || $1 END
      WHERE NOT EXISTS (SELECT 1 FROM members WHERE account = $1) RETURNING id`,
    [member.account, member.passwordHash, member.inviteCode, member.inviterId, member.verifiedName],
  );
  return rows[0]?.id ?? null;
}

/** The member's sessions not ended yet, most recently used first (some may be past their limits). */
export async function openSessionsOf(db: Queryable, memberId: number) {
  const { rows } = await db.query<{
    id: string;
    ip: string | null;
    user_agent: string | null;
    created_at: Date;
    last_seen_at: Date;
  }>(
    `SELECT id::text, ip, user_agent, created_at, last_seen_at FROM member_sessions
      WHERE member_id = $1 AND ended_at IS NULL ORDER BY last_seen_at DESC`,
    [memberId],
  );
  return rows;
}
