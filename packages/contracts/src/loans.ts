/** Requests and replies of securities-backed loans (`/loan/…`) and the back office's loan queue (`/loans/…`). */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { queueRequest } from './admin';
import { amountInput } from './funds';
import { decimalString, empty, idNumber, isoTime, pageOf, pageRequest } from './primitives';

export const loanStatuses = ['pending', 'active', 'rejected', 'repaid'] as const;
export const loanStatusSchema = z.enum(loanStatuses);

/** A threshold of the LTV gauge and the fall in all prices that would reach it (null: no fall can). */
export const loanThresholdSchema = z.object({
  kind: z.enum(['noBorrowing', 'warning', 'forcedSale']),
  ltvPct: decimalString,
  fallPct: decimalString.nullable(),
});

export const loanQuotaReply = z.object({
  /** Collateral: the equity of the member's long holding positions at the last prices plus their yen cash. */
  collateralValue: decimalString,
  /** The holdings' part of the collateral. */
  holdingsValue: decimalString,
  /** The yen cash part of the collateral (available JPY). */
  cash: decimalString,
  maxLtvPct: decimalString,
  /** maxLtv × collateral, before what is owed. */
  creditLine: decimalString,
  owed: decimalString,
  /** What may still be borrowed: creditLine − owed, never below zero. */
  available: decimalString,
  /** The yen cash that may leave now (withdrawal, exchange, follow, application) and keep owed ≤ maxLtv × collateral. */
  withdrawable: decimalString,
  /** owed ÷ collateral in percent; null when something is owed on no collateral. */
  ltvPct: decimalString.nullable(),
  apr: decimalString,
  termOptions: z.array(z.number().int()),
  thresholds: z.array(loanThresholdSchema),
  /** The member's pending or active loan, if any. */
  openLoanId: z.number().int().nullable(),
});

export const loanApplyRequest = z.object({
  amount: amountInput,
  termDays: z
    .number({ error: 'required' })
    .int({ error: 'invalid_format' })
    .positive({ error: 'not_positive' })
    .max(3650, { error: 'not_allowed_value' }),
});
export const loanApplyReply = z.object({ loanId: z.number().int(), status: z.literal('pending') });

export const loanRepayRequest = z.object({ loanId: idNumber, amount: amountInput });
export const loanRepayReply = z.object({ owed: decimalString, status: loanStatusSchema });

export const loanRecordSchema = z.object({
  id: z.number().int(),
  loanNo: z.string(),
  amount: decimalString,
  /** Interest accrued over the loan's life so far. */
  interest: decimalString,
  owed: decimalString,
  principal: decimalString,
  termDays: z.number().int(),
  apr: decimalString,
  status: loanStatusSchema,
  overdue: z.boolean(),
  reason: z.string().nullable(),
  createdAt: isoTime,
  dueAt: isoTime.nullable(),
  repaidAt: isoTime.nullable(),
});
export const loanRecordsRequest = pageRequest;
export const loanRecordsReply = pageOf(loanRecordSchema);

// Back office

export const loanQueueItemSchema = loanRecordSchema.extend({
  memberId: z.number().int(),
  account: z.string(),
  reviewer: z.string().nullable(),
  reviewedAt: isoTime.nullable(),
});
export const loansQueueRequest = queueRequest;
export const loansListReply = pageOf(loanQueueItemSchema);
export const memberLoansRequest = pageRequest.extend({ userId: idNumber });

/** The member app's calls: Loans against holdings. `memberApi` puts every group together. */
export const loansMemberApi = {
  loanQuota: endpoint({
    path: '/loan/quota',
    access: 'member',
    summary: 'My collateral, credit line, what I owe, the LTV with its thresholds and the fall in prices that reaches each',
    request: empty,
    reply: loanQuotaReply,
  }),
  loanApply: endpoint({
    path: '/loan/apply',
    access: 'member',
    summary: 'Apply for a loan within my available line, for one of the offered terms; staff review it',
    request: loanApplyRequest,
    reply: loanApplyReply,
  }),
  loanRepay: endpoint({
    path: '/loan/repay',
    access: 'member',
    summary: 'Repay up to what is owed from available cash, interest first',
    request: loanRepayRequest,
    reply: loanRepayReply,
  }),
  loanRecords: endpoint({
    path: '/loan/records',
    access: 'member',
    summary: 'My loans, newest first, in every state',
    request: loanRecordsRequest,
    reply: loanRecordsReply,
  }),
} as const;
