/** Field types shared by many calls: accounts, passwords, money, pages. */
import { z } from 'zod';

export const languages = ['en', 'tw', 'jp'] as const;
export type Language = (typeof languages)[number];
export const languageSchema = z.enum(languages);

export const currencies = ['JPY', 'USD', 'CNY', 'TWD', 'HKD', 'THB', 'VND', 'MYR', 'KRW', 'INR'] as const;
export const currencySchema = z.enum(currencies);
export type Currency = z.infer<typeof currencySchema>;

/**
 * Text typed by a person has no use for control characters (NUL, escape, DEL, the C1 block…):
 * they are refused with a 400 before reaching the database, which would fail on NUL. Every
 * string a request carries is one of these two.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole purpose
const noControlCharacters = /^[^\u0000-\u001F\u007F-\u009F]*$/;
/** Multi-line text keeps line breaks and tabs, and nothing else below the space. */
// eslint-disable-next-line no-control-regex -- as above
const noControlCharactersButLines = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

/** One line of text, without control characters. */
export const plainText = z.string({ error: 'required' }).regex(noControlCharacters, { error: 'invalid_format' });

/** Text that may span lines (a news body, a reason), without other control characters. */
export const multilineText = z.string({ error: 'required' }).regex(noControlCharactersButLines, { error: 'invalid_format' });

/** Every field is required; an empty string counts as missing. */
export const requiredString = plainText.trim().min(1, { error: 'required' });

/** A row id: a positive whole number that fits the database's integer columns. */
export const idNumber = z.number({ error: 'required' }).int().positive().max(2_147_483_647, { error: 'invalid_format' });

/** A member's account is a ten-digit phone number and nothing else. */
// No trimming: a space anywhere is refused, as letters are.
export const accountSchema = plainText.min(1, { error: 'required' }).regex(/^\d{10}$/, { error: 'not_phone_number' });

/** 8 to 64 characters with at least one letter and one digit. */
export const newPasswordSchema = plainText
  .min(1, { error: 'required' })
  .regex(/^(?=.*[A-Za-z])(?=.*\d).{8,64}$/s, { error: 'password_rule' });

export const passwordSchema = plainText.min(1, { error: 'required' }).max(256, { error: 'too_long' });

/**
 * The most digits an amount a request carries may have before the point: below a trillion units
 * of any currency (a business limit far above any deposit, loan or copy). Scaled to minor units
 * (at most two decimals) that stays below 10^14, deep inside the database's bigint
 * (9.2 × 10^18), leaving room for sums and for the widest exchange rate (about 26,000 đồng to the
 * dollar) applied to it.
 */
export const amountWholeDigitsMax = 12;

/**
 * Whether a typed amount is within `amountWholeDigitsMax` (leading zeros and a sign aside). Text
 * that is not a number passes, for the server's own parsing to refuse with its code.
 */
export function withinAmountMaximum(text: string): boolean {
  const whole = /^\s*[+-]?0*(\d*)/.exec(text)?.[1] ?? '';
  return whole.length <= amountWholeDigitsMax;
}

/** Money and prices travel as decimal strings. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);

export const isoTime = z.string();

/** A time a request sends: parsed by the schema (ISO 8601 with a zone), so a bad one is a 400, not a database error. */
export const isoTimeInput = z.iso.datetime({ offset: true, error: 'invalid_format' });

export const pageRequest = z.object({
  page: z.number().int().min(1).max(1_000_000).default(1),
  size: z.number().int().min(1).max(100).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
}

export const empty = z.object({}).strict();
/** The data of a reply that carries none. */
export const noData = z.object({});
