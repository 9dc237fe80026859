/**
 * Identity's part of the composition root: members' accounts, passwords, verification, cards,
 * passkeys, sessions and recovery, and their calls. What the account screen shows of other
 * domains, and who hears of a member joining or being verified, come in as functions.
 */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import type { ConfigService } from '../settings/config.service';
import { createMessagesService } from '../messages/messages.service';
import { createBankCardsService } from './bank-cards.service';
import { identityRoutes, staffFileRoute, uploadRoutes } from './identity.routes';
import { createIdentityService, type IdentityDependencies } from './identity.service';
import { createMembersService } from './member-admin.service';
import { passkeyRoutes, type WebAuthnSettings } from './passkeys.routes';
import { createPasskeysService } from './passkeys.service';
import { createPasskeyDisownService } from './passkey-disown.service';
import { passwordRecoveryRoutes } from './password-recovery.routes';
import { createPasswordRecoveryService } from './password-recovery.service';
import { createPasswordsService } from './passwords.service';
import { recoveryRequestAdminRoutes, recoveryRequestRoutes } from './recovery-requests.routes';
import { createRecoveryRequestsService } from './recovery-requests.service';
import { createSessionsService } from './sessions.service';
import type { UploadStore } from './upload-store';
import { createVerificationService } from './verification.service';
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
  const verification = createVerificationService({ db, clock, events });
  const bankCards = createBankCardsService({
    db,
    clock,
    cooldownHours: async () => Number(await settings.value('withdrawCardCooldownHours')),
  });
  const messages = createMessagesService({ db, clock });
  const passkeyCoolDown = { coolDownHours: async () => Number(await settings.value('passkeyCoolDownHours')) };
  const passkeys = createPasskeysService({ db, clock, ...passkeyCoolDown });
  const disown = createPasskeyDisownService({ db, clock, ...passkeyCoolDown });
  const sessions = createSessionsService({ db, clock });
  const members = createMembersService({ db, clock });
  const passwordRecovery = createPasswordRecoveryService({ db, clock, passkeys });
  const recoveryRequests = createRecoveryRequestsService({ db, clock, uploadStore });
  const routeServices = {
    db,
    uploadStore,
    identity: service,
    passwords,
    verification,
    bankCards,
    messages,
    passkeys,
    signInRateLimit,
  };
  const routes: DomainRoutes = {
    member: ({ router, app }) => {
      identityRoutes(router, routeServices);
      uploadRoutes(app, routeServices);
      passkeyRoutes(router, { passkeys, disown, sessions, webAuthn, signInRateLimit });
      passwordRecoveryRoutes(router, passwordRecovery);
      recoveryRequestRoutes(app, router, recoveryRequests, signInRateLimit);
    },
    staff: ({ router, app, authenticateStaff }) => {
      staffFileRoute(app, { db, uploadStore, authenticateStaff });
      recoveryRequestAdminRoutes(router, recoveryRequests);
    },
  };
  // What other domains use: sign-in (the APIs, the stream), reviews and member records (the back office), step-up (funds).
  return { service, verification, members, passkeys, routes };
}
