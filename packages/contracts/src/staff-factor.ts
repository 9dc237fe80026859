/** Staff second factor (TOTP, RFC 6238): enrolment, recovery codes and an owner's reset. */
import { z } from 'zod';
import { requiredString } from './primitives';
import { staffRoleSchema } from './admin';

export const staffEnrollRequest = z.object({
  enrollToken: requiredString.max(128, { error: 'too_long' }),
  totp: requiredString.max(16, { error: 'too_long' }),
});
export const staffEnrollReply = z.object({
  token: z.string(),
  username: z.string(),
  role: staffRoleSchema,
  recoveryCodes: z.array(z.string()),
});

export const staffResetFactorRequest = z.object({
  id: z.number({ error: 'required' }).int().positive(),
  reason: requiredString.max(200, { error: 'too_long' }),
});
