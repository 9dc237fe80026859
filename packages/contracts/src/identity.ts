/** Requests and replies of the member's own account: passwords, verification, bank cards, messages. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  empty,
  idNumber,
  isoTime,
  newPasswordSchema,
  noData,
  pageOf,
  pageRequest,
  passwordSchema,
  plainText,
  requiredString,
} from './primitives';
import { stepUpTokenField } from './passkeys';

const confirmation = plainText.min(1, { error: 'required' });

export const changePasswordRequest = z
  .object({ oldPassword: passwordSchema, newPassword: newPasswordSchema, confirmPassword: confirmation })
  .refine((body) => body.newPassword === body.confirmPassword, { error: 'passwords_differ', path: ['confirmPassword'] });

/** A fund password is exactly six digits. */
export const fundPasswordSchema = plainText.min(1, { error: 'required' }).regex(/^\d{6}$/, { error: 'fund_password_rule' });

/** The first time with the login password; afterwards with the old fund password. */
export const setFundPasswordRequest = z
  .object({
    loginPassword: plainText.max(256, { error: 'too_long' }).optional(),
    oldFundPassword: plainText.max(64, { error: 'too_long' }).optional(),
    fundPassword: fundPasswordSchema,
    confirmFundPassword: confirmation,
  })
  .refine((body) => body.fundPassword === body.confirmFundPassword, { error: 'passwords_differ', path: ['confirmFundPassword'] });

export const uploadReply = z.object({ fileId: z.string() });

const fileId = requiredString.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'invalid_format' });

export const realNameRequest = z.object({
  name: requiredString.max(100, { error: 'too_long' }),
  idNumber: requiredString.regex(/^[A-Za-z0-9-]{4,32}$/, { error: 'invalid_format' }),
  frontImage: fileId,
  backImage: fileId,
});
export const realNameReply = z.object({ kycStatus: z.literal('pending') });

/** Kinds of rows in bank_cards. Members add only Japanese bank accounts now; older rows keep their kind. */
export const cardTypes = ['bank_account', 'debit_card', 'india_bank_account'] as const;

/** A Japanese account is 普通 (ordinary) or 当座 (current). */
export const accountTypes = ['futsu', 'toza'] as const;

/** The holder as the bank writes it: full-width katakana (ー included), words split by spaces. */
export const holderKanaPattern = /^[\u30A1-\u30FC]+(?:[ \u3000]+[\u30A1-\u30FC]+)*$/u;

/**
 * A Japanese bank account. `cardNumber` keeps its name (the rows, the masking and every list use it)
 * but holds the 7-digit account number; `accountType` is a field of its own so that `cardType` keeps
 * describing old rows. Indian accounts (IFSC, UPI) can no longer be added: those keys are unknown.
 */
export const addBankCardRequest = z.object({
  holderName: requiredString.max(100, { error: 'too_long' }),
  holderNameKana: requiredString.max(60, { error: 'too_long' }).regex(holderKanaPattern, { error: 'holder_kana_rule' }),
  cardNumber: requiredString.regex(/^\d{7}$/, { error: 'account_number_rule' }),
  accountType: z.enum(accountTypes, { error: 'required' }),
  bankName: requiredString.max(100, { error: 'too_long' }),
  branchName: requiredString.max(100, { error: 'too_long' }),
  branchCode: requiredString.regex(/^\d{3}$/, { error: 'branch_code_rule' }),
  stepUpToken: stepUpTokenField.optional(),
});

