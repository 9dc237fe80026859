/**
 * The rewards part of the demo data: the demo member checked in on the three Japan days before
 * today (so today's check-in is day 4 of a streak), and three friends who joined with the demo
 * member's invite code, one in each state: joined, identity verified, and verified with a first
 * deposit approved, which paid the demo member the referral reward. Each domain writes its own
 * rows through its own functions, as the events would; the rewards come from the rewards rules.
 */
import { parseAmount, isAmountRefusal, parseCheckInTable } from '@kabuto/domain';
import type { Tx } from '../db/database';
import { configDefaults } from '../settings/config.service';
import { seedDemoDeposit } from '../funds/demo-funds.service';
import { seedInvitedMember } from '../identity/members.service';
import { recordCheckIn, recordJoin, recordReferralFact } from '../rewards/rewards.service';

const dayMs = 86_400_000;

const demoInvitees = [
  { account: '0900000101', inviteCode: 'DEMOJOIN', verifiedName: null, depositYen: null, daysAgo: 1 },
  { account: '0900000102', inviteCode: 'DEMOVRFY', verifiedName: 'Demo Friend Two', depositYen: null, daysAgo: 4 },
  { account: '0900000103', inviteCode: 'DEMOPAID', verifiedName: 'Demo Friend Three', depositYen: 50_000n, daysAgo: 6 },
] as const;

export async function seedDemoRewards(
  tx: Tx,
  demo: { memberId: number; passwordHash: string; channelId: number; now: Date },
): Promise<void> {
  const table = parseCheckInTable(configDefaults.checkInRewards);
  const shareReward = parseAmount(configDefaults.shareReward, 'JPY');
  if (!table || isAmountRefusal(shareReward)) throw new Error('the default reward settings do not parse');
  const ago = (days: number) => new Date(demo.now.getTime() - days * dayMs);
  for (const days of [3, 2, 1]) await recordCheckIn(tx, demo.memberId, table, ago(days));
  for (const invitee of demoInvitees) {
    const joinedAt = ago(invitee.daysAgo);
    const memberId = await seedInvitedMember(tx, { ...invitee, passwordHash: demo.passwordHash, inviterId: demo.memberId });
    if (memberId === null) continue;
    await recordJoin(tx, { memberId, account: invitee.account, inviterId: demo.memberId, now: joinedAt });
    if (invitee.verifiedName) await recordReferralFact(tx, memberId, 'verified', shareReward, joinedAt);
    if (invitee.depositYen) {
      const reference = `KBDEMO${invitee.inviteCode}`;
      await seedDemoDeposit(tx, { memberId, channelId: demo.channelId, yen: invitee.depositYen, reference, now: joinedAt });
      await recordReferralFact(tx, memberId, 'firstDeposit', shareReward, joinedAt);
    }
  }
}
