/** SQL of the `loans` table (owned here), and the queue that joins identity's and the back office's published views. */
import { asMemberId, startsWithPattern, type MemberId } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export type LoanStatus = 'pending' | 'active' | 'rejected' | 'repaid';

export interface LoanRow {
  id: number;
  memberId: MemberId;
  amount: bigint;
  termDays: number;
  apr: string;
  status: LoanStatus;
  principal: bigint;
  interest: bigint;
  interestAccrued: bigint;
  principalDays: bigint;
  accruedThrough: string | null;
  repayments: number;
  reason: string | null;
  reviewedAt: Date | null;
  dueAt: Date | null;
  repaidAt: Date | null;
  overdueNotifiedOn: string | null;
  warnedOn: string | null;
  createdAt: Date;
}

/** L-12: the loan's number, and the reference of its ledger entries. */
export const loanNo = (id: number) => `L-${id}`;

const columns = `id, member_id, amount, term_days, apr::text AS apr, status, principal, interest, interest_accrued,
  principal_days, to_char(accrued_through, 'YYYY-MM-DD') AS accrued_through, repayments, reason, reviewed_at, due_at,
  repaid_at, to_char(overdue_notified_on, 'YYYY-MM-DD') AS overdue_notified_on, to_char(warned_on, 'YYYY-MM-DD') AS warned_on,
  created_at`;

interface LoanRecord {
  id: number;
  member_id: number;
  amount: string;
  term_days: number;
  apr: string;
  status: LoanStatus;
  principal: string;
  interest: string;
  interest_accrued: string;
  principal_days: string;
  accrued_through: string | null;
  repayments: number;
  reason: string | null;
  reviewed_at: Date | null;
  due_at: Date | null;
  repaid_at: Date | null;
  overdue_notified_on: string | null;
  warned_on: string | null;
  created_at: Date;
}

function toLoan(row: LoanRecord): LoanRow {
  return {
    id: row.id,
    memberId: asMemberId(row.member_id),
    amount: BigInt(row.amount),
    termDays: row.term_days,
    apr: row.apr,
    status: row.status,
    principal: BigInt(row.principal),
    interest: BigInt(row.interest),
    interestAccrued: BigInt(row.interest_accrued),
    principalDays: BigInt(row.principal_days),
    accruedThrough: row.accrued_through,
    repayments: row.repayments,
    reason: row.reason,
    reviewedAt: row.reviewed_at,
    dueAt: row.due_at,
    repaidAt: row.repaid_at,
    overdueNotifiedOn: row.overdue_notified_on,
    warnedOn: row.warned_on,
    createdAt: row.created_at,
  };
}

/**
 * A new pending loan, or null when the member already has one pending or active: the partial
 * unique index refuses it in the insert itself, which writes nothing and aborts nothing.
 */
export async function insertLoan(
  tx: Queryable,
  loan: { memberId: number; amount: bigint; termDays: number; apr: string; now: Date },
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO loans (member_id, amount, term_days, apr, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id) WHERE status IN ('pending', 'active') DO NOTHING RETURNING id`,
    [loan.memberId, loan.amount, loan.termDays, loan.apr, loan.now],
  );
  return rows[0]?.id ?? null;
}

export async function findLoan(db: Queryable, id: number): Promise<LoanRow | null> {
  const { rows } = await db.query<LoanRecord>(`SELECT ${columns} FROM loans WHERE id = $1`, [id]);
  return rows[0] ? toLoan(rows[0]) : null;
}

/** Locks a loan for a change; with `memberId`, only that member's. */
export async function lockLoan(tx: Queryable, id: number, memberId?: number): Promise<LoanRow | null> {
  const { rows } = await tx.query<LoanRecord>(
    `SELECT ${columns} FROM loans WHERE id = $1 AND ($2::integer IS NULL OR member_id = $2) FOR UPDATE`,
    [id, memberId ?? null],
  );
  return rows[0] ? toLoan(rows[0]) : null;
}

/** The member's pending or active loan, if any. */
export async function openLoanOf(db: Queryable, memberId: number): Promise<LoanRow | null> {
  const { rows } = await db.query<LoanRecord>(
    `SELECT ${columns} FROM loans WHERE member_id = $1 AND status IN ('pending', 'active')`,
    [memberId],
  );
  return rows[0] ? toLoan(rows[0]) : null;
}

/** Every active loan's id, for the daily run. */
export async function activeLoanIds(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM loans WHERE status = 'active' ORDER BY id`);
  return rows.map((row) => row.id);
}

