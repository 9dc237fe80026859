/** SQL for ledger accounts, entries, postings and holds. */
import type { Currency } from '@kabuto/contracts';
import type { AccountRef } from '@kabuto/domain';
import { accountKey } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export interface AccountRow {
  id: string;
  key: string;
  balance: bigint | null;
}

/** Creates the accounts that do not exist yet; member accounts start with a cached balance of 0. */
export async function ensureAccounts(tx: Queryable, accounts: readonly AccountRef[]): Promise<void> {
  const unique = new Map(accounts.map((account) => [accountKey(account), account]));
  const rows = [...unique.entries()];
  await tx.query(
    `INSERT INTO ledger_accounts (key, member_id, currency, bucket, balance)
     SELECT key, member_id, currency, bucket, CASE WHEN member_id IS NULL THEN NULL ELSE 0 END
       FROM unnest($1::text[], $2::integer[], $3::text[], $4::text[]) AS t(key, member_id, currency, bucket)
     ON CONFLICT (key) DO NOTHING`,
    [
      rows.map(([key]) => key),
      rows.map(([, account]) => (account.kind === 'member' ? Number(account.memberId) : null)),
      rows.map(([, account]) => account.currency),
      rows.map(([, account]) => (account.kind === 'member' ? account.bucket : account.name)),
    ],
  );
}

/**
 * Member accounts are read under a row lock, in key order so that two entries touching the same
 * accounts lock them in the same order and cannot deadlock. House accounts are not locked. One
 * round trip: this runs on every posting.
 */
export async function lockAccounts(tx: Queryable, keys: readonly string[]): Promise<AccountRow[]> {
  const { rows } = await tx.query<{ id: string; key: string; balance: string | null }>(
    `WITH member AS (
       SELECT id, key, balance FROM ledger_accounts WHERE key = ANY($1) AND member_id IS NOT NULL ORDER BY key FOR UPDATE
     )
     SELECT id, key, balance FROM member
     UNION ALL
     SELECT id, key, NULL FROM ledger_accounts WHERE key = ANY($1) AND member_id IS NULL`,
    [keys],
  );
  return rows.map((row) => ({ id: row.id, key: row.key, balance: row.balance === null ? null : BigInt(row.balance) }));
}

/**
 * Writes an entry, its postings and the new cached balances of the member accounts it touched,
 * in one statement (one round trip). The balances were worked out under the locks of
 * `lockAccounts`; the deferred trigger still checks at commit that the entry balances.
 */
export async function insertEntry(
  tx: Queryable,
  entry: { reason: string; reference: string; memberId: number | null; now: Date },
  postings: readonly { accountId: string; amount: bigint }[],
  balances: readonly { accountId: string; balance: bigint }[],
): Promise<string> {
  const inserted = await tx.query<{ id: string }>(
    `WITH entry AS (
       INSERT INTO ledger_entries (reason, reference, member_id, created_at) VALUES ($1, $2, $3, $4) RETURNING id
     ), postings AS (
       INSERT INTO ledger_postings (entry_id, account_id, amount)
       SELECT entry.id, t.account_id, t.amount FROM entry, unnest($5::bigint[], $6::bigint[]) AS t(account_id, amount)
     ), balances AS (
       UPDATE ledger_accounts a SET balance = t.balance FROM unnest($7::bigint[], $8::bigint[]) AS t(id, balance) WHERE a.id = t.id
     )
     SELECT id FROM entry`,
    [
      entry.reason,
      entry.reference,
      entry.memberId,
      entry.now,
      postings.map((posting) => posting.accountId),
      postings.map((posting) => posting.amount.toString()),
      balances.map((row) => row.accountId),
      balances.map((row) => row.balance.toString()),
    ],
  );
  const entryId = inserted.rows[0]?.id;
  if (!entryId) throw new Error('insert returned no row');
  return entryId;
}

export interface MemberBalanceRow {
  currency: Currency;
  bucket: 'available' | 'frozen' | 'margin';
  balance: bigint;
}

export async function memberBalances(db: Queryable, memberId: number): Promise<MemberBalanceRow[]> {
  const { rows } = await db.query<{ currency: Currency; bucket: MemberBalanceRow['bucket']; balance: string }>(
    'SELECT currency, bucket, balance FROM ledger_accounts WHERE member_id = $1 ORDER BY currency, bucket',
    [memberId],
  );
  return rows.map((row) => ({ currency: row.currency, bucket: row.bucket, balance: BigInt(row.balance) }));
}

export interface HoldRow {
  id: string;
  memberId: number;
  currency: Currency;
  amount: bigint;
  purpose: 'withdrawal' | 'order' | 'application';
  reference: string;
  status: 'held' | 'released' | 'settled';
  createdAt: Date;
}

export async function insertHold(tx: Queryable, hold: Omit<HoldRow, 'id' | 'status'>): Promise<void> {
  await tx.query(
    'INSERT INTO holds (member_id, currency, amount, purpose, reference, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [hold.memberId, hold.currency, hold.amount.toString(), hold.purpose, hold.reference, hold.createdAt],
  );
}

interface HoldRecord {
  id: string;
  member_id: number;
  currency: Currency;
  amount: string;
  purpose: HoldRow['purpose'];
  reference: string;
  status: HoldRow['status'];
  created_at: Date;
}

const toHold = (row: HoldRecord): HoldRow => ({
  id: row.id,
  memberId: row.member_id,
  currency: row.currency,
  amount: BigInt(row.amount),
  purpose: row.purpose,
  reference: row.reference,
  status: row.status,
  createdAt: row.created_at,
});

export async function lockHold(tx: Queryable, reference: string): Promise<HoldRow | null> {
  const { rows } = await tx.query<HoldRecord>('SELECT * FROM holds WHERE reference = $1 FOR UPDATE', [reference]);
  return rows[0] ? toHold(rows[0]) : null;
}

export async function closeHold(tx: Queryable, id: string, status: 'released' | 'settled', now: Date): Promise<void> {
  await tx.query("UPDATE holds SET status = $2, closed_at = $3 WHERE id = $1 AND status = 'held'", [id, status, now]);
}

export async function openHolds(db: Queryable, memberId: number): Promise<HoldRow[]> {
  const { rows } = await db.query<HoldRecord>("SELECT * FROM holds WHERE member_id = $1 AND status = 'held' ORDER BY id", [
    memberId,
  ]);
  return rows.map(toHold);
}
