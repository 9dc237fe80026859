/**
 * Demo data for `DEMO=1`: a member to sign in with, whose invite code opens new accounts, a
 * deposit channel and a few articles (demo-news.ts). The demo member starts verified with one
 * deposit of ¥1,000,000, posted through the ledger like any deposit (order D…, reason "demo
 * seed") so the books balance and the member's records show where the money came from; and a
 * few days of check-ins and three invited friends (demo-rewards.ts).
 */
import type { Database } from '../db/database';
import { seedDemoFunds } from '../funds/demo-funds.service';
import { seedVerifiedMember } from '../identity/members.service';
import { hashPassword } from '../security/passwords';
import { seedDemoNews } from './demo-news';
import { seedDemoRewards } from './demo-rewards';

export const demoMember = { account: '0900000001', password: 'demo1234', inviteCode: 'KABUTO', name: 'Demo Member' } as const;
const demoDepositYen = 1_000_000n;

/** Seeds the demo data once; true when this call created it, false when it was already there. */
export async function seedDemo(db: Database, now = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword(demoMember.password);
  // Each domain writes its own tables; the seed only says what the demo holds.
  return db.transaction(async (tx) => {
    const memberId = await seedVerifiedMember(tx, {
      account: demoMember.account,
      passwordHash,
      inviteCode: demoMember.inviteCode,
      realName: demoMember.name,
      idNumber: 'DEMO0001',
    });
    if (memberId === null) return false;
    const channelId = await seedDemoFunds(tx, memberId, demoDepositYen, now);
    await seedDemoRewards(tx, { memberId, passwordHash, channelId, now });
    await seedDemoNews(tx, now);
    return true;
  });
}
