/** Requests and replies of deposits, withdrawals, exchange, fund records and the ledger views. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { queueRequest } from './admin';
import {
  currencySchema,
  decimalString,
  empty,
  idNumber,
  isoTime,
  pageOf,
  pageRequest,
  plainText,
  requiredString,
  withinAmountMaximum,
} from './primitives';
import { stepUpTokenField } from './passkeys';

/**
 * An amount as the member typed it; the server checks it against the currency's decimals. More
 * than `amountWholeDigitsMax` digits before the point is refused here (`too_large`), before any
 * arithmetic: such an amount would not fit the database once scaled to minor units.
 */
export const amountInput = plainText
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'too_long' })
  .refine(withinAmountMaximum, { error: 'too_large' });

export const payeeSchema = z.object({
  bankName: z.string(),
  branchName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});

export const depositChannelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: currencySchema,
  min: decimalString,
  max: decimalString,
  hours: z.string(),
  days: z.enum(['weekdays', 'all']),
  payee: payeeSchema,
});
export const depositChannelsReply = z.array(depositChannelSchema);

export const depositRequest = z.object({
  channelId: idNumber,
  amount: amountInput,
  currency: currencySchema,
  receiptImage: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'invalid_format' })
    .optional(),
});
export const depositReply = z.object({
  orderNo: z.string(),
  /** The code the member writes in the transfer so that staff can match the money to the order. */
  reference: z.string(),
  status: z.literal('pending'),
  amount: decimalString,
  currency: currencySchema,
  payee: payeeSchema,
});

export const withdrawRequest = z.object({
  bankCardId: idNumber,
  amount: amountInput,
  currency: currencySchema,
  fundPassword: requiredString.max(64, { error: 'too_long' }),
  stepUpToken: stepUpTokenField.optional(),
});
export const withdrawReply = z.object({ orderNo: z.string(), status: z.literal('pending') });

export const ratesReply = z.array(
  z.object({ base: z.literal('USD'), quote: currencySchema, rate: decimalString, updatedAt: isoTime }),
);

export const exchangeQuoteRequest = z
  .object({ from: currencySchema, to: currencySchema, amount: amountInput })
  .refine((body) => body.from !== body.to, { error: 'same_currency', path: ['to'] });
export const exchangeQuoteReply = z.object({
  debited: decimalString,
  credited: decimalString,
  /** Units of `to` per one unit of `from`. */
  rate: decimalString,
  /** The minute whose rates priced this quote (or this exchange). */
  rateTime: isoTime,
});
export const exchangeRequest = z
  .object({
    from: currencySchema,
    to: currencySchema,
    amount: amountInput,
    /**
     * The least the member accepts to be credited, normally the quote they confirmed. The
     * exchange is always priced at the current rate (a member never picks an older one); this
     * only refuses it, with `rate_changed`, when the current rate credits less.
     */
    minCredited: amountInput.optional(),
  })
  .refine((body) => body.from !== body.to, { error: 'same_currency', path: ['to'] });
export const exchangeReply = exchangeQuoteReply.extend({ orderNo: z.string() });

/** Why money moved: the reason of every ledger entry (packages/domain/src/ledger.ts `reasonCodes`). */
export const postingReasons = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_settle',
  'exchange',
  'order_hold',
  'order_release',
  'application_hold',
  'application_release',
  'allotment_payment',
  'allotment_refund',
  'fill',
  'fee',
  'tax',
  'margin_hold',
  'margin_release',
  'close',
  'reward',
  'loan_disbursal',
  'loan_repayment',
  'loan_interest',
  'copy_funding',
  'copy_return',
  'copy_fee',
  'strategy_funding',
  // Tax accounts (issue 34): withheld at a sale in a 特定口座 with withholding, refunded when a
  // later loss of the year lowers it, and remitted by the house to the tax office.
  'tax_withheld',
  'tax_refunded',
  'tax_remitted',
] as const;
export type PostingReason = (typeof postingReasons)[number];

/** A record's type, one per domain that moves a member's cash; each reason has one (domain `recordTypeOf`). */
export const recordTypes = ['deposit', 'withdraw', 'exchange', 'trade', 'offering', 'loan', 'reward', 'copy', 'tax'] as const;
export const recordsRequest = pageRequest.extend({ type: z.enum(recordTypes).optional() });
/**
 * One line of the statement: what one ledger entry did to one of the member's cash accounts (the
 * available or the frozen money of one currency), with that account's balance after it. `orderNo`
 * and `reference` are both the entry's reference (the deposit, order, IPO application, loan…).
 */
export const fundRecordSchema = z.object({
  id: z.string(),
  type: z.enum(recordTypes),
  reason: z.enum(postingReasons),
  bucket: z.enum(['available', 'frozen']),
  amount: decimalString,
  balanceAfter: decimalString,
  currency: currencySchema,
  orderNo: z.string(),
  reference: z.string(),
  status: z.enum(['pending', 'passed', 'rejected', 'done']),
  remark: z.string(),
  createdAt: isoTime,
});
export const recordsReply = pageOf(fundRecordSchema);

