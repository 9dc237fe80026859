/**
 * Requests and replies of tax accounts and NISA (`/tax/…`, `/nisa/…`): the member's account type
 * (特定口座 with or without withholding, 一般口座), the year's realised gain and the tax withheld
 * and refunded, NISA's growth allowance; and the back office's view and yearly remittance.
 * Amounts are decimal strings of whole yen; years are JST calendar years.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { decimalString, empty, idNumber, isoTime } from './primitives';

export const taxAccountTypes = ['tokutei_withholding', 'tokutei', 'ippan'] as const;
export const taxAccountTypeSchema = z.enum(taxAccountTypes);
export type TaxAccountTypeName = (typeof taxAccountTypes)[number];
/** Which account an opening order buys in: the taxable one (of the member's type) or NISA. */
export const orderAccounts = ['taxable', 'nisa'] as const;
export const orderAccountSchema = z.enum(orderAccounts);

export const taxAccountReply = z.object({
  /** The type in force this JST year; null until the member chooses. */
  type: taxAccountTypeSchema.nullable(),
  /** The type from 1 January next year (the same unless the member chose a change). */
  nextYearType: taxAccountTypeSchema.nullable(),
  year: z.number().int(),
  /** The year's net realised gain of the taxable account (after fees; negative for a net loss). */
  realizedGain: decimalString,
  withheld: decimalString,
  refunded: decimalString,
  /** Whether a choice may be made now (one a year). */
  canChoose: z.boolean(),
  nisaOpen: z.boolean(),
});
export type TaxAccount = z.infer<typeof taxAccountReply>;

export const taxChooseRequest = z.object({ type: taxAccountTypeSchema });
export const taxChooseReply = z.object({ type: taxAccountTypeSchema, effectiveFrom: z.number().int() });

export const nisaOpenReply = z.object({ openedAt: isoTime });

export const nisaStatusReply = z.object({
  /** Null until the member opens a NISA account. */
  openedAt: isoTime.nullable(),
  year: z.number().int(),
  yearLimit: decimalString,
  yearUsed: decimalString,
  lifetimeLimit: decimalString,
  lifetimeUsed: decimalString,
  /** Cost sold this year: the lifetime limit gives it back on 1 January. */
  freesNextYear: decimalString,
  /** What the next NISA purchase may cost: the smaller of the year's and the lifetime remainder. */
  remaining: decimalString,
});
export type NisaStatusReply = z.infer<typeof nisaStatusReply>;

/** The member calls; spread into `memberApi`. */
export const taxMemberApi = {
  taxAccount: endpoint({
    path: '/tax/account',
    access: 'member',
    summary: 'My tax account type this year and next, and this JST year’s realised gain, tax withheld and refunded',
    request: empty,
    reply: taxAccountReply,
  }),
  taxChoose: endpoint({
    path: '/tax/choose',
    access: 'member',
    summary: 'Choose the tax account type: the first choice applies this year, a later one from next year; one choice a year',
    request: taxChooseRequest,
    reply: taxChooseReply,
  }),
  nisaOpen: endpoint({
    path: '/nisa/open',
    access: 'member',
    summary: 'Open my NISA account (one per member)',
    request: empty,
    reply: nisaOpenReply,
  }),
  nisaStatus: endpoint({
    path: '/nisa/status',
    access: 'member',
    summary: 'NISA growth allowance: this year’s and the lifetime limit, used and remaining, and what frees next year',
    request: empty,
    reply: nisaStatusReply,
  }),
} as const;

export const memberTaxRequest = z.object({ userId: idNumber });
export const memberTaxReply = z.object({
  account: taxAccountReply,
  nisa: nisaStatusReply,
  choices: z.array(z.object({ type: taxAccountTypeSchema, effectiveYear: z.number().int(), chosenAt: isoTime })),
});

export const taxYearRequest = z.object({ year: z.number({ error: 'required' }).int().min(2000).max(2999) });
export const taxLedgerReply = z.object({
  /** What the withheld-tax account holds now: withheld, less refunded, less remitted. */
  balance: decimalString,
  years: z.array(
    z.object({
      year: z.number().int(),
      withheld: decimalString,
      refunded: decimalString,
      /** Withheld less refunded: what the year owes the tax office. */
      due: decimalString,
      remittedAt: isoTime.nullable(),
    }),
  ),
});
export const taxRemitReply = z.object({ year: z.number().int(), amount: decimalString, remittedAt: isoTime });

/** The staff calls; spread into `adminApi`. */
export const taxAdminApi = {
  memberTax: endpoint({
    path: '/tax/member',
    access: 'staff',
    summary: 'A member’s tax account: type by year, the year’s gain, withheld and refunded, and NISA',
    request: memberTaxRequest,
    reply: memberTaxReply,
  }),
  taxLedger: endpoint({
    path: '/tax/ledger',
    access: 'staff',
    summary: 'The withheld-tax account’s balance and each year’s withheld, refunded, due and remittance',
    request: empty,
    reply: taxLedgerReply,
  }),
  taxRemit: endpoint({
    path: '/tax/remit',
    access: 'staff',
    roles: ['owner'],
    summary: 'Remit a finished JST year’s withheld tax to the tax office; the amount is the ledger’s, never typed',
    request: taxYearRequest,
    reply: taxRemitReply,
  }),
} as const;
