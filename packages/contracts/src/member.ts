/** Requests and replies of the member app's calls (`/api/vue/...`). */
import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  accountSchema,
  currencySchema,
  decimalString,
  empty,
  newPasswordSchema,
  noData,
  passwordSchema,
  plainText,
  requiredString,
} from './primitives';
import { configEntrySchema } from './config';

export const configRequest = z.object({ type: z.literal('all').default('all') });
export const configReply = z.array(configEntrySchema);

export const textNames = ['privacy', 'about', 'tradeRules'] as const;
export const textRequest = z.object({ name: z.enum(textNames, { error: 'not_allowed_value' }) });
export const textReply = z.object({ title: z.string(), body: z.string() });

export const registerRequest = z
  .object({
    account: accountSchema,
    password: newPasswordSchema,
    confirmPassword: plainText.min(1, { error: 'required' }),
    inviteCode: requiredString.max(32, { error: 'too_long' }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    error: 'passwords_differ',
    path: ['confirmPassword'],
  });
export const signInReply = z.object({ token: z.string(), account: z.string() });

export const loginRequest = z.object({
  account: accountSchema,
  password: passwordSchema,
  agree: z.literal(true, { error: 'agreement_required' }),
});

export const kycStatuses = ['unverified', 'pending', 'verified', 'rejected'] as const;

export const restrictionsSchema = z.object({
  frozen: z.boolean(),
  loginBanned: z.boolean(),
  disabled: z.boolean(),
  tradeBarred: z.boolean(),
  withdrawBarred: z.boolean(),
});
export type Restrictions = z.infer<typeof restrictionsSchema>;

export const userInfoReply = z.object({
  account: z.string(),
  inviteCode: z.string(),
  kycStatus: z.enum(kycStatuses),
  /** The reviewer's reason when verification was rejected. */
  kycReason: z.string().nullable(),
  realName: z.string().nullable(),
  idNumberMasked: z.string().nullable(),
  hasFundPassword: z.boolean(),
  unreadMessages: z.number().int(),
  restrictions: restrictionsSchema,
  totalAssets: decimalString,
  available: decimalString,
  frozen: decimalString,
  /** Unrealised P&L of the open positions at the last price, in yen; included in `totalAssets`. */
  profit: decimalString,
  /**
   * The day's P&L in yen: open positions from the previous close (or their cost if opened today)
   * to the last price, positions closed today to their close, less today's fees and duty.
   */
  dayPnl: decimalString,
  usdAmount: decimalString,
  balances: z.array(
    z.object({ currency: currencySchema, available: decimalString, frozen: decimalString, margin: decimalString }),
  ),
  creditScore: z.number().int(),
  creditLine: decimalString,
  borrowed: decimalString,
  /**
   * The yen that may leave the available balance now: all of it with no loan owed; with one, what
   * keeps owed ≤ loanMaxLtv × (holdings + cash left), since cash is collateral too.
   */
  withdrawable: decimalString,
});
export type UserInfo = z.infer<typeof userInfoReply>;

/** The member app's calls: The settings, the texts, opening an account, signing in and out, and the member. `memberApi` puts every group together. */
export const accountMemberApi = {
  config: endpoint({
    path: '/common/config',
    access: 'public',
    summary: 'Public settings of the app',
    request: configRequest,
    reply: configReply,
  }),
  text: endpoint({
    path: '/common/text',
    access: 'public',
    summary: 'A document (privacy, about, trading rules) in the language of the request',
    request: textRequest,
    reply: textReply,
  }),
  register: endpoint({
    path: '/user/register',
    access: 'public',
    summary: 'Open an account with a phone number and an invite code',
    request: registerRequest,
    reply: signInReply,
  }),
  login: endpoint({
    path: '/user/login',
    access: 'public',
    summary: 'Sign in',
    request: loginRequest,
    reply: signInReply,
  }),
  logout: endpoint({
    path: '/user/logout',
    access: 'member',
    summary: 'End this session',
    request: empty,
    reply: noData,
  }),
  info: endpoint({
    path: '/user/info',
    access: 'member',
    summary: 'The signed-in member, their state and their assets',
    request: empty,
    reply: userInfoReply,
  }),
} as const;
