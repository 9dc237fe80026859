/**
 * The SQL of funds' read-only lists: the member's fund records (the ledger's published
 * member_cash_movements view with funds' own orders) and the back office's review queues, which
 * join identity's and the back office's published views (migrations/009_published_views.sql),
 * never their tables.
 */
import { postingReasons, type Currency, type PostingReason } from '@kabuto/contracts';
import {
  formatAmount,
  maskCardNumber,
  money,
  reasonsOfRecordType,
  recordTypeOf,
  startsWithPattern,
  type FundRecordType,
} from '@kabuto/domain';
import type { Queryable } from '../db/database';
import { depositOrderNo, withdrawalOrderNo } from './fund-orders.repository';

const amount = (currency: Currency, minor: string) => formatAmount(money(currency, BigInt(minor)));

interface RecordRow {
  entry_id: string;
  currency: Currency;
  bucket: 'available' | 'frozen';
  reason: string;
  reference: string;
  created_at: Date;
  amount: string;
  balance_after: string;
  status: 'pending' | 'passed' | 'rejected' | 'done';
  remark: string;
  total: string;
}

/**
 * A member's statement, newest entry first: the ledger's rows for the member's cash
 * (`member_cash_movements`, one per entry and account) with, for funds' own orders, the order's
 * state and the reviewer's note (an exchange's remark is the other currency; a reward's says which
 * reward; any other's is the entry's reason). Pages follow the ledger's sequence, never a time.
 */
export async function fundRecords(
  db: Queryable,
  memberId: number,
  filter: { type?: FundRecordType; page: number; size: number },
) {
  const { rows } = await db.query<RecordRow>(
    `WITH page AS (
       SELECT m.*, count(*) OVER () AS total FROM member_cash_movements m
        WHERE m.member_id = $1 AND ($2::text[] IS NULL OR m.reason = ANY($2::text[]))
        ORDER BY m.entry_id DESC, m.currency, m.bucket LIMIT $3 OFFSET $4
     )
     SELECT page.*,
            CASE WHEN page.reason = 'deposit' THEN 'passed'
                 WHEN page.reason LIKE 'withdrawal_%' THEN coalesce(w.status, 'done')
                 ELSE 'done' END AS status,
            CASE WHEN page.reason = 'deposit' THEN coalesce(d.reason, '')
                 WHEN page.reason LIKE 'withdrawal_%' THEN coalesce(w.reason, '')
                 WHEN page.reason = 'exchange' AND x.id IS NOT NULL
                   THEN CASE WHEN page.currency = x.from_currency THEN x.to_currency ELSE x.from_currency END
                 WHEN page.reason = 'reward' AND page.reference LIKE 'REF-%' THEN 'referral_reward'
                 WHEN page.reason = 'reward' THEN 'check_in_reward'
                 ELSE page.reason END AS remark
       FROM page
       LEFT JOIN deposits d ON page.reason = 'deposit' AND d.member_id = $1 AND 'D' || lpad(d.id::text, 8, '0') = page.reference
       LEFT JOIN withdrawals w
         ON page.reason LIKE 'withdrawal_%' AND w.member_id = $1 AND 'W' || lpad(w.id::text, 8, '0') = page.reference
       LEFT JOIN exchanges x ON page.reason = 'exchange' AND x.member_id = $1 AND 'X' || lpad(x.id::text, 8, '0') = page.reference
      ORDER BY page.entry_id DESC, page.currency, page.bucket`,
    [memberId, filter.type ? reasonsOfRecordType(filter.type) : null, filter.size, (filter.page - 1) * filter.size],
  );
  return {
    items: rows.map((row) => ({
      id: `${row.entry_id}-${row.currency}-${row.bucket}`,
      type: recordTypeOf(row.reason),
      reason: postingReason(row.reason),
      bucket: row.bucket,
      amount: amount(row.currency, row.amount),
      balanceAfter: amount(row.currency, row.balance_after),
      currency: row.currency,
      orderNo: row.reference,
      reference: row.reference,
      status: row.status,
      remark: row.remark,
      createdAt: row.created_at.toISOString(),
    })),
    total: Number(rows[0]?.total ?? 0),
    page: filter.page,
    size: filter.size,
  };
}

function postingReason(reason: string): PostingReason {
  const known = postingReasons.find((code) => code === reason);
  if (!known) throw new Error(`ledger reason ${reason} is not a posting reason`);
  return known;
}

interface QueueFilter {
  status?: string;
  keyword?: string;
  page: number;
  size: number;
}

interface QueueRecord {
  id: number;
  member_id: number;
  account: string;
  currency: Currency;
  amount: string;
  status: 'pending' | 'passed' | 'rejected';
  reason: string | null;
  reviewer: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  total: string;
}

function queueItem(row: QueueRecord, orderNo: string) {
  return {
    id: row.id,
    orderNo,
    memberId: row.member_id,
    account: row.account,
    amount: amount(row.currency, row.amount),
    currency: row.currency,
    status: row.status,
    reason: row.reason,
    reviewer: row.reviewer,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

const queueWhere = `WHERE ($1::text IS NULL OR o.status = $1) AND ($2::text IS NULL OR m.account LIKE $2)`;
const queueParams = (filter: QueueFilter) => [
  filter.status || null,
  startsWithPattern(filter.keyword),
  filter.size,
  (filter.page - 1) * filter.size,
];

export async function depositQueue(db: Queryable, filter: QueueFilter) {
  const { rows } = await db.query<QueueRecord & { reference: string; channel: string; receipt_upload_id: string | null }>(
    `SELECT o.*, m.account, s.username AS reviewer, c.name AS channel, count(*) OVER () AS total
       FROM deposits o JOIN member_directory m ON m.member_id = o.member_id JOIN deposit_channels c ON c.id = o.channel_id
       LEFT JOIN staff_directory s ON s.staff_id = o.reviewer_id ${queueWhere} ORDER BY o.id DESC LIMIT $3 OFFSET $4`,
    queueParams(filter),
  );
  return {
    items: rows.map((row) => ({
      ...queueItem(row, depositOrderNo(row.id)),
      reference: row.reference,
      channel: row.channel,
      receiptImage: row.receipt_upload_id,
    })),
    total: Number(rows[0]?.total ?? 0),
    page: filter.page,
    size: filter.size,
  };
}

export async function withdrawalQueue(db: Queryable, filter: QueueFilter) {
  const { rows } = await db.query<
    QueueRecord & {
      holder_name: string;
      holder_name_kana: string | null;
      card_number: string;
      bank_name: string;
      branch_name: string;
    }
  >(
    `SELECT o.*, m.account, s.username AS reviewer, b.holder_name, b.holder_name_kana, b.card_number, b.bank_name, b.branch_name,
            count(*) OVER () AS total
       FROM withdrawals o JOIN member_directory m ON m.member_id = o.member_id JOIN member_card_directory b ON b.card_id = o.bank_card_id
       LEFT JOIN staff_directory s ON s.staff_id = o.reviewer_id ${queueWhere} ORDER BY o.id DESC LIMIT $3 OFFSET $4`,
    queueParams(filter),
  );
  return {
    items: rows.map((row) => ({
      ...queueItem(row, withdrawalOrderNo(row.id)),
      holderName: row.holder_name,
      holderNameKana: row.holder_name_kana,
      cardNumberMasked: maskCardNumber(row.card_number),
      bankName: row.bank_name,
      branchName: row.branch_name,
    })),
    total: Number(rows[0]?.total ?? 0),
    page: filter.page,
    size: filter.size,
  };
}
