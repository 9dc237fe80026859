/** Requests and replies of the back office's calls (`/api/admin/...`). */
import { z } from 'zod';
import {
  idNumber,
  isoTime,
  multilineText,
  newPasswordSchema,
  pageOf,
  pageRequest,
  plainText,
  requiredString,
} from './primitives';
import { configEntrySchema } from './config';
import { accountTypes, cardTypes } from './identity';

export const staffRoles = ['owner', 'reviewer', 'support'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffLoginRequest = z.object({
  username: requiredString.max(64, { error: 'too_long' }),
  password: requiredString.max(256, { error: 'too_long' }),
  totp: plainText.trim().max(32, { error: 'too_long' }).optional(),
});
/** `token` is null for a staff member without a second factor yet: `enroll` and `enrollToken` start the enrolment. */
export const staffLoginReply = z.object({
  token: z.string().nullable(),
  username: z.string(),
  role: staffRoleSchema,
  enroll: z.object({ secret: z.string(), otpauthUrl: z.string() }).optional(),
  enrollToken: z.string().optional(),
});

export const staffMeReply = z.object({ id: z.number().int(), username: z.string(), role: staffRoleSchema });

export const staffSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
  /** Whether a second factor is enrolled (an owner can reset it). */
  hasFactor: z.boolean(),
  createdAt: isoTime,
});
export const staffListReply = z.array(staffSchema);

/** Without `id` a new staff member is created (password required); with it, one is changed. */
export const staffSaveRequest = z.object({
  id: idNumber.optional(),
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
export const auditListRequest = pageRequest.extend({ keyword: plainText.max(64, { error: 'too_long' }).optional() });
export const auditListReply = pageOf(auditEntrySchema);

export const configListReply = z.array(configEntrySchema.extend({ editable: z.boolean(), updatedAt: isoTime.nullable() }));
export const configSetRequest = z.object({
  name: requiredString.max(64, { error: 'too_long' }),
  value: plainText.max(500, { error: 'too_long' }),
});

/** Review queues take a status filter and a keyword (the member's account). */
export const queueRequest = pageRequest.extend({
  status: plainText.max(32, { error: 'too_long' }).optional(),
  keyword: plainText.trim().max(64, { error: 'too_long' }).optional(),
});
export const reviewRequest = z.object({
  id: idNumber,
  approve: z.boolean({ error: 'required' }),
  reason: multilineText.trim().max(500, { error: 'too_long' }).default(''),
});

export const kycSubmissionSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  name: z.string(),
  idNumber: z.string(),
  status: z.enum(['pending', 'verified', 'rejected']),
  reason: z.string().nullable(),
  reviewer: z.string().nullable(),
  createdAt: isoTime,
  reviewedAt: isoTime.nullable(),
});
export const kycListReply = pageOf(kycSubmissionSchema);
export const kycDetailReply = kycSubmissionSchema.extend({ frontImage: z.string(), backImage: z.string() });
export const idOnly = z.object({ id: idNumber });

export const memberSummarySchema = z.object({
  id: z.number().int(),
  account: z.string(),
  kycStatus: z.string(),
  realName: z.string().nullable(),
  restrictions: z.object({
    frozen: z.boolean(),
    loginBanned: z.boolean(),
    disabled: z.boolean(),
    tradeBarred: z.boolean(),
    withdrawBarred: z.boolean(),
  }),
  createdAt: isoTime,
});
export const usersListRequest = pageRequest.extend({ keyword: plainText.trim().max(64, { error: 'too_long' }).optional() });
export const usersListReply = pageOf(memberSummarySchema);
export const userDetailRequest = z.object({ userId: idNumber });
export const userDetailReply = memberSummarySchema.extend({
  inviteCode: z.string(),
  cards: z.array(
    z.object({
      id: z.number().int(),
      holderName: z.string(),
      holderNameKana: z.string().nullable(),
      cardNumberMasked: z.string(),
      cardType: z.enum(cardTypes),
      accountType: z.enum(accountTypes).nullable(),
      bankName: z.string(),
      branchName: z.string(),
      branchCode: z.string(),
      addedAt: isoTime,
      removed: z.boolean(),
    }),
  ),
  sessions: z.array(
    z.object({ createdAt: isoTime, lastSeenAt: isoTime, ip: z.string().nullable(), userAgent: z.string().nullable() }),
  ),
  submissions: z.array(kycSubmissionSchema),
  audit: z.array(auditEntrySchema),
});
export const restrictRequest = z.object({
  userId: idNumber,
  flags: z
    .object({
      frozen: z.boolean().optional(),
      loginBanned: z.boolean().optional(),
      disabled: z.boolean().optional(),
      tradeBarred: z.boolean().optional(),
      withdrawBarred: z.boolean().optional(),
    })
    .strict(),
  reason: multilineText.trim().min(1, { error: 'required' }).max(500, { error: 'too_long' }),
});
