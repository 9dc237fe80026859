/**
 * Verification's part of the composition root: the member's real-name submission and its review
 * by staff, the identity photos (uploads) and the store their bytes are kept in, and their calls.
 * A decision is told through the outbox (`verification.decided`).
 */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import type { IdentityService } from '../identity/identity.service';
import type { EventPublisher } from '../platform/outbox';
import type { UploadStore } from './uploads.service';
import { staffFileRoute, uploadRoutes, verificationRoutes } from './verification.routes';
import { createVerificationService } from './verification.service';

export function wireVerification({
  db,
  clock,
  uploadStore,
  events,
  authenticate,
}: {
  db: Database;
  clock: () => Date;
  uploadStore: UploadStore;
  events: EventPublisher;
  /** The member's session (identity), for the upload and image routes. */
  authenticate: IdentityService['authenticate'];
}) {
  const service = createVerificationService({ db, clock, events });
  const routeServices = { db, uploadStore, verification: service, authenticate };
  const routes: DomainRoutes = {
    member: ({ router, app }) => {
      verificationRoutes(router, routeServices);
      uploadRoutes(app, routeServices);
    },
    staff: ({ app, authenticateStaff }) => staffFileRoute(app, { db, uploadStore, authenticateStaff }),
  };
  return { service, routes };
}
