/** The back office's part of the composition root: staff, their sign-in, and the back office's own calls. */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import type { ConfigService } from '../settings/config.service';
import type { MembersService } from '../identity/member-admin.service';
import type { VerificationService } from '../identity/verification.service';
import { backofficeRoutes } from './backoffice.routes';
import { createStaffSignInService } from './staff-sign-in.service';
import { createStaffService } from './staff.service';

export interface BackofficeWiringDependencies {
  db: Database;
  clock: () => Date;
  settings: ConfigService;
  /** Identity's reviews and member records, which staff work on. */
  verification: VerificationService;
  members: MembersService;
  signInRateLimit: number;
}

export function wireBackoffice({ db, clock, settings, verification, members, signInRateLimit }: BackofficeWiringDependencies) {
  const staff = createStaffService({ db, clock });
  const staffSignIn = createStaffSignInService({ db, clock });
  const routes: DomainRoutes = {
    staff: ({ router }) =>
      backofficeRoutes(router, { db, staff, staffSignIn, config: settings, verification, members, signInRateLimit }),
  };
  return { staff, routes };
}
