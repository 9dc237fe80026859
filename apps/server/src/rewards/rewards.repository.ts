/** SQL of the rewards: check-ins and referrals, the two tables the rewards domain owns. */
import type { Queryable } from '../db/database';

export interface CheckInRow {
  date: string;
  streak: number;
  reward: bigint;
  createdAt: Date;
}

const checkInColumns = `to_char(day, 'YYYY-MM-DD') AS date, streak, reward::text AS reward, created_at AS "createdAt"`;
type CheckInRecord = Omit<CheckInRow, 'reward'> & { reward: string };
const toCheckIn = (row: CheckInRecord): CheckInRow => ({ ...row, reward: BigInt(row.reward) });

/** The member's latest check-in, the one a new streak continues. */
export async function lastCheckIn(db: Queryable, memberId: number): Promise<CheckInRow | null> {
  const { rows } = await db.query<CheckInRecord>(
    `SELECT ${checkInColumns} FROM reward_check_ins WHERE member_id = $1 ORDER BY day DESC LIMIT 1`,
    [memberId],
  );
  return rows[0] ? toCheckIn(rows[0]) : null;
}

/** The Japan dates the member checked in on from `from` (inclusive), for the calendar. */
export async function checkInDatesSince(db: Queryable, memberId: number, from: string): Promise<string[]> {
  const { rows } = await db.query<{ date: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date FROM reward_check_ins WHERE member_id = $1 AND day >= $2::date ORDER BY day`,
    [memberId, from],
  );
  return rows.map((row) => row.date);
}

export async function recentCheckIns(db: Queryable, memberId: number, limit: number): Promise<CheckInRow[]> {
  const { rows } = await db.query<CheckInRecord>(
    `SELECT ${checkInColumns} FROM reward_check_ins WHERE member_id = $1 ORDER BY day DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map(toCheckIn);
}

/**
 * Records today's check-in; false when the member already has one for that day (a parallel call
 * that got there first included: it waits for that one's commit and inserts nothing).
 */
export async function insertCheckIn(
  tx: Queryable,
  checkIn: { memberId: number; date: string; streak: number; reward: bigint; now: Date },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO reward_check_ins (member_id, day, streak, reward, created_at) VALUES ($1, $2::date, $3, $4, $5)
     ON CONFLICT (member_id, day) DO NOTHING`,
    [checkIn.memberId, checkIn.date, checkIn.streak, checkIn.reward.toString(), checkIn.now],
  );
  return (rowCount ?? 0) > 0;
}

/** Everything rewards paid a member: check-ins and the referral rewards earned as inviter. */
export async function earnedBy(db: Queryable, memberId: number): Promise<bigint> {
  const { rows } = await db.query<{ earned: string }>(
    `SELECT (SELECT coalesce(sum(reward), 0) FROM reward_check_ins WHERE member_id = $1)
          + (SELECT coalesce(sum(reward), 0) FROM reward_referrals WHERE inviter_id = $1) AS earned`,
    [memberId],
  );
  return BigInt(rows[0]?.earned ?? '0');
}

export interface ReferralRow {
  inviteeId: number;
  inviterId: number;
  inviteeAccount: string;
  joinedAt: Date;
  verifiedAt: Date | null;
  firstDepositAt: Date | null;
  rewardedAt: Date | null;
  reward: bigint | null;
}

type ReferralRecord = Omit<ReferralRow, 'reward'> & { reward: string | null; total?: string };
const referralColumns = `invitee_id AS "inviteeId", inviter_id AS "inviterId", invitee_account AS "inviteeAccount",
  joined_at AS "joinedAt", verified_at AS "verifiedAt", first_deposit_at AS "firstDepositAt",
  rewarded_at AS "rewardedAt", reward::text AS reward`;
function toReferral(record: ReferralRecord): ReferralRow {
  const { total: _total, reward, ...row } = record;
  return { ...row, reward: reward === null ? null : BigInt(reward) };
}

export async function insertReferral(
  tx: Queryable,
  referral: { inviteeId: number; inviterId: number; inviteeAccount: string; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO reward_referrals (invitee_id, inviter_id, invitee_account, joined_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (invitee_id) DO NOTHING`,
    [referral.inviteeId, referral.inviterId, referral.inviteeAccount, referral.now],
  );
}

/**
 * Records that the invitee's identity was verified or a first deposit approved (the first time
 * only) and returns the row, locked until the caller's transaction ends so the reward is decided
 * once; null when the member was not invited.
 */
export async function recordReferralFact(
  tx: Queryable,
  inviteeId: number,
  fact: 'verified' | 'firstDeposit',
  now: Date,
): Promise<ReferralRow | null> {
  const column = fact === 'verified' ? 'verified_at' : 'first_deposit_at';
  const { rows } = await tx.query<ReferralRecord>(
    `UPDATE reward_referrals SET ${column} = coalesce(${column}, $2) WHERE invitee_id = $1 RETURNING ${referralColumns}`,
    [inviteeId, now],
  );
  return rows[0] ? toReferral(rows[0]) : null;
}

/** Marks the reward paid; false when it already was, so it is paid once. */
export async function markReferralRewarded(tx: Queryable, inviteeId: number, reward: bigint, now: Date): Promise<boolean> {
  const { rowCount } = await tx.query(
    'UPDATE reward_referrals SET rewarded_at = $2, reward = $3 WHERE invitee_id = $1 AND rewarded_at IS NULL',
    [inviteeId, now, reward.toString()],
  );
  return (rowCount ?? 0) > 0;
}

/** The members an inviter brought, newest first, with the total for paging. */
export async function referralsOf(
  db: Queryable,
  inviterId: number,
  page: { page: number; size: number },
): Promise<{ rows: ReferralRow[]; total: number }> {
  const { rows } = await db.query<ReferralRecord>(
    `SELECT ${referralColumns}, count(*) OVER () AS total FROM reward_referrals WHERE inviter_id = $1
      ORDER BY joined_at DESC, invitee_id DESC LIMIT $2 OFFSET $3`,
    [inviterId, page.size, (page.page - 1) * page.size],
  );
  return { rows: rows.map(toReferral), total: Number(rows[0]?.total ?? 0) };
}

/** What the rewards have cost the firm: how many were paid and their sum, per kind. */
export async function rewardTotals(db: Queryable) {
  const { rows } = await db.query<{ checkInCount: string; checkInTotal: string; referralCount: string; referralTotal: string }>(
    `SELECT (SELECT count(*) FROM reward_check_ins) AS "checkInCount",
            (SELECT coalesce(sum(reward), 0) FROM reward_check_ins) AS "checkInTotal",
            (SELECT count(*) FROM reward_referrals WHERE reward IS NOT NULL) AS "referralCount",
            (SELECT coalesce(sum(reward), 0) FROM reward_referrals) AS "referralTotal"`,
  );
  const row = rows[0];
  if (!row) throw new Error('reward totals returned no row');
  return {
    checkIns: { count: Number(row.checkInCount), total: BigInt(row.checkInTotal) },
    referrals: { count: Number(row.referralCount), total: BigInt(row.referralTotal) },
  };
}
