/** SQL for deposit and withdrawal orders. Order numbers are derived from ids: D00000012, W00000007. */
import type { Currency } from '@kabuto/contracts';
import type { Money } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export const depositOrderNo = (id: number) => `D${String(id).padStart(8, '0')}`;
export const withdrawalOrderNo = (id: number) => `W${String(id).padStart(8, '0')}`;

export async function ownsUpload(db: Queryable, memberId: number, fileId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM uploads WHERE id = $1 AND member_id = $2', [fileId, memberId]);
  return rowCount === 1;
}

export async function insertDeposit(
  db: Queryable,
  deposit: { memberId: number; channelId: number; amount: Money; reference: string; receipt: string | null; now: Date },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO deposits (member_id, channel_id, currency, amount, reference, receipt_upload_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      deposit.memberId,
      deposit.channelId,
      deposit.amount.currency,
      deposit.amount.minor.toString(),
      deposit.reference,
      deposit.receipt,
      deposit.now,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export interface OrderRow {
  id: number;
  memberId: number;
  currency: Currency;
  amount: bigint;
  status: 'pending' | 'passed' | 'rejected';
}

async function lockOrder(db: Queryable, table: 'deposits' | 'withdrawals', id: number): Promise<OrderRow | null> {
  const { rows } = await db.query<{
    id: number;
    member_id: number;
    currency: Currency;
    amount: string;
    status: OrderRow['status'];
  }>(`SELECT id, member_id, currency, amount, status FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
  const row = rows[0];
  return row
    ? { id: row.id, memberId: row.member_id, currency: row.currency, amount: BigInt(row.amount), status: row.status }
    : null;
}

export const lockDeposit = (db: Queryable, id: number) => lockOrder(db, 'deposits', id);
export const lockWithdrawal = (db: Queryable, id: number) => lockOrder(db, 'withdrawals', id);

async function decide(
  db: Queryable,
  table: 'deposits' | 'withdrawals',
  decision: { id: number; approve: boolean; reason: string; reviewerId: number; now: Date },
): Promise<void> {
  await db.query(`UPDATE ${table} SET status = $2, reason = $3, reviewer_id = $4, reviewed_at = $5 WHERE id = $1`, [
    decision.id,
    decision.approve ? 'passed' : 'rejected',
    decision.approve ? null : decision.reason,
    decision.reviewerId,
    decision.now,
  ]);
}

export const decideDeposit = (db: Queryable, decision: Parameters<typeof decide>[2]) => decide(db, 'deposits', decision);
export const decideWithdrawal = (db: Queryable, decision: Parameters<typeof decide>[2]) => decide(db, 'withdrawals', decision);

export async function insertWithdrawal(
  db: Queryable,
  withdrawal: { memberId: number; cardId: number; amount: Money; now: Date },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO withdrawals (member_id, bank_card_id, currency, amount, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [withdrawal.memberId, withdrawal.cardId, withdrawal.amount.currency, withdrawal.amount.minor.toString(), withdrawal.now],
  );
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function findLiveCard(db: Queryable, memberId: number, cardId: number): Promise<{ createdAt: Date } | null> {
  const { rows } = await db.query<{ created_at: Date }>(
    // FOR SHARE: inside a withdrawal's transaction, a removal of the card waits for it.
    'SELECT created_at FROM bank_cards WHERE id = $1 AND member_id = $2 AND removed_at IS NULL FOR SHARE',
    [cardId, memberId],
  );
  return rows[0] ? { createdAt: rows[0].created_at } : null;
}
