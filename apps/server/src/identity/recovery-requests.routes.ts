/**
 * Recovery without a passkey: the member's filing (multipart, no sign-in, limited per address),
 * status and reset calls, and the back office's queue (`/recovery/…`).
 */
import { accountSchema, adminApi, memberApi } from '@kabuto/contracts';
import { isRejection } from '@kabuto/domain';
import type { FastifyInstance } from 'fastify';
import type { Router } from '../http/router';
import { sendData, sendFailure } from '../http/replies';
import { auditTrailFor } from '../platform/audit';
import type { MemberPrincipal, StaffPrincipal } from '../platform/principals';
import type { RecoveryRequestsService } from './recovery-requests.service';
import { maxUploadBytes } from '../verification/uploads.service';

export function recoveryRequestRoutes(
  app: FastifyInstance,
  router: Router<MemberPrincipal>,
  recovery: RecoveryRequestsService,
  rateLimitPerMinute: number,
): void {
  const limit = { rateLimitPerMinute };
  const config = { config: { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } } };
  // Multipart: the field `account` first, then the photo `file`.
  app.post(`/api/vue${memberApi.recoveryRequest.path}`, config, async (request, reply) => {
    if (!request.isMultipart()) return sendFailure(reply, 'invalid_input', undefined, { file: 'required' });
    const file = await request.file({ limits: { fileSize: maxUploadBytes, files: 1, fields: 4, fieldSize: 256 } });
    if (!file || file.fieldname !== 'file') return sendFailure(reply, 'invalid_input', undefined, { file: 'required' });
    const field = file.fields.account;
    const value = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
    const account = accountSchema.safeParse(value);
    if (!account.success) {
      file.file.resume();
      return sendFailure(reply, 'invalid_input', undefined, { account: value ? 'not_phone_number' : 'required' });
    }
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch {
      return sendFailure(reply, 'upload_refused');
    }
    const filed = await recovery.file(account.data, bytes, request.ip);
    if (isRejection(filed)) return sendFailure(reply, filed.rejected);
    return sendData(reply, memberApi.recoveryRequest.reply.parse(filed));
  });
  router.add(memberApi.recoveryStatus, ({ body }) => recovery.status(body.requestToken), limit);
  router.add(memberApi.recoveryReset, ({ body }) => recovery.reset(body), limit);
}

export function recoveryRequestAdminRoutes(router: Router<StaffPrincipal>, recovery: RecoveryRequestsService): void {
  router.add(adminApi.recoveryList, ({ body }) => recovery.queue(body));
  router.add(adminApi.recoveryReview, ({ body, principal }) =>
    recovery.review(principal.staffId, body, auditTrailFor(principal.staffId)),
  );
}
