/**
 * Identity's part of the composition root: members' accounts and sessions (sign-up, sign-in,
 * passwords, passkeys and step-up, recovery), and their calls. What the account screen shows of
 * other domains comes in as functions; a sign-up is told through the outbox.
 */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import type { ConfigService } from '../settings/config.service';
import { createMessagesService } from '../messages/messages.service';
import { identityRoutes } from './identity.routes';
import { createIdentityService, type IdentityDependencies } from './identity.service';
import { passkeyRoutes, type WebAuthnSettings } from './passkeys.routes';
import { createPasskeysService } from './passkeys.service';
import { createPasskeyDisownService } from './passkey-disown.service';
import { passwordRecoveryRoutes } from './password-recovery.routes';
import { createPasswordRecoveryService } from './password-recovery.service';
import { createPasswordsService } from './passwords.service';
import { recoveryRequestAdminRoutes, recoveryRequestRoutes } from './recovery-requests.routes';
import { createRecoveryRequestsService } from './recovery-requests.service';
import { createSessionsService } from './sessions.service';
import type { UploadStore } from '../verification/uploads.service';
import type { EventPublisher } from '../platform/outbox';

export interface IdentityWiringDependencies {
  db: Database;
  clock: () => Date;
  settings: ConfigService;
  uploadStore: UploadStore;
  /** SIM_SEED, WEBAUTHN_*, SIGN_IN_RATE_LIMIT. */
  seed: string;
  webAuthn: WebAuthnSettings;
  signInRateLimit: number;
  /** The account's figures from trading, copy trading and loans. */
  account: Pick<IdentityDependencies, 'unrealizedPnl' | 'copiesEquity' | 'dayPnl' | 'loanFigures'>;
  /** Where a sign-up and a verification decision are told (rewards, the stream hear them). */
  events: EventPublisher;
}

export function wireIdentity({
  db,
  clock,
  settings,
  uploadStore,
  seed,
  webAuthn,
  signInRateLimit,
  account,
  events,
}: IdentityWiringDependencies) {
  const service = createIdentityService({ db, clock, seed, events, ...account });
  const passwords = createPasswordsService({ db, clock });
  const messages = createMessagesService({ db, clock });
  const passkeyCoolDown = { coolDownHours: async () => Number(await settings.value('passkeyCoolDownHours')) };
  const passkeys = createPasskeysService({ db, clock, ...passkeyCoolDown });
  const disown = createPasskeyDisownService({ db, clock, ...passkeyCoolDown });
  const sessions = createSessionsService({ db, clock });
  const passwordRecovery = createPasswordRecoveryService({ db, clock, passkeys });
  const recoveryRequests = createRecoveryRequestsService({ db, clock, uploadStore });
  const routeServices = { identity: service, passwords, messages, signInRateLimit };
  const routes: DomainRoutes = {
    member: ({ router, app }) => {
      identityRoutes(router, routeServices);
      passkeyRoutes(router, { passkeys, disown, sessions, webAuthn, signInRateLimit });
      passwordRecoveryRoutes(router, passwordRecovery);
      recoveryRequestRoutes(app, router, recoveryRequests, signInRateLimit);
    },
    staff: ({ router }) => recoveryRequestAdminRoutes(router, recoveryRequests),
  };
  // What other domains use: sign-in (the APIs, the stream, verification's uploads), step-up (funds).
  return { service, passkeys, routes };
}
