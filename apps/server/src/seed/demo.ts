/** Demo data for `DEMO=1`: a member to sign in with, whose invite code opens new accounts. */
import type { Database } from '../db/database';
import { hashPassword } from '../security/passwords';

export const demoMember = { account: '0900000001', password: 'demo1234', inviteCode: 'KABUTO' } as const;

export async function seedDemo(db: Database): Promise<void> {
  const exists = await db.pool.query('SELECT 1 FROM members WHERE account = $1', [demoMember.account]);
  if (exists.rowCount) return;
  await db.pool.query(
    `INSERT INTO members (account, password_hash, invite_code, kyc_status) VALUES ($1, $2, $3, 'unverified')
     ON CONFLICT DO NOTHING`,
    [demoMember.account, await hashPassword(demoMember.password), demoMember.inviteCode],
  );
}
