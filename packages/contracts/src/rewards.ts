/**
 * Requests and replies of the rewards (`/rewards/…`): the daily check-in by Japan calendar day,
 * the referral reward, and the back office's view of both. Amounts are decimal strings of yen.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { decimalString, empty, idNumber, isoTime, pageOf, pageRequest } from './primitives';

export const referralStatuses = ['joined', 'verified', 'rewarded'] as const;

export const rewardsStatusReply = z.object({
  checkedInToday: z.boolean(),
  /** Consecutive Japan days checked in, today or yesterday included; 0 once a day was missed. */
  streak: z.number().int(),
  /** The published table: the reward of each day of a streak; later days earn the last row's. */
  table: z.array(z.object({ day: z.number().int(), reward: decimalString })),
  /** What the next check-in pays (today's, or tomorrow's once checked in and kept up). */
  nextReward: decimalString,
  referralReward: decimalString,
  /** Everything rewards have paid this member: check-ins and referrals. */
  earned: decimalString,
  /** The Japan dates ("YYYY-MM-DD") of this month's check-ins, for the calendar. */
  checkInDates: z.array(z.string()),
  /** Today's date in Japan, which the calendar marks. */
  today: z.string(),
});
export type RewardsStatus = z.infer<typeof rewardsStatusReply>;

export const checkInReply = z.object({ reward: decimalString, streak: z.number().int(), date: z.string() });

export const referralSchema = z.object({
  /** The invitee's phone number, masked. */
  account: z.string(),
  joinedAt: isoTime,
  status: z.enum(referralStatuses),
  /** What the inviter was paid for this invitee, "0" until rewarded. */
  reward: decimalString,
  rewardedAt: isoTime.nullable(),
});
export type Referral = z.infer<typeof referralSchema>;
export const referralsReply = pageOf(referralSchema);

export const memberRewardsRequest = z.object({ userId: idNumber });
export const memberRewardsReply = z.object({
  earned: decimalString,
  checkIns: z.array(z.object({ date: z.string(), streak: z.number().int(), reward: decimalString, at: isoTime })),
  referrals: z.array(
    z.object({
      memberId: z.number().int(),
      account: z.string(),
      joinedAt: isoTime,
      status: z.enum(referralStatuses),
      reward: decimalString,
    }),
  ),
});
export const rewardsCostReply = z.object({
  currency: z.literal('JPY'),
  checkIns: z.object({ count: z.number().int(), total: decimalString }),
  referrals: z.object({ count: z.number().int(), total: decimalString }),
  /** The marketing cost: every reward paid out of the firm's rewards account. */
  total: decimalString,
});

/** The member calls; spread into `memberApi`. */
export const rewardsMemberApi = {
  rewardsStatus: endpoint({
    path: '/rewards/status',
    access: 'member',
    summary: 'My check-in streak, the published reward table, the referral reward and what I have earned',
    request: empty,
    reply: rewardsStatusReply,
  }),
  rewardsCheckIn: endpoint({
    path: '/rewards/checkIn',
    access: 'member',
    summary: "Check in for today (Japan time) and be paid the table's reward for the streak; once a day",
    request: empty,
    reply: checkInReply,
  }),
  rewardsReferrals: endpoint({
    path: '/rewards/referrals',
    access: 'member',
    summary: 'Members I invited, masked, with their state and the reward paid for each',
    request: pageRequest,
    reply: referralsReply,
  }),
} as const;

/** The back-office calls; spread into `adminApi`. */
export const rewardsAdminApi = {
  rewardsMember: endpoint({
    path: '/rewards/member',
    access: 'staff',
    summary: "One member's check-ins and referrals with the rewards paid",
    request: memberRewardsRequest,
    reply: memberRewardsReply,
  }),
  rewardsCost: endpoint({
    path: '/rewards/cost',
    access: 'staff',
    summary: 'Rewards paid so far, the marketing cost line',
    request: empty,
    reply: rewardsCostReply,
  }),
} as const;