export async function decideLoan(
  tx: Queryable,
  decision: {
    id: number;
    approve: boolean;
    reason: string;
    reviewerId: number | null;
    now: Date;
    dueAt: Date | null;
    accruedThrough: string | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE loans SET status = $2::text, reason = NULLIF($3::text, ''), reviewer_id = $4, reviewed_at = $5, due_at = $6,
       accrued_through = $7::date, principal = CASE WHEN $2::text = 'active' THEN amount ELSE 0 END
     WHERE id = $1`,
    [
      decision.id,
      decision.approve ? 'active' : 'rejected',
      decision.reason,
      decision.reviewerId,
      decision.now,
      decision.dueAt,
      decision.accruedThrough,
    ],
  );
}

/** The running figures after interest has been accrued through `accruedThrough`. */
export async function saveAccrual(
  tx: Queryable,
  loan: Pick<LoanRow, 'id' | 'interest' | 'interestAccrued' | 'principalDays' | 'accruedThrough'>,
): Promise<void> {
  await tx.query(
    `UPDATE loans SET interest = $2, interest_accrued = $3, principal_days = $4, accrued_through = $5::date WHERE id = $1`,
    [loan.id, loan.interest, loan.interestAccrued, loan.principalDays, loan.accruedThrough],
  );
}

/** What is owed after a repayment; fully repaid, the loan ends. */
export async function saveRepayment(
  tx: Queryable,
  repayment: { id: number; principal: bigint; interest: bigint; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE loans SET principal = $2::bigint, interest = $3::bigint, repayments = repayments + 1,
       status = CASE WHEN $2::bigint = 0 AND $3::bigint = 0 THEN 'repaid' ELSE status END,
       repaid_at = CASE WHEN $2::bigint = 0 AND $3::bigint = 0 THEN $4::timestamptz ELSE repaid_at END
     WHERE id = $1`,
    [repayment.id, repayment.principal, repayment.interest, repayment.now],
  );
}

export async function markOverdueNotified(tx: Queryable, id: number, day: string): Promise<void> {
  await tx.query(`UPDATE loans SET overdue_notified_on = $2::date WHERE id = $1`, [id, day]);
}

export async function markWarned(tx: Queryable, id: number, day: string): Promise<void> {
  await tx.query(`UPDATE loans SET warned_on = $2::date WHERE id = $1`, [id, day]);
}

export async function memberLoans(db: Queryable, memberId: number, page: { page: number; size: number }) {
  const { rows } = await db.query<LoanRecord & { total: string }>(
    `SELECT ${columns}, count(*) OVER () AS total FROM loans WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.size, (page.page - 1) * page.size],
  );
  return { rows: rows.map(toLoan), total: Number(rows[0]?.total ?? 0) };
}

export interface QueueFilter {
  status?: string;
  keyword?: string;
  memberId?: number;
  page: number;
  size: number;
}

/** Loans for staff, newest first, each with the member's account and the reviewer's name. */
export async function loanQueue(db: Queryable, filter: QueueFilter) {
  const { rows } = await db.query<LoanRecord & { account: string; reviewer: string | null; total: string }>(
    `SELECT l.*, m.account, s.username AS reviewer, count(*) OVER () AS total
       FROM (SELECT ${columns}, reviewer_id FROM loans) l JOIN member_directory m ON m.member_id = l.member_id LEFT JOIN staff_directory s ON s.staff_id = l.reviewer_id
      WHERE ($1::text IS NULL OR l.status = $1) AND ($2::text IS NULL OR m.account LIKE $2)
        AND ($3::integer IS NULL OR l.member_id = $3)
      ORDER BY l.id DESC LIMIT $4 OFFSET $5`,
    [
      filter.status || null,
      startsWithPattern(filter.keyword),
      filter.memberId ?? null,
      filter.size,
      (filter.page - 1) * filter.size,
    ],
  );
  return {
    rows: rows.map((row) => ({ ...toLoan(row), account: row.account, reviewer: row.reviewer })),
    total: Number(rows[0]?.total ?? 0),
  };
}
