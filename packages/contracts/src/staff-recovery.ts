/**
 * Account recovery without a passkey: a member files a request with the account and a new ID
 * photo (multipart, no sign-in) and gets a request token; staff compare the photo with the
 * verified identity and approve or reject once; the holder of the token then sets a new password
 * with it, once, within 24 hours of the approval. Whether the account exists is never told.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { accountSchema, isoTime, newPasswordSchema, pageOf, plainText } from './primitives';
import { queueRequest, reviewRequest } from './admin';

/** How long an approval can be used to set a new password. */
export const recoveryApprovalHours = 24;
/** Filings per account per Japan day; more get the same answer and are not stored. */
export const recoveryFilingsPerDay = 5;

export const recoveryTokenField = plainText.min(1, { error: 'required' }).max(64, { error: 'too_long' });

/** What the member types when filing (the photo travels beside it). */
export const recoveryFileForm = z.object({ account: accountSchema });

/** What the member types to set the new password with an approved request. */
export const recoveryPasswordForm = z
  .object({ newPassword: newPasswordSchema, confirmPassword: plainText.min(1, { error: 'required' }) })
  .refine((body) => body.newPassword === body.confirmPassword, { error: 'passwords_differ', path: ['confirmPassword'] });

/** The answer to every filing, whether or not the account exists. */
export const recoveryFiledReply = z.object({ requestToken: z.string() });

export const recoveryStatusRequest = z.object({ requestToken: recoveryTokenField }).strict();
export const recoveryStatusReply = z.object({
  /** `pending` also for a token nobody knows: it tells nothing about the account. */
  status: z.enum(['pending', 'approved', 'rejected', 'used', 'expired']),
  reason: z.string().nullable(),
  /** Until when an approved request can set the password. */
  expiresAt: isoTime.nullable(),
});

export const recoveryResetRequest = z
  .object({
    requestToken: recoveryTokenField,
    newPassword: newPasswordSchema,
    confirmPassword: plainText.min(1, { error: 'required' }),
  })
  .strict()
  .refine((body) => body.newPassword === body.confirmPassword, { error: 'passwords_differ', path: ['confirmPassword'] });

export const recoveryRequestSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'used']),
  reason: z.string().nullable(),
  reviewer: z.string().nullable(),
  /** The new ID photo sent with the request (read with `GET /api/admin/file?id=`). */
  photo: z.string(),
  /** The name of the verified identity, null when the account never verified one. */
  kycName: z.string().nullable(),
  /** The verified identity's photos (front, back), empty when there is none. */
  kycPhotos: z.array(z.string()),
  createdAt: isoTime,
  decidedAt: isoTime.nullable(),
  expiresAt: isoTime.nullable(),
});
export const recoveryListReply = pageOf(recoveryRequestSchema);

/** The member calls; spread into `memberApi`. `/user/recoveryRequest` itself is multipart. */
export const recoveryRequestMemberApi = {
  recoveryRequest: endpoint({
    path: '/user/recoveryRequest',
    access: 'public',
    summary:
      'Ask staff to recover an account without a passkey (multipart: field `account`, then `file`, a new ID photo: JPEG, PNG or WebP, at most 5 MB); the same answer whether or not the account exists',
    request: z.object({}),
    reply: recoveryFiledReply,
  }),
  recoveryStatus: endpoint({
    path: '/user/recoveryStatus',
    access: 'public',
    summary: 'The state of a recovery request, by the token given when it was filed',
    request: recoveryStatusRequest,
    reply: recoveryStatusReply,
  }),
  recoveryReset: endpoint({
    path: '/user/recoveryReset',
    access: 'public',
    summary: 'Set a new login password with an approved request, once, before it expires; every session ends',
    request: recoveryResetRequest,
    reply: z.object({}),
  }),
} as const;

/** The staff calls; spread into `adminApi`. */
export const recoveryAdminApi = {
  recoveryList: endpoint({
    path: '/recovery/list',
    access: 'staff',
    roles: ['owner', 'reviewer', 'support'],
    summary: 'Recovery requests without a passkey, newest first, with the verified identity to compare',
    request: queueRequest,
    reply: recoveryListReply,
  }),
  recoveryReview: endpoint({
    path: '/recovery/review',
    access: 'staff',
    roles: ['owner', 'reviewer'],
    summary: `Approve (the member may set a new password for ${recoveryApprovalHours} hours, once) or reject with a reason; one decision, a second is 409`,
    request: reviewRequest,
    reply: z.object({}),
  }),
} as const;
