/** Verification's calls: the member's real-name submission and identity photos (uploads), and staff reading them. */
import { adminApi, memberApi } from '@kabuto/contracts';
import { isRejection, type Rejection } from '@kabuto/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { Router } from '../http/router';
import { sendData, sendFailure } from '../http/replies';
import type { IdentityService } from '../identity/identity.service';
import type { AuthenticateStaff, MemberPrincipal } from '../platform/principals';
import { maxUploadBytes, readUpload, storeUpload, type UploadStore } from './uploads.service';
import type { VerificationService } from './verification.service';

export interface VerificationRouteServices {
  db: Database;
  uploadStore: UploadStore;
  verification: VerificationService;
  /** The member's session (identity), for the multipart and image routes outside the JSON router. */
  authenticate: IdentityService['authenticate'];
}

export function verificationRoutes(router: Router<MemberPrincipal>, { verification }: VerificationRouteServices): void {
  router.add(memberApi.realName, ({ principal, body }) => verification.submit(principal.memberId, body));
}

/** Identity photos travel as multipart uploads and come back as images, outside the JSON router. */
export function uploadRoutes(app: FastifyInstance, services: VerificationRouteServices): void {
  const authenticate = (request: FastifyRequest) =>
    services.authenticate(String(request.headers.token ?? ''), String(request.headers.account ?? ''));

  app.post(`/api/vue${memberApi.upload.path}`, async (request, reply) => {
    const principal = await authenticate(request);
    if (isRejection(principal)) return sendFailure(reply, principal.rejected);
    if (!request.isMultipart()) return sendFailure(reply, 'invalid_input', undefined, { file: 'required' });
    const file = await request.file({ limits: { fileSize: maxUploadBytes, files: 1 } });
    if (!file || file.fieldname !== 'file') return sendFailure(reply, 'invalid_input', undefined, { file: 'required' });
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch {
      // The part was larger than the limit.
      return sendFailure(reply, 'upload_refused');
    }
    const stored = await storeUpload(services.db, services.uploadStore, principal.memberId, bytes);
    if (isRejection(stored)) return sendFailure(reply, stored.rejected);
    return sendData(reply, memberApi.upload.reply.parse(stored));
  });

  /** `GET /api/vue/file?id=…` with the session headers: only the owner gets the image. */
  app.get('/api/vue/file', async (request, reply) => {
    const principal = await authenticate(request);
    if (isRejection(principal)) return sendFailure(reply, principal.rejected);
    return sendUpload(reply, await findUpload(services, request, principal.memberId));
  });
}

/** `GET /api/admin/file?id=…` with a staff bearer token: staff read any member's identity photo. */
export function staffFileRoute(
  app: FastifyInstance,
  services: { db: Database; uploadStore: UploadStore; authenticateStaff: AuthenticateStaff },
): void {
  app.get('/api/admin/file', async (request, reply) => {
    const principal = await services.authenticateStaff(request.headers.authorization, adminApi.kycDetail);
    if (isRejection(principal)) return sendFailure(reply, principal.rejected);
    return sendUpload(reply, await findUpload(services, request, null));
  });
}

function findUpload(services: { db: Database; uploadStore: UploadStore }, request: FastifyRequest, ownerId: number | null) {
  const id = String((request.query as Record<string, unknown>).id ?? '');
  return /^[A-Za-z0-9_-]{16,64}$/.test(id)
    ? readUpload(services.db.pool, services.uploadStore, id, ownerId)
    : Promise.resolve(null);
}

function sendUpload(reply: FastifyReply, upload: { mime: string; bytes: Buffer } | Rejection | null) {
  if (!upload) return sendFailure(reply, 'not_found');
  if (isRejection(upload)) {
    // The row exists but its bytes do not: staff need to know, so it is logged as well as refused.
    reply.log.error({ fileId: String((reply.request.query as Record<string, unknown>).id) }, 'upload row without its file');
    return sendFailure(reply, upload.rejected);
  }
  return reply.header('cache-control', 'private, no-store').type(upload.mime).send(upload.bytes);
}
