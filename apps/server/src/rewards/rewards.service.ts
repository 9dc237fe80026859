/**
 * Rewards: the daily check-in (once per Japan calendar day, paid by the published table for the
 * streak) and the referral reward (`shareReward`, paid to the inviter once the invitee's identity
 * is verified and a first deposit approved, in either order, once per invitee). Every reward is a
 * ledger entry from the firm's marketing account (house `rewards`) to the member's available cash.
 *
 * Rewards learn of invitees only from other domains' events (rewards.wiring.ts: a member joined,
 * identity verified, a deposit approved), delivered by the outbox after those commit; each is
 * recorded in one transaction with the handler's claim of the event, so the fact, the reward and
 * its entry are written once however often the event is delivered. Nothing here is asked before
 * any other action: rewards gate nothing.
 */
import type { Referral, RewardsStatus } from '@kabuto/contracts';
import {
  checkInReward,
  currentStreak,
  formatAmount,
  isAmountRefusal,
  isRejection,
  japanDate,
  maskInviteeAccount,
  money,
  nextStreak,
  parseAmount,
  parseCheckInTable,
  referralRewardDue,
  referralStatus,
  reject,
  rewardEntry,
  type CheckInTable,
  type MemberId,
  type Money,
} from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import type { ConfigService } from '../settings/config.service';
import type { Bus } from '../market/market-feed.service';
import type { TransactionScope } from '../platform/transaction';
import { post } from '../ledger/ledger.service';
import { notify } from '../messages/messages.service';
import { publishMemberChange } from '../stream/member-stream.service';
import * as rewards from './rewards.repository';

export type RewardsService = ReturnType<typeof createRewardsService>;

const yen = (minor: bigint) => formatAmount(money('JPY', minor));

/** The ledger reference of a check-in (one per member and Japan day) and of a referral reward (one per invitee). */
export const checkInReference = (memberId: number, date: string) => `CHK-${memberId}-${date.replaceAll('-', '')}`;
export const referralReference = (inviteeId: number) => `REF-${inviteeId}`;

function referralFacts(row: rewards.ReferralRow) {
  return {
    verified: row.verifiedAt !== null,
    firstDepositApproved: row.firstDepositAt !== null,
    rewarded: row.rewardedAt !== null,
  };
}

function toReferral(row: rewards.ReferralRow): Referral {
  return {
    account: maskInviteeAccount(row.inviteeAccount),
    joinedAt: row.joinedAt.toISOString(),
    status: referralStatus(referralFacts(row)),
    reward: yen(row.reward ?? 0n),
    rewardedAt: row.rewardedAt?.toISOString() ?? null,
  };
}

/**
 * Records today's check-in of `memberId` at `now`, with the streak it makes and the table's reward
 * for it, and posts the entry that pays it; `already_checked_in` when there is one for that Japan day.
 */
export async function recordCheckIn(tx: Queryable, memberId: number, table: CheckInTable, now: Date) {
  const today = japanDate(now);
  const streak = nextStreak(await rewards.lastCheckIn(tx, memberId), today);
  if (typeof streak !== 'number') return streak;
  const reward = checkInReward(table, streak);
  if (!(await rewards.insertCheckIn(tx, { memberId, date: today, streak, reward: reward.minor, now }))) {
    return reject('already_checked_in');
  }
  const reference = checkInReference(memberId, today);
  const posted = await post(tx, rewardEntry(String(memberId), reward), { reference, memberId, now });
  // A credit from the house can't be refused: a refusal here is a bug.
  if (posted !== true) throw new Error(`check-in reward ${reference} was refused: ${posted.rejected}`);
  return { reward: formatAmount(reward), streak, date: today };
}

/**
 * Records a fact of an invitee (identity verified, a deposit approved) and, when that completes
 * the conditions, pays the inviter `reward` (null: the offer is set to nothing) once, with a notice.
 */
export async function recordReferralFact(
  tx: Queryable,
  inviteeId: number,
  fact: 'verified' | 'firstDeposit',
  reward: Money<'JPY'> | null,
  now: Date,
): Promise<void> {
  // The update locks the invitee's row, so two events at once decide the reward one after the other.
  const row = await rewards.recordReferralFact(tx, inviteeId, fact, now);
  if (!row || !reward || !referralRewardDue(referralFacts(row))) return;
  if (!(await rewards.markReferralRewarded(tx, row.inviteeId, reward.minor, now))) return;
  const reference = referralReference(row.inviteeId);
  const posted = await post(tx, rewardEntry(String(row.inviterId), reward), { reference, memberId: row.inviterId, now });
  if (posted !== true) throw new Error(`referral reward ${reference} was refused: ${posted.rejected}`);
  await notify(tx, row.inviterId, 'referral_rewarded', {
    account: maskInviteeAccount(row.inviteeAccount),
    amount: formatAmount(reward),
  });
}