/** What a hold is for, as the domain that placed it names it. */
export const holdKinds = ['ipo', 'block', 'placement', 'auction', 'order', 'withdrawal', 'other'] as const;
/** Where the thing a hold is for stands now (an IPO application after the draw is `awaitingPayment`). */
export const holdStates = [
  'waitingDraw',
  'awaitingPayment',
  'underReview',
  'accepted',
  'untilClose',
  'untilFilled',
  'untilPaidOut',
  'held',
] as const;
export const holdSchema = z.object({
  reference: z.string(),
  purpose: z.enum(['withdrawal', 'order', 'application']),
  currency: currencySchema,
  amount: decimalString,
  createdAt: isoTime,
  kind: z.enum(holdKinds),
  /** The offering's or stock's name in the member's language; the bank's for a withdrawal. */
  name: z.string(),
  symbol: z.string().nullable(),
  state: z.enum(holdStates),
  /** When the state ends: the draw, the payment deadline, the close. */
  until: isoTime.nullable(),
  /** An IPO application's lots: applied for, or allotted once drawn. */
  lots: z.number().int().nullable(),
  /** An order's or a block trade's shares. */
  shares: z.number().int().nullable(),
  price: decimalString.nullable(),
  direction: z.enum(['long', 'short']).nullable(),
});
export const holdsReply = z.array(holdSchema);
export type Hold = z.infer<typeof holdSchema>;

// Back office

const reviewItem = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  amount: decimalString,
  currency: currencySchema,
  status: z.enum(['pending', 'passed', 'rejected']),
  reason: z.string().nullable(),
  reviewer: z.string().nullable(),
  createdAt: isoTime,
  reviewedAt: isoTime.nullable(),
});
export const depositItemSchema = reviewItem.extend({
  reference: z.string(),
  channel: z.string(),
  receiptImage: z.string().nullable(),
});
export const withdrawalItemSchema = reviewItem.extend({
  holderName: z.string(),
  /** The holder as the bank writes it; null for cards added before Japanese accounts. */
  holderNameKana: z.string().nullable(),
  cardNumberMasked: z.string(),
  bankName: z.string(),
  branchName: z.string(),
});
export const depositsListReply = pageOf(depositItemSchema);
export const withdrawalsListReply = pageOf(withdrawalItemSchema);
export const fundsQueueRequest = queueRequest;

export const channelSaveRequest = z.object({
  id: idNumber.optional(),
  name: requiredString.max(60, { error: 'too_long' }),
  currency: currencySchema,
  min: amountInput,
  max: amountInput,
  bankName: requiredString.max(100, { error: 'too_long' }),
  branchName: requiredString.max(100, { error: 'too_long' }),
  accountNumber: requiredString.regex(/^[0-9-]{4,34}$/, { error: 'invalid_format' }),
  accountName: requiredString.max(100, { error: 'too_long' }),
  active: z.boolean().default(true),
});
export const channelAdminSchema = depositChannelSchema.omit({ hours: true, days: true }).extend({ active: z.boolean() });
export const channelsListReply = z.array(channelAdminSchema);

export const trialBalanceReply = z.array(
  z.object({
    currency: currencySchema,
    sum: decimalString,
    accounts: z.number().int(),
    mismatches: z.number().int(),
    mismatchedAccounts: z.array(
      z.object({ key: z.string(), cached: decimalString, posted: decimalString, difference: decimalString }),
    ),
  }),
);

export const memberLedgerRequest = z.object({
  userId: idNumber,
  page: z.number().int().min(1).max(1_000_000).default(1),
});
export const memberLedgerReply = z.object({
  balances: z.array(
    z.object({ currency: currencySchema, available: decimalString, frozen: decimalString, margin: decimalString }),
  ),
  holds: holdsReply,
  entries: z.array(
    z.object({
      id: z.string(),
      reason: z.string(),
      reference: z.string(),
      createdAt: isoTime,
      postings: z.array(z.object({ account: z.string(), amount: decimalString, currency: currencySchema })),
    }),
  ),
});

/** The member app's calls: Deposits, withdrawals, exchange and the fund records. `memberApi` puts every group together. */
export const fundsMemberApi = {
  depositChannels: endpoint({
    path: '/funds/depositChannels',
    access: 'member',
    summary: "The firm's own bank accounts to pay deposits into",
    request: empty,
    reply: depositChannelsReply,
  }),
  deposit: endpoint({
    path: '/funds/deposit',
    access: 'member',
    summary: 'Announce a deposit; staff credit it when the transfer with its reference arrives',
    request: depositRequest,
    reply: depositReply,
  }),
  withdraw: endpoint({
    path: '/funds/withdraw',
    access: 'member',
    summary: 'Ask for a withdrawal to one of my cards; the amount is held at once',
    request: withdrawRequest,
    reply: withdrawReply,
  }),
  rates: endpoint({
    path: '/funds/rates',
    access: 'public',
    summary: 'Mid rates per US dollar, this minute',
    request: empty,
    reply: ratesReply,
  }),
  exchangeQuote: endpoint({
    path: '/funds/exchangeQuote',
    access: 'member',
    summary: 'What an exchange would debit and credit at this minute’s mid rate, no fee',
    request: exchangeQuoteRequest,
    reply: exchangeQuoteReply,
  }),
  exchange: endpoint({
    path: '/funds/exchange',
    access: 'member',
    summary: 'Exchange between two currencies at the quoted minute’s mid rate, no fee',
    request: exchangeRequest,
    reply: exchangeReply,
  }),
  records: endpoint({
    path: '/funds/records',
    access: 'member',
    summary: 'My fund records, newest first',
    request: recordsRequest,
    reply: recordsReply,
  }),
  holds: endpoint({
    path: '/funds/holds',
    access: 'member',
    summary: 'Money set aside and what for',
    request: empty,
    reply: holdsReply,
  }),
} as const;
