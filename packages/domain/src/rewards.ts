/**
 * The published rules of the rewards: the daily check-in table by streak, the streak counted in
 * Japan calendar days (a missed day starts it again), and when the referral reward is due (the
 * invitee's identity verified and a first deposit approved, once per invitee). Rewards are an open
 * offer: nothing here looks at purchases, deposits or trades of the member who is rewarded, and
 * nothing elsewhere waits on a reward.
 */
import { toJapanTime } from './calendar';
import { assertValidEntry, houseAccount, memberAccount, type Entry } from './ledger';
import { money, negate, type Money } from './money';
import { reject, type Rejection } from './rejection';

/** The check-in reward of each day of a streak; days past the table's end earn its last row. */
export type CheckInTable = readonly Money<'JPY'>[];

/** At most a month of rows: the table is shown in full on the member's screen. */
export const maxCheckInTableDays = 31;

/** The table from its setting, whole yen separated by commas ("10,10,20"), or null when malformed. */
export function parseCheckInTable(setting: string): CheckInTable | null {
  const rows = setting.split(',').map((row) => row.trim());
  if (rows.length === 0 || rows.length > maxCheckInTableDays) return null;
  if (!rows.every((row) => /^[1-9]\d{0,5}$/.test(row))) return null;
  return rows.map((row) => money('JPY', BigInt(row)));
}

/** The reward of the `streakDay`-th consecutive day (1 for the first). */
export function checkInReward(table: CheckInTable, streakDay: number): Money<'JPY'> {
  if (!Number.isInteger(streakDay) || streakDay < 1) throw new Error(`a streak day starts at 1, not ${streakDay}`);
  const row = table[Math.min(streakDay, table.length) - 1];
  if (!row) throw new Error('a check-in table has at least one row');
  return row;
}

/** The Japan calendar date ("YYYY-MM-DD") an instant falls on: a check-in day runs from midnight to midnight in Tokyo. */
export function japanDate(instant: Date): string {
  return toJapanTime(instant).date;
}

/** The calendar date before `date` ("YYYY-MM-DD"). */
export function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The member's last check-in: its Japan date and the streak it made. */
export interface LastCheckIn {
  readonly date: string;
  readonly streak: number;
}

/** The streak a check-in on `today` makes, or `already_checked_in` when the member checked in today. */
export function nextStreak(last: LastCheckIn | null, today: string): number | Rejection {
  if (!last) return 1;
  if (last.date === today) return reject('already_checked_in');
  return last.date === dayBefore(today) ? last.streak + 1 : 1;
}

/** The streak the member holds on `today`: alive when the last check-in was today or yesterday, else 0. */
export function currentStreak(last: LastCheckIn | null, today: string): number {
  if (!last) return 0;
  return last.date === today || last.date === dayBefore(today) ? last.streak : 0;
}

/** What rewards know of an invitee, each fact recorded from the event that made it true. */
export interface ReferralFacts {
  readonly verified: boolean;
  readonly firstDepositApproved: boolean;
  readonly rewarded: boolean;
}

export type ReferralStatus = 'joined' | 'verified' | 'rewarded';

/** The reward is due once both conditions hold, in either order, and only if it was not paid yet. */
export function referralRewardDue(facts: ReferralFacts): boolean {
  return facts.verified && facts.firstDepositApproved && !facts.rewarded;
}

/** The state the inviter sees: joined, identity verified (waiting for a first deposit), rewarded. */
export function referralStatus(facts: ReferralFacts): ReferralStatus {
  if (facts.rewarded) return 'rewarded';
  return facts.verified ? 'verified' : 'joined';
}

/** An invitee's phone number as the inviter sees it: the first three and last two digits. */
export function maskInviteeAccount(account: string): string {
  if (account.length <= 5) return '*'.repeat(account.length);
  return `${account.slice(0, 3)}${'*'.repeat(account.length - 5)}${account.slice(-2)}`;
}

/** A reward paid: from the firm's marketing account (`rewards`) to the member's available cash. */
export function rewardEntry(memberId: string, amount: Money<'JPY'>): Entry {
  if (amount.minor <= 0n) throw new Error('a reward is a positive amount');
  const entry: Entry = {
    reason: 'reward',
    postings: [
      { account: houseAccount('rewards', amount.currency), amount: negate(amount) },
      { account: memberAccount(memberId, amount.currency, 'available'), amount },
    ],
  };
  assertValidEntry(entry);
  return entry;
}