/** Remembers who invited a new member, from identity's sign-up. */
export async function recordJoin(tx: Queryable, joined: { memberId: number; account: string; inviterId: number; now: Date }) {
  await rewards.insertReferral(tx, {
    inviteeId: joined.memberId,
    inviterId: joined.inviterId,
    inviteeAccount: joined.account,
    now: joined.now,
  });
}

export function createRewardsService({
  db,
  clock,
  config,
  bus,
}: {
  db: Database;
  clock: () => Date;
  config: ConfigService;
  bus: Bus;
}) {
  async function checkInTable(): Promise<CheckInTable> {
    const table = parseCheckInTable(await config.value('checkInRewards'));
    // The setting is checked when staff save it, so a table that does not parse is a bug.
    if (!table) throw new Error('the checkInRewards setting does not parse');
    return table;
  }

  /** The referral reward as set now, read in the caller's transaction; null when it is set to nothing. */
  async function shareReward(reader: Queryable): Promise<Money<'JPY'> | null> {
    const amount = parseAmount(await config.valueIn(reader, 'shareReward'), 'JPY');
    return isAmountRefusal(amount) ? null : amount;
  }

  return {
    async status(memberId: MemberId): Promise<RewardsStatus> {
      const table = await checkInTable();
      const today = japanDate(clock());
      const last = await rewards.lastCheckIn(db.pool, memberId);
      const checkedInToday = last?.date === today;
      const streak = currentStreak(last, today);
      return {
        checkedInToday,
        streak,
        table: table.map((reward, index) => ({ day: index + 1, reward: formatAmount(reward) })),
        nextReward: formatAmount(checkInReward(table, streak + 1)),
        referralReward: formatAmount((await shareReward(db.pool)) ?? money('JPY', 0n)),
        earned: yen(await rewards.earnedBy(db.pool, memberId)),
        checkInDates: await rewards.checkInDatesSince(db.pool, memberId, `${today.slice(0, 8)}01`),
        today,
      };
    },

    /** Today's check-in: the streak it makes, its reward and the entry that pays it, together; a second is refused. */
    async checkIn(scope: TransactionScope, memberId: MemberId) {
      const table = await checkInTable();
      const now = clock();
      const done = await scope.run((tx) => recordCheckIn(tx, memberId, table, now));
      if (isRejection(done)) return done;
      publishMemberChange(bus, memberId, now);
      return done;
    },

    async referrals(inviterId: number, page: { page: number; size: number }) {
      const { rows, total } = await rewards.referralsOf(db.pool, inviterId, page);
      return { items: rows.map(toReferral), total, page: page.page, size: page.size };
    },

    /** The back office's view of one member: check-ins, the members they invited, what was paid. */
    async memberRewards(memberId: MemberId) {
      const [earned, checkIns, referrals] = await Promise.all([
        rewards.earnedBy(db.pool, memberId),
        rewards.recentCheckIns(db.pool, memberId, 60),
        rewards.referralsOf(db.pool, memberId, { page: 1, size: 100 }),
      ]);
      return {
        earned: yen(earned),
        checkIns: checkIns.map((row) => ({
          date: row.date,
          streak: row.streak,
          reward: yen(row.reward),
          at: row.createdAt.toISOString(),
        })),
        referrals: referrals.rows.map((row) => ({
          memberId: row.inviteeId,
          account: row.inviteeAccount,
          joinedAt: row.joinedAt.toISOString(),
          status: referralStatus(referralFacts(row)),
          reward: yen(row.reward ?? 0n),
        })),
      };
    },

    /** The marketing cost line: every reward paid so far. */
    async cost() {
      const totals = await rewards.rewardTotals(db.pool);
      return {
        currency: 'JPY' as const,
        checkIns: { count: totals.checkIns.count, total: yen(totals.checkIns.total) },
        referrals: { count: totals.referrals.count, total: yen(totals.referrals.total) },
        total: yen(totals.checkIns.total + totals.referrals.total),
      };
    },

    /** What the outbox's handlers call (rewards.wiring.ts), inside their transactions, when an invitee's facts change. */
    hooks: {
      memberJoined: recordJoin,
      async identityVerified(tx: Queryable, memberId: number, now: Date) {
        await recordReferralFact(tx, memberId, 'verified', await shareReward(tx), now);
      },
      async depositApproved(tx: Queryable, memberId: number, now: Date) {
        await recordReferralFact(tx, memberId, 'firstDeposit', await shareReward(tx), now);
      },
    },
  };
}

export type RewardHooks = RewardsService['hooks'];
