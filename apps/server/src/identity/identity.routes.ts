/** The member calls of `/user/...` that open, enter and read an account. */
import { memberApi } from '@kabuto/contracts';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../http/router';
import type { ClientMeta, IdentityService, MemberPrincipal } from './identity.service';

function clientMeta(request: FastifyRequest): ClientMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export function identityRoutes(router: Router<MemberPrincipal>, identity: IdentityService, signInRateLimit: number): void {
  router.add(memberApi.register, ({ body, request }) => identity.register(body, clientMeta(request)), {
    rateLimitPerMinute: signInRateLimit,
  });
  router.add(memberApi.login, ({ body, request }) => identity.login(body, clientMeta(request)), {
    rateLimitPerMinute: signInRateLimit,
  });
  router.add(memberApi.logout, ({ principal }) => identity.logout(principal));
  router.add(memberApi.info, ({ principal }) => identity.info(principal));
}
