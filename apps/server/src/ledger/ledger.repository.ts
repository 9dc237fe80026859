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
      rows.map(([, account]) => (account.kind === 'house' || account.memberId === null ? null : Number(account.memberId))),
      rows.map(([, account]) => account.currency),
      rows.map(([, account]) => bucketOf(account)),
    ],
  );
}

function bucketOf(account: AccountRef): string {
  if (account.kind === 'pocket') return `${account.owner}_${account.bucket}`;
  return account.kind === 'member' ? account.bucket : account.name;
}

/**
 * Member accounts are read under a row lock, in key order so that two entries touching the same
 * accounts lock them in the same order and cannot deadlock. House accounts are not locked. One
 * round trip: this runs on every posting.
 */
export async function lockAccounts(tx: Queryable, keys: readonly string[]): Promise<AccountRow[]> {
  if (keys.length === 0) return [];
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

export interface NewEntry {
  reason: string;
  reference: string;
  memberId: number | null;
  now: Date;
  /** `balanceAfter`: the account's balance after the entry, for the accounts whose balance the ledger keeps. */
  postings: readonly { accountId: string; amount: bigint; balanceAfter: bigint | null }[];
}

/**
 * Writes entries, their postings and the new cached balances of the member accounts they touched,
 * in one statement (one round trip, however many entries). The balances were worked out under the
 * locks of `lockAccounts`; a trigger still checks that each entry balances.
 */
export async function insertEntries(
  tx: Queryable,
  entries: readonly NewEntry[],
  balances: readonly { accountId: string; balance: bigint }[],
): Promise<void> {
  const postings = entries.flatMap((entry) => entry.postings.map((posting) => ({ ...posting, entry })));
  // A posting finds its entry by (reason, reference), which identifies an entry once. Entries take
  // their ids in the order given, the order they were applied to the balances, so that an
  // account's postings in id order are its history (the statement's balances after rely on it).
  await tx.query(
    `WITH entries AS (
       INSERT INTO ledger_entries (reason, reference, member_id, created_at)
       SELECT reason, reference, member_id, created_at
         FROM unnest($1::text[], $2::text[], $3::integer[], $4::timestamptz[]) WITH ORDINALITY
              AS t(reason, reference, member_id, created_at, n)
        ORDER BY n
       RETURNING id, reason, reference
     ), postings AS (
       INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after)
       SELECT entries.id, p.account_id, p.amount, p.balance_after
         FROM unnest($5::text[], $6::text[], $7::bigint[], $8::bigint[], $11::bigint[])
              AS p(reason, reference, account_id, amount, balance_after)
         JOIN entries ON entries.reason = p.reason AND entries.reference = p.reference
     ), balances AS (
       UPDATE ledger_accounts a SET balance = t.balance FROM unnest($9::bigint[], $10::bigint[]) AS t(id, balance) WHERE a.id = t.id
     )
     SELECT count(*) FROM entries`,
    [
      entries.map((entry) => entry.reason),
      entries.map((entry) => entry.reference),
      entries.map((entry) => entry.memberId),
      entries.map((entry) => entry.now),
      postings.map((posting) => posting.entry.reason),
      postings.map((posting) => posting.entry.reference),
      postings.map((posting) => posting.accountId),
      postings.map((posting) => posting.amount.toString()),
      balances.map((row) => row.accountId),
      balances.map((row) => row.balance.toString()),
      postings.map((posting) => posting.balanceAfter?.toString() ?? null),
    ],
  );
}

export interface MemberBalanceRow {
  currency: Currency;
  bucket: 'available' | 'frozen' | 'margin';
  balance: bigint;
}

export async function memberBalances(db: Queryable, memberId: number): Promise<MemberBalanceRow[]> {
  const { rows } = await db.query<{ currency: Currency; bucket: MemberBalanceRow['bucket']; balance: string }>(
    `SELECT currency, bucket, balance FROM ledger_accounts
      WHERE member_id = $1 AND bucket IN ('available', 'frozen', 'margin') ORDER BY currency, bucket`,
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

export async function insertHolds(tx: Queryable, holds: readonly Omit<HoldRow, 'id' | 'status'>[]): Promise<void> {
  if (holds.length === 0) return;
  await tx.query(
    `INSERT INTO holds (member_id, currency, amount, purpose, reference, created_at)
     SELECT * FROM unnest($1::integer[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::timestamptz[])`,
    [
      holds.map((hold) => hold.memberId),
      holds.map((hold) => hold.currency),
      holds.map((hold) => hold.amount.toString()),
      holds.map((hold) => hold.purpose),
      holds.map((hold) => hold.reference),
      holds.map((hold) => hold.createdAt),
    ],
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

export interface EntryPostingRow {
  entryId: string;
  reason: string;
  reference: string;
  createdAt: Date;
  bucket: string;
  memberId: number | null;
  amount: bigint;
}

/** The postings of a member's entries with these references (an order's and its position's). */
export async function entriesByReference(
  db: Queryable,
  memberId: number,
  references: readonly string[],
): Promise<EntryPostingRow[]> {
  const { rows } = await db.query(
    `SELECT e.id AS entry_id, e.reason, e.reference, e.created_at, a.bucket, a.member_id, p.amount
       FROM ledger_entries e
       JOIN ledger_postings p ON p.entry_id = e.id
       JOIN ledger_accounts a ON a.id = p.account_id
      WHERE e.member_id = $1 AND e.reference = ANY($2)
      ORDER BY e.id, p.id`,
    [memberId, references],
  );
  return rows.map((row) => ({
    entryId: String(row.entry_id),
    reason: row.reason as string,
    reference: row.reference as string,
    createdAt: row.created_at as Date,
    bucket: row.bucket as string,
    memberId: (row.member_id as number | null) ?? null,
    amount: BigInt(row.amount as string),
  }));
}

/** A member's newest journal entries (50 a page) with their postings, one row per posting. */
export async function memberEntryPostings(db: Queryable, memberId: number, page: number) {
  const { rows } = await db.query<{
    id: string;
    reason: string;
    reference: string;
    created_at: Date;
    account: string;
    currency: Currency;
    amount: string;
  }>(
    `SELECT e.id, e.reason, e.reference, e.created_at, a.key AS account, a.currency, p.amount
       FROM (SELECT * FROM ledger_entries WHERE member_id = $1 ORDER BY id DESC LIMIT 50 OFFSET $2) e
       JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
      ORDER BY e.id DESC, p.id`,
    [memberId, (page - 1) * 50],
  );
  return rows;
}

/** One account's balance by key: the cached one of a guarded account, else the sum of its postings; 0 before its first posting. */
export async function balanceByKey(db: Queryable, key: string): Promise<bigint> {
  const { rows } = await db.query<{ balance: string | null }>(
    `SELECT coalesce(a.balance, (SELECT sum(p.amount) FROM ledger_postings p WHERE p.account_id = a.id), 0) AS balance
       FROM ledger_accounts a WHERE a.key = $1`,
    [key],
  );
  return BigInt(rows[0]?.balance ?? '0');
}

/** Balances of many accounts by key, as `balanceByKey`. */
export async function balancesByKey(db: Queryable, keys: readonly string[]): Promise<Map<string, bigint>> {
  if (keys.length === 0) return new Map();
  const { rows } = await db.query<{ key: string; balance: string }>(
    `SELECT a.key, coalesce(a.balance, (SELECT sum(p.amount) FROM ledger_postings p WHERE p.account_id = a.id), 0) AS balance
       FROM ledger_accounts a WHERE a.key = ANY($1::text[])`,
    [keys],
  );
  return new Map(rows.map((row) => [row.key, BigInt(row.balance)]));
}
