/**
 * Account recovery: a member who forgot the login password and holds a passkey signs in with it,
 * then sets a new password without the old one, proven by a fresh passkey step-up for `password`.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { stepUpTokenField } from './passkeys';
import { newPasswordSchema, plainText } from './primitives';

export const resetPasswordRequest = z
  .object({
    stepUpToken: stepUpTokenField.min(1, { error: 'required' }),
    newPassword: newPasswordSchema,
    confirmPassword: plainText.min(1, { error: 'required' }),
  })
  .strict()
  .refine((body) => body.newPassword === body.confirmPassword, { error: 'passwords_differ', path: ['confirmPassword'] });

/** What the member types; the step-up token is fetched when they confirm. */
export const resetPasswordForm = z
  .object({ newPassword: newPasswordSchema, confirmPassword: plainText.min(1, { error: 'required' }) })
  .refine((body) => body.newPassword === body.confirmPassword, { error: 'passwords_differ', path: ['confirmPassword'] });

/** The member calls; spread into `memberApi`. */
export const recoveryMemberApi = {
  resetPassword: endpoint({
    path: '/user/resetPassword',
    access: 'member',
    summary:
      'Set a new login password without the old one, with a passkey step-up for "password" (members with a passkey); every other session ends',
    request: resetPasswordRequest,
    reply: z.object({}),
  }),
} as const;
