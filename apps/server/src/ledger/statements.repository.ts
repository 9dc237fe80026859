/**
 * The ledger's reads for a member's documents (trade reports, monthly statements, annual reports):
 * the member's yen cash movements between two instants with the entries' id range, the cash balance
 * at an instant, one entry's postings, and the tax lines of issue 34 (reasons `tax_withheld` and
 * `tax_refunded`, referencing the closed position), which are zero until those reasons are posted.
 */
import type { Queryable } from '../db/database';

export interface CashMovementRow {
  entryId: bigint;
  bucket: 'available' | 'frozen';
  reason: string;
  reference: string;
  at: Date;
  amount: bigint;
  balanceAfter: bigint;
}

/** The member's yen cash movements (available and frozen) from `from` (inclusive) to `to` (exclusive), in entry order. */
export async function cashMovements(db: Queryable, memberId: number, from: Date, to: Date): Promise<CashMovementRow[]> {
  const { rows } = await db.query<{
    entry_id: string;
    bucket: 'available' | 'frozen';
    reason: string;
    reference: string;
    created_at: Date;
    amount: string;
    balance_after: string;
  }>(
    `SELECT entry_id, bucket, reason, reference, created_at, amount, balance_after FROM member_cash_movements
      WHERE member_id = $1 AND currency = 'JPY' AND created_at >= $2 AND created_at < $3
      ORDER BY entry_id, bucket`,
    [memberId, from, to],
  );
  return rows.map((row) => ({
    entryId: BigInt(row.entry_id),
    bucket: row.bucket,
    reason: row.reason,
    reference: row.reference,
    at: row.created_at,
    amount: BigInt(row.amount),
    balanceAfter: BigInt(row.balance_after),
  }));
}

/** The member's yen cash just before `at`, per bucket: each account's balance after its last earlier entry. */
export async function cashBefore(db: Queryable, memberId: number, at: Date): Promise<{ available: bigint; frozen: bigint }> {
  const { rows } = await db.query<{ bucket: 'available' | 'frozen'; cash: string }>(
    `SELECT bucket, sum(balance_after)::text AS cash FROM (
       SELECT DISTINCT ON (account_id) bucket, balance_after FROM member_cash_movements
        WHERE member_id = $1 AND currency = 'JPY' AND created_at < $2
        ORDER BY account_id, entry_id DESC
     ) last GROUP BY bucket`,
    [memberId, at],
  );
  const of = (bucket: string) => BigInt(rows.find((row) => row.bucket === bucket)?.cash ?? '0');
  return { available: of('available'), frozen: of('frozen') };
}

/** When the member's first yen cash movement was, or null: the first month a statement is owed for. */
export async function firstCashMovement(db: Queryable, memberId: number): Promise<Date | null> {
  const { rows } = await db.query<{ first: Date | null }>(
    `SELECT min(created_at) AS first FROM member_cash_movements WHERE member_id = $1 AND currency = 'JPY'`,
    [memberId],
  );
  return rows[0]?.first ?? null;
}

export interface EntryPostingRow {
  entryId: bigint;
  accountKey: string;
  amount: bigint;
  at: Date;
}

/** The postings of the member's entries of `reason` with these references (a fill's order, a close's position). */
export async function entryPostings(
  db: Queryable,
  memberId: number,
  reason: string,
  references: readonly string[],
): Promise<Map<string, EntryPostingRow[]>> {
  const { rows } = await db.query<{ entry_id: string; reference: string; key: string; amount: string; created_at: Date }>(
    `SELECT e.id AS entry_id, e.reference, a.key, p.amount, e.created_at
       FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE e.member_id = $1 AND e.reason = $2 AND e.reference = ANY($3::text[])
      ORDER BY e.id, p.id`,
    [memberId, reason, references],
  );
  const byReference = new Map<string, EntryPostingRow[]>();
  for (const row of rows) {
    const list = byReference.get(row.reference) ?? [];
    list.push({ entryId: BigInt(row.entry_id), accountKey: row.key, amount: BigInt(row.amount), at: row.created_at });
    byReference.set(row.reference, list);
  }
  return byReference;
}

export interface TaxLineRow {
  entryId: bigint;
  reason: 'tax_withheld' | 'tax_refunded';
  reference: string;
  at: Date;
  /** Yen the member paid (withheld) or received (refunded), positive. */
  amount: bigint;
}

/**
 * Issue 34's tax lines of the member, read by their ledger reasons: each the yen that left (withheld)
 * or reached (refunded) the member's available cash, between two instants or for given closed
 * positions (their reference). This is the one place documents read tax from; until issue 34 posts
 * these reasons there are none and every tax figure is 0.
 */
export async function taxLines(
  db: Queryable,
  memberId: number,
  filter: { from: Date; to: Date } | { references: readonly string[] },
): Promise<TaxLineRow[]> {
  const byPeriod = 'from' in filter;
  const { rows } = await db.query<{
    entry_id: string;
    reason: 'tax_withheld' | 'tax_refunded';
    reference: string;
    created_at: Date;
    amount: string;
  }>(
    `SELECT entry_id, reason, reference, created_at, abs(sum(amount))::text AS amount FROM member_cash_movements
      WHERE member_id = $1 AND currency = 'JPY' AND reason IN ('tax_withheld', 'tax_refunded')
        AND ${byPeriod ? 'created_at >= $2 AND created_at < $3' : 'reference = ANY($2::text[])'}
      GROUP BY entry_id, reason, reference, created_at ORDER BY entry_id`,
    byPeriod ? [memberId, filter.from, filter.to] : [memberId, filter.references],
  );
  return rows.map((row) => ({
    entryId: BigInt(row.entry_id),
    reason: row.reason,
    reference: row.reference,
    at: row.created_at,
    amount: BigInt(row.amount),
  }));
}
