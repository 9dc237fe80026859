/**
 * The SQL of funds' read-only lists: the member's fund records (the fund_records view) and the
 * back office's review queues, which join identity's and the back office's published views
 * (migrations/009_published_views.sql), never their tables.
 */
import type { Currency } from '@kabuto/contracts';
import { formatAmount, maskCardNumber, money, startsWithPattern } from '@kabuto/domain';
import type { Queryable } from '../db/database';
import { depositOrderNo, withdrawalOrderNo } from './fund-orders.repository';

const amount = (currency: Currency, minor: string) => formatAmount(money(currency, BigInt(minor)));

export async function fundRecords(db: Queryable, memberId: number, filter: { type?: string; page: number; size: number }) {
  const { rows } = await db.query<{
    id: string;
    type: 'deposit' | 'withdraw' | 'exchange' | 'trade' | 'reward' | 'copy';
    currency: Currency;
    amount: string;
    order_no: string;
    status: 'pending' | 'passed' | 'rejected' | 'done';
    remark: string;
    created_at: Date;
    total: string;
  }>(
    `SELECT *, count(*) OVER () AS total FROM fund_records WHERE member_id = $1 AND ($2::text IS NULL OR type = $2)
      ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [memberId, filter.type ?? null, filter.size, (filter.page - 1) * filter.size],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      amount: amount(row.currency, row.amount),
      currency: row.currency,
      orderNo: row.order_no,
      status: row.status,
      remark: row.remark,
      createdAt: row.created_at.toISOString(),
    })),
    total: Number(rows[0]?.total ?? 0),
    page: filter.page,
    size: filter.size,
  };
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
    QueueRecord & { holder_name: string; card_number: string; bank_name: string; branch_name: string }
  >(
    `SELECT o.*, m.account, s.username AS reviewer, b.holder_name, b.card_number, b.bank_name, b.branch_name, count(*) OVER () AS total
       FROM withdrawals o JOIN member_directory m ON m.member_id = o.member_id JOIN member_card_directory b ON b.card_id = o.bank_card_id
       LEFT JOIN staff_directory s ON s.staff_id = o.reviewer_id ${queueWhere} ORDER BY o.id DESC LIMIT $3 OFFSET $4`,
    queueParams(filter),
  );
  return {
    items: rows.map((row) => ({
      ...queueItem(row, withdrawalOrderNo(row.id)),
      holderName: row.holder_name,
      cardNumberMasked: maskCardNumber(row.card_number),
      bankName: row.bank_name,
      branchName: row.branch_name,
    })),
    total: Number(rows[0]?.total ?? 0),
    page: filter.page,
    size: filter.size,
  };
}
