/**
 * The back office's part of the composition root: staff, their sign-in, the back office's own
 * calls, and staff's view of members (identity's, with their cards from funds and their identity
 * submissions from verification).
 */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import type { ConfigService } from '../settings/config.service';
import { createMembersService, type MembersDependencies } from '../identity/member-admin.service';
import type { VerificationService } from '../verification/verification.service';
import { backofficeRoutes } from './backoffice.routes';
import { createStaffSignInService } from './staff-sign-in.service';
import { createStaffService } from './staff.service';

export interface BackofficeWiringDependencies {
  db: Database;
  clock: () => Date;
  settings: ConfigService;
  /** Verification's reviews, which staff work on. */
  verification: VerificationService;
  /** A member's cards as staff see them (funds). */
  cardsOf: MembersDependencies['cardsOf'];
  signInRateLimit: number;
}

export function wireBackoffice({ db, clock, settings, verification, cardsOf, signInRateLimit }: BackofficeWiringDependencies) {
  const members = createMembersService({ db, clock, cardsOf, submissionsOf: verification.submissionsOf });
  const staff = createStaffService({ db, clock });
  const staffSignIn = createStaffSignInService({ db, clock });
  const routes: DomainRoutes = {
    staff: ({ router }) =>
      backofficeRoutes(router, { db, staff, staffSignIn, config: settings, verification, members, signInRateLimit }),
  };
  return { staff, routes };
}
