/** The member calls of `/user/...`: the account, its passwords and notices (verification and cards have their own). */
import { memberApi } from '@kabuto/contracts';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../http/router';
import type { MessagesService } from '../messages/messages.service';
import type { MemberPrincipal } from '../platform/principals';
import type { ClientMeta, IdentityService } from './identity.service';
import type { PasswordsService } from './passwords.service';

function clientMeta(request: FastifyRequest): ClientMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export interface IdentityServices {
  identity: IdentityService;
  passwords: PasswordsService;
  messages: MessagesService;
  signInRateLimit: number;
}

export function identityRoutes(router: Router<MemberPrincipal>, services: IdentityServices): void {
  const { identity, passwords, messages } = services;
  const signInLimit = { rateLimitPerMinute: services.signInRateLimit };
  router.add(memberApi.register, ({ body, request }) => identity.register(body, clientMeta(request)), signInLimit);
  router.add(memberApi.login, ({ body, request }) => identity.login(body, clientMeta(request)), signInLimit);
  router.add(memberApi.logout, ({ principal }) => identity.logout(principal));
  router.add(memberApi.info, ({ principal }) => identity.info(principal));
  router.add(memberApi.changePassword, ({ principal, body, request }) => passwords.changePassword(principal, body, request.ip));
  router.add(memberApi.setFundPassword, ({ principal, body, request }) => passwords.setFundPassword(principal, body, request.ip));
  router.add(memberApi.messages, ({ principal, body, language }) => messages.list(principal.memberId, body, language));
  router.add(memberApi.readMessage, ({ principal, body }) => messages.markRead(principal.memberId, body.id));
}
