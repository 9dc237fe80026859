/**
 * Demo data for `DEMO=1`: a member to sign in with, whose invite code opens new accounts, a
 * deposit channel, a few articles (demo-news.ts) and IPOs in each state (demo-offerings.ts). The demo member starts verified with one
 * deposit of ¥1,000,000, posted through the ledger like any deposit (order D…, reason "demo
 * seed") so the books balance and the member's records show where the money came from; and a
 * few days of check-ins and three invited friends (demo-rewards.ts).
 */
import type { Database } from '../db/database';
import { seedDemoFunds } from '../funds/demo-funds.service';
import { seedVerifiedMember } from '../identity/members.service';
import { hashPassword } from '../security/passwords';
import { seedDemoNews } from './demo-news';
import { seedDemoOfferings } from './demo-offerings';
import { seedDemoRewards } from './demo-rewards';
import { seedDemoQuestion } from '../support/support.service';

export const demoMember = { account: '0900000001', password: 'demo1234', inviteCode: 'KABUTO', name: 'Demo Member' } as const;
const demoDepositYen = 1_000_000n;

/**
 * Seeds the demo data once; true when this call created it, false when it was already there.
 * The IPOs only where asked (`npm start`, before the market starts): their listed stock joins the
 * market, which tests of the fixed universe do not expect.
 */
export async function seedDemo(db: Database, now = new Date(), parts = { offerings: false }): Promise<boolean> {
  const passwordHash = await hashPassword(demoMember.password);
  // Each domain writes its own tables; the seed only says what the demo holds.
  const memberId = await db.transaction(async (tx) => {
    const id = await seedVerifiedMember(tx, {
      account: demoMember.account,
      passwordHash,
      inviteCode: demoMember.inviteCode,
      realName: demoMember.name,
      idNumber: 'DEMO0001',
    });
    if (id === null) return null;
    const channelId = await seedDemoFunds(tx, id, demoDepositYen, now);
    await seedDemoRewards(tx, { memberId: id, passwordHash, channelId, now });
    await seedDemoNews(tx, now);
    await seedDemoQuestion(tx, id, 'Hello. When does a deposit I announced show up in my balance?', now);
    return id;
  });
  if (memberId === null) return false;
  // Through the offerings service's own transactions, as a member's applications would be.
  if (parts.offerings) await seedDemoOfferings(db, memberId, now);
  return true;
}