export const bankCardSchema = z.object({
  id: z.number().int(),
  holderName: z.string(),
  cardNumberMasked: z.string(),
  cardType: z.enum(cardTypes),
  /** Null on rows added before Japanese accounts (debit cards, Indian accounts). */
  accountType: z.enum(accountTypes).nullable(),
  holderNameKana: z.string().nullable(),
  bankName: z.string(),
  branchName: z.string(),
  branchCode: z.string(),
  ifsc: z.string().nullable(),
  upi: z.string().nullable(),
  addedAt: isoTime,
  /** A new card receives no withdrawal until this time: a cool-down against account takeover. */
  withdrawableFrom: isoTime,
  coolingDown: z.boolean(),
});
export type BankCard = z.infer<typeof bankCardSchema>;
export const bankCardsReply = z.array(bankCardSchema);
export const idRequest = z.object({ id: idNumber });
export const removeBankCardRequest = idRequest.extend({ stepUpToken: stepUpTokenField.optional() });
export const addBankCardReply = z.object({ id: z.number().int() });

export const messageKinds = [
  'kyc_verified',
  'kyc_rejected',
  'card_added',
  'card_removed',
  'password_changed',
  'fund_password_set',
  'new_sign_in',
  'sign_up_attempt',
  'recovery_requested',
  'account_restricted',
  'deposit_passed',
  'deposit_rejected',
  'withdrawal_passed',
  'withdrawal_rejected',
  'order_filled',
  'order_expired',
  'order_triggered',
  'exit_triggered',
  'exit_closed',
  'exits_not_set',
  'order_rejected',
  'margin_warning',
  'position_liquidated',
  'position_day_closed',
  'passkey_added',
  'passkey_removed',
  'passkey_disowned',
  'ipo_won',
  'ipo_lost',
  'ipo_payment_due',
  'ipo_forfeited',
  'price_alert',
  'referral_rewarded',
  'loan_passed',
  'loan_rejected',
  'loan_repaid',
  'loan_overdue',
  'loan_ltv_warning',
  'loan_forced_sale',
  'offer_allotted',
  'offer_not_allotted',
  'offer_rejected',
  'copy_stop_loss',
  'copy_strategy_stopped',
] as const;
export const messageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(messageKinds),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: isoTime,
});
export const messagesRequest = pageRequest;
export const messagesReply = pageOf(messageSchema).extend({ unread: z.number().int() });

/** The member app's calls: Passwords, verification, bank cards and notices. `memberApi` puts every group together. */
export const identityMemberApi = {
  changePassword: endpoint({
    path: '/user/changePassword',
    access: 'member',
    summary: 'Change the login password; every other session ends',
    request: changePasswordRequest,
    reply: noData,
  }),
  setFundPassword: endpoint({
    path: '/user/setFundPassword',
    access: 'member',
    summary: 'Set the six-digit fund password (with the login password) or change it (with the old one)',
    request: setFundPasswordRequest,
    reply: noData,
  }),
  upload: endpoint({
    path: '/user/upload',
    access: 'member',
    summary: 'Upload an identity photo (multipart field `file`: JPEG, PNG or WebP, at most 5 MB)',
    request: noData,
    reply: uploadReply,
  }),
  realName: endpoint({
    path: '/user/realName',
    access: 'member',
    summary: 'Submit name, ID number and both ID photos for verification',
    request: realNameRequest,
    reply: realNameReply,
  }),
  bankCards: endpoint({
    path: '/user/bankCards',
    access: 'member',
    summary: 'My bank cards',
    request: empty,
    reply: bankCardsReply,
  }),
  addBankCard: endpoint({
    path: '/user/addBankCard',
    access: 'member',
    summary: 'Add a bank card in my verified name',
    request: addBankCardRequest,
    reply: addBankCardReply,
  }),
  removeBankCard: endpoint({
    path: '/user/removeBankCard',
    access: 'member',
    summary: 'Remove one of my bank cards',
    request: removeBankCardRequest,
    reply: noData,
  }),
  messages: endpoint({
    path: '/user/messages',
    access: 'member',
    summary: 'My notices, newest first, with the unread count',
    request: messagesRequest,
    reply: messagesReply,
  }),
  readMessage: endpoint({
    path: '/user/readMessage',
    access: 'member',
    summary: 'Mark a notice read',
    request: idRequest,
    reply: noData,
  }),
} as const;
