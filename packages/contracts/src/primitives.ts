/** Field types shared by many calls: accounts, passwords, money, pages. */
import { z } from 'zod';

export const languages = ['en', 'tw', 'jp'] as const;
export type Language = (typeof languages)[number];
export const languageSchema = z.enum(languages);

export const currencies = ['JPY', 'USD', 'CNY', 'TWD', 'HKD', 'THB', 'VND', 'MYR', 'KRW', 'INR'] as const;
export const currencySchema = z.enum(currencies);
export type Currency = z.infer<typeof currencySchema>;

/** Every field is required; an empty string counts as missing. */
export const requiredString = z.string({ error: 'required' }).trim().min(1, { error: 'required' });

/** A member's account is a ten-digit phone number and nothing else. */
// No trimming: a space anywhere is refused, as letters are.
export const accountSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .regex(/^\d{10}$/, { error: 'not_phone_number' });

/** 8 to 64 characters with at least one letter and one digit. */
export const newPasswordSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .regex(/^(?=.*[A-Za-z])(?=.*\d).{8,64}$/s, { error: 'password_rule' });

export const passwordSchema = z.string({ error: 'required' }).min(1, { error: 'required' }).max(256, { error: 'too_long' });

/** Money and prices travel as decimal strings. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);

export const isoTime = z.string();

export const pageRequest = z.object({
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(100).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
}

export const empty = z.object({}).strict();
