/** The member calls of passkeys, step-up and sessions (`/passkey/...`, `/user/sessions`, `/user/endSession`). */
import { memberApi } from '@kabuto/contracts';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../http/router';
import type { MemberPrincipal } from '../platform/principals';
import type { PasskeyDisownService } from './passkey-disown.service';
import type { PasskeysService, RelyingParty } from './passkeys.service';
import type { SessionsService } from './sessions.service';

export interface WebAuthnSettings {
  /** `WEBAUTHN_RP_ID`: the domain passkeys are bound to; the request's host name when unset. */
  rpId: string | undefined;
  /** `WEBAUTHN_ORIGIN`: the member app's origin; the request's own when unset. */
  origin: string | undefined;
}

/**
 * Set both in production. Unset, they follow the request, which suits localhost and tests; the
 * browser still signs the origin it really shows, so a forged Host header gains nothing.
 */
export function relyingPartyOf(settings: WebAuthnSettings, request: FastifyRequest): RelyingParty {
  return {
    rpID: settings.rpId ?? request.hostname,
    origin: settings.origin ?? `${request.protocol}://${request.host}`,
  };
}

export function passkeyRoutes(
  router: Router<MemberPrincipal>,
  services: {
    passkeys: PasskeysService;
    disown: PasskeyDisownService;
    sessions: SessionsService;
    webAuthn: WebAuthnSettings;
    signInRateLimit: number;
  },
): void {
  const { passkeys, disown, sessions, webAuthn } = services;
  const rp = (request: FastifyRequest) => relyingPartyOf(webAuthn, request);
  const signInLimit = { rateLimitPerMinute: services.signInRateLimit };
  // `request.ip`: a wrong login password counts with that address's sign-in failures.
  router.add(memberApi.passkeyRegisterOptions, ({ principal, body, request }) =>
    passkeys.registerOptions(principal, body, request.ip, rp(request)),
  );
  router.add(memberApi.passkeyRegister, ({ principal, body, request }) => passkeys.register(principal, body, rp(request)));
  router.add(memberApi.passkeyLoginOptions, ({ request }) => passkeys.loginOptions(rp(request)), signInLimit);
  router.add(
    memberApi.passkeyLogin,
    ({ body, request }) =>
      passkeys.login(body.response, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }, rp(request)),
    signInLimit,
  );
  router.add(memberApi.passkeyList, ({ principal }) => passkeys.list(principal.memberId));
  router.add(memberApi.passkeyRemove, ({ principal, body, request }) => passkeys.remove(principal, body, request.ip));
  router.add(memberApi.passkeyDisown, ({ principal, body }) => disown.disown(principal, body));
  router.add(memberApi.stepUpOptions, ({ principal, body, request }) =>
    passkeys.stepUpOptions(principal, body.action, rp(request)),
  );
  router.add(memberApi.stepUp, ({ principal, body, request }) => passkeys.stepUp(principal, body.response, rp(request)));
  router.add(memberApi.sessions, ({ principal }) => sessions.list(principal));
  router.add(memberApi.endSession, ({ principal, body }) => sessions.end(principal, body.id));
}
