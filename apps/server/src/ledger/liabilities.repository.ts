/**
 * What the firm owes its members as the ledger knows it, for the proof of liabilities: each member's
 * cached balances (available, frozen, margin and their copies' pockets) and the same accounts summed
 * again from their postings, and the firm's segregated customer cash (the house bank accounts).
 */
import type { Currency } from '@kabuto/contracts';
import type { Queryable } from '../db/database';

export interface MemberCurrencyBalance {
  memberId: number;
  currency: Currency;
  minor: bigint;
}

/** Every member's cached balance per currency: the sum over the accounts the ledger keeps for them. */
export async function cachedMemberBalances(db: Queryable): Promise<MemberCurrencyBalance[]> {
  const { rows } = await db.query<{ member_id: number; currency: Currency; minor: string }>(
    `SELECT member_id, currency, sum(balance) AS minor FROM ledger_accounts
      WHERE member_id IS NOT NULL GROUP BY member_id, currency ORDER BY member_id, currency`,
  );
  return rows.map((row) => ({ memberId: row.member_id, currency: row.currency, minor: BigInt(row.minor) }));
}

/** The same accounts summed from their postings, per member and currency. */
export async function postedMemberBalances(db: Queryable): Promise<MemberCurrencyBalance[]> {
  const { rows } = await db.query<{ member_id: number; currency: Currency; minor: string }>(
    `SELECT a.member_id, a.currency, coalesce(sum(p.amount), 0) AS minor
       FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
      WHERE a.member_id IS NOT NULL GROUP BY a.member_id, a.currency ORDER BY a.member_id, a.currency`,
  );
  return rows.map((row) => ({ memberId: row.member_id, currency: row.currency, minor: BigInt(row.minor) }));
}

/**
 * The money members paid in and the firm keeps in its customer bank accounts, per currency: the
 * house bank account mirrors it with the opposite sign (ledger.ts, the sign convention).
 */
export async function segregatedCash(db: Queryable): Promise<{ currency: Currency; minor: bigint }[]> {
  const { rows } = await db.query<{ currency: Currency; minor: string }>(
    `SELECT a.currency, -coalesce(sum(p.amount), 0) AS minor
       FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
      WHERE a.member_id IS NULL AND a.bucket = 'bank' GROUP BY a.currency ORDER BY a.currency`,
  );
  return rows.map((row) => ({ currency: row.currency, minor: BigInt(row.minor) }));
}
