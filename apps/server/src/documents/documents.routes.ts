/**
 * The documents' calls: the list and the verification through the contract router; the PDF and the
 * CSV as files (`POST` with the JSON body, or `GET` with the same fields in the query, which the
 * app's download helper uses), each refused with the usual envelope.
 */
import { adminApi, memberApi, type Endpoint, type Language } from '@kabuto/contracts';
import { isRejection, type Rejection } from '@kabuto/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Router } from '../http/router';
import { sendFailure } from '../http/replies';
import { fieldErrors } from '../http/validation';
import { requestLanguage } from '../http/language';
import type { MemberPrincipal, StaffPrincipal } from '../platform/principals';
import type { DocumentsCsv } from './documents-csv';
import type { DocumentsService } from './documents.service';

export type AuthenticateMember = (token: string, account: string) => Promise<MemberPrincipal | Rejection>;

export function documentsRoutes(
  router: Router<MemberPrincipal>,
  app: FastifyInstance,
  services: { documents: DocumentsService; csv: DocumentsCsv; authenticate: AuthenticateMember },
): void {
  const { documents, csv } = services;
  router.add(memberApi.documentsList, ({ principal, body }) => documents.list(principal.memberId, body));
  router.add(memberApi.documentsVerify, ({ principal, body }) => documents.verify(principal.memberId, body.id));

  fileRoute(app, memberApi.documentsGet, services.authenticate, async (principal, body, reply) => {
    const made = await documents.pdf(principal.memberId, body.id, body.lang ?? 'jp');
    if (isRejection(made)) return sendFailure(reply, made.rejected);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${made.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(made.bytes));
  });
  fileRoute(app, memberApi.documentsCsv, services.authenticate, async (principal, body, reply, language) => {
    const made = await csv.export(principal.memberId, body.kind, body.year, body.lang ?? language);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${made.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(made.text);
  });
}

/** Query values are text: numbers the schema expects (`id`, `year`) are read as numbers. */
function fromQuery(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      (key === 'id' || key === 'year') && /^\d+$/.test(String(value)) ? Number(value) : value,
    ]),
  );
}

function fileRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  authenticate: AuthenticateMember,
  handle: (
    principal: MemberPrincipal,
    body: z.output<E['request']>,
    reply: FastifyReply,
    language: Language,
  ) => Promise<FastifyReply>,
): void {
  const path = `/api/vue${endpoint.path}`;
  const run = async (request: FastifyRequest, reply: FastifyReply, input: unknown) => {
    const principal = await authenticate(String(request.headers.token ?? ''), String(request.headers.account ?? ''));
    if (isRejection(principal)) return sendFailure(reply, principal.rejected);
    const parsed = endpoint.request.safeParse(input ?? {});
    if (!parsed.success) return sendFailure(reply, 'invalid_input', undefined, fieldErrors(parsed.error));
    return handle(principal, parsed.data as z.output<E['request']>, reply, requestLanguage(request));
  };
  app.post(path, (request, reply) => run(request, reply, request.body));
  app.get(path, (request, reply) => run(request, reply, fromQuery(request.query as Record<string, unknown>)));
}

export function documentsAdminRoutes(router: Router<StaffPrincipal>, documents: DocumentsService): void {
  router.add(adminApi.documentsStatus, () => documents.status());
  router.add(adminApi.documentsOfMember, ({ body }) => documents.ofMember(body.userId, body.page, body.size));
}
