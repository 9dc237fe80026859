/**
 * The two APIs every domain adds its calls to, members' under /api/vue and staff's under
 * /api/admin, and what a domain's wiring (`<domain>.wiring.ts`) hands the composition root so
 * that every domain is mounted the same way.
 */
import { adminApi, memberApi } from '@kabuto/contracts';
import type { Rejection } from '@kabuto/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { AuthenticateStaff, MemberPrincipal, StaffPrincipal } from '../platform/principals';
import { openApiDocument } from './openapi';
import { createRouter, type Router } from './router';

/** Members' calls; `app` is the API's Fastify scope, for a route outside the router (an upload). */
export interface MemberApi {
  router: Router<MemberPrincipal>;
  app: FastifyInstance;
}

/** Staff's calls; `authenticateStaff` is for a route outside the router (a member's photo). */
export interface StaffApi {
  router: Router<StaffPrincipal>;
  app: FastifyInstance;
  authenticateStaff: AuthenticateStaff;
}

/** The calls a domain adds to each API, if any. */
export interface DomainRoutes {
  member?: (api: MemberApi) => void;
  staff?: (api: StaffApi) => void;
}

export interface ApiSetup {
  db: Database;
  domains: readonly { routes: DomainRoutes }[];
  /** The member signed in with the `token` and `account` headers (identity). */
  authenticateMember: (token: string | undefined, account: string | undefined) => Promise<MemberPrincipal | Rejection>;
  /** The staff member of a bearer token (the back office). */
  authenticateStaff: AuthenticateStaff;
}

/** Both APIs, each with every domain's calls and its OpenAPI document. */
export async function mountApis(app: FastifyInstance, { db, domains, authenticateMember, authenticateStaff }: ApiSetup) {
  await app.register(async (api) => {
    const router = createRouter<MemberPrincipal>({
      app: api,
      prefix: '/api/vue',
      db,
      authenticate: (request) => authenticateMember(header(request.headers.token), header(request.headers.account)),
      keyScope: (principal) => `member:${principal.memberId}`,
    });
    for (const { routes } of domains) routes.member?.({ router, app: api });
    const document = openApiDocument('Kabuto member API', '/api/vue', memberApi, 'member');
    api.get('/api/vue/openapi.json', async () => document);
  });
  await app.register(async (api) => {
    const router = createRouter<StaffPrincipal>({
      app: api,
      prefix: '/api/admin',
      db,
      authenticate: (request, endpoint) => authenticateStaff(request.headers.authorization, endpoint),
      keyScope: (principal) => `staff:${principal.staffId}`,
    });
    for (const { routes } of domains) routes.staff?.({ router, app: api, authenticateStaff });
    const document = openApiDocument('Kabuto back office API', '/api/admin', adminApi, 'staff');
    api.get('/api/admin/openapi.json', async () => document);
  });
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
