/**
 * Demo data for `DEMO=1`: a member to sign in with, whose invite code opens new accounts, a
 * deposit channel and a few articles (demo-news.ts). The demo member starts verified with one
 * deposit of ¥1,000,000, posted through the ledger like any deposit (order D…, reason "demo
 * seed") so the books balance and the member's records show where the money came from.
 */
import { depositEntry, money } from '@kabuto/domain';
import type { Database } from '../db/database';
import { post } from '../ledger/ledger.service';
import { depositOrderNo } from '../funds/orders.repository';
import { hashPassword } from '../security/passwords';
import { seedDemoNews } from './demo-news';

export const demoMember = { account: '0900000001', password: 'demo1234', inviteCode: 'KABUTO', name: 'Demo Member' } as const;
const demoDepositYen = 1_000_000n;

export async function seedDemo(db: Database, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(demoMember.password);
  await db.transaction(async (tx) => {
    const exists = await tx.query('SELECT 1 FROM members WHERE account = $1', [demoMember.account]);
    if (exists.rowCount) return;
    const member = await tx.query<{ id: number }>(
      `INSERT INTO members (account, password_hash, invite_code, kyc_status, real_name, id_number)
       VALUES ($1, $2, $3, 'verified', $4, 'DEMO0001') RETURNING id`,
      [demoMember.account, passwordHash, demoMember.inviteCode, demoMember.name],
    );
    const channel = await tx.query<{ id: number }>(
      `INSERT INTO deposit_channels (name, currency, min_amount, max_amount, bank_name, branch_name, account_number, account_name)
       VALUES ('Bank transfer (JPY)', 'JPY', 10000, 10000000, 'Mizuho Bank', 'Kabutocho', '1234567', 'Kabuto Securities Client Money') RETURNING id`,
    );
    const memberId = member.rows[0]?.id;
    const channelId = channel.rows[0]?.id;
    if (memberId === undefined || channelId === undefined) throw new Error('demo seed inserted nothing');
    const deposit = await tx.query<{ id: number }>(
      `INSERT INTO deposits (member_id, channel_id, currency, amount, reference, status, reason, reviewed_at, created_at)
       VALUES ($1, $2, 'JPY', $3, 'KBDEMOSEED', 'passed', 'demo_seed', $4, $4) RETURNING id`,
      [memberId, channelId, demoDepositYen.toString(), now],
    );
    const depositId = deposit.rows[0]?.id;
    if (depositId === undefined) throw new Error('demo seed inserted no deposit');
    const posted = await post(tx, depositEntry(String(memberId), money('JPY', demoDepositYen)), {
      reference: depositOrderNo(depositId),
      memberId,
      now,
    });
    if (posted !== true) throw new Error('demo deposit was refused');
    await seedDemoNews(tx, now);
  });
}
