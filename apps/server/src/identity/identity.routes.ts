/** The member calls of `/user/...`: the account, its passwords, verification, cards and notices. */
import { adminApi, memberApi } from '@kabuto/contracts';
import { isRejection, type Rejection } from '@kabuto/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Router } from '../http/router';
import { sendData, sendFailure } from '../http/replies';
import type { MessagesService } from '../messages/messages.service';
import type { PasskeysService } from './passkeys.service';
import type { Database } from '../db/database';
import type { BankCardsService } from './bank-cards.service';
import type { AuthenticateStaff, MemberPrincipal } from '../platform/principals';
import type { ClientMeta, IdentityService } from './identity.service';
import type { PasswordsService } from './passwords.service';
import { readUpload, storeUpload, maxUploadBytes } from './uploads.service';
import type { VerificationService } from './verification.service';
import type { UploadStore } from './upload-store';

function clientMeta(request: FastifyRequest): ClientMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export interface IdentityServices {
  db: Database;
  uploadStore: UploadStore;
  identity: IdentityService;
  passwords: PasswordsService;
  verification: VerificationService;
  bankCards: BankCardsService;
  messages: MessagesService;
  passkeys: PasskeysService;
  signInRateLimit: number;
}

export function identityRoutes(router: Router<MemberPrincipal>, services: IdentityServices): void {
  const { identity, passwords, verification, bankCards, messages } = services;
  const signInLimit = { rateLimitPerMinute: services.signInRateLimit };
  router.add(memberApi.register, ({ body, request }) => identity.register(body, clientMeta(request)), signInLimit);
  router.add(memberApi.login, ({ body, request }) => identity.login(body, clientMeta(request)), signInLimit);
  router.add(memberApi.logout, ({ principal }) => identity.logout(principal));
  router.add(memberApi.info, ({ principal }) => identity.info(principal));
  router.add(memberApi.changePassword, ({ principal, body, request }) => passwords.changePassword(principal, body, request.ip));
  router.add(memberApi.setFundPassword, ({ principal, body, request }) => passwords.setFundPassword(principal, body, request.ip));
  router.add(memberApi.realName, ({ principal, body }) => verification.submit(principal.memberId, body));
  router.add(memberApi.bankCards, ({ principal }) => bankCards.list(principal.memberId));
  // A member with a passkey confirms card changes with it first (step-up); the change spends it.
  router.add(memberApi.addBankCard, async ({ principal, body }) => {
    const stepUp = await services.passkeys.requireStepUp(services.db.pool, principal.memberId, 'bankCard', body.stepUpToken);
    return isRejection(stepUp) ? stepUp : bankCards.add(principal.memberId, body, stepUp);
  });
  router.add(memberApi.removeBankCard, async ({ principal, body }) => {
    const stepUp = await services.passkeys.requireStepUp(services.db.pool, principal.memberId, 'bankCard', body.stepUpToken);
    return isRejection(stepUp) ? stepUp : bankCards.remove(principal.memberId, body.id, stepUp);
  });
  router.add(memberApi.messages, ({ principal, body, language }) => messages.list(principal.memberId, body, language));
  router.add(memberApi.readMessage, ({ principal, body }) => messages.markRead(principal.memberId, body.id));
}

/** Identity photos travel as multipart uploads and come back as images, outside the JSON router. */
export function uploadRoutes(app: FastifyInstance, services: IdentityServices): void {
  const authenticate = (request: FastifyRequest) =>
    services.identity.authenticate(String(request.headers.token ?? ''), String(request.headers.account ?? ''));

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
