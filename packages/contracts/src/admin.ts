/** Requests and replies of the back office's calls (`/api/admin/...`). */
import { z } from 'zod';
import { pageOf, pageRequest, requiredString, newPasswordSchema, isoTime } from './primitives';
import { configEntrySchema } from './config';

export const staffRoles = ['owner', 'reviewer', 'support'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffLoginRequest = z.object({
  username: requiredString.max(64, { error: 'too_long' }),
  password: requiredString.max(256, { error: 'too_long' }),
  totp: z.string().optional(),
});
export const staffLoginReply = z.object({ token: z.string(), username: z.string(), role: staffRoleSchema });

export const staffMeReply = z.object({ id: z.number().int(), username: z.string(), role: staffRoleSchema });

export const staffSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
  createdAt: isoTime,
});
export const staffListReply = z.array(staffSchema);

/** Without `id` a new staff member is created (password required); with it, one is changed. */
export const staffSaveRequest = z.object({
  id: z.number().int().optional(),
  username: requiredString.regex(/^[a-z0-9_.-]{3,32}$/, { error: 'invalid_format' }),
  role: staffRoleSchema,
  active: z.boolean().default(true),
  password: newPasswordSchema.optional(),
});
export const staffSaveReply = z.object({ id: z.number().int() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  staff: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoTime,
});
export const auditListRequest = pageRequest.extend({ keyword: z.string().optional() });
export const auditListReply = pageOf(auditEntrySchema);

export const configListReply = z.array(configEntrySchema.extend({ editable: z.boolean(), updatedAt: isoTime.nullable() }));
export const configSetRequest = z.object({ name: requiredString, value: z.string() });
