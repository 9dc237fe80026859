/** The back office's calls (`/api/admin/...`): staff sign-in, staff, the audit log, settings. */
import { adminApi } from '@kabuto/contracts';
import type { Database } from '../db/database';
import type { Router } from '../http/router';
import type { ConfigService } from '../settings/config.service';
import { auditTrailFor, listAudit } from '../platform/audit';
import type { VerificationService } from '../verification/verification.service';
import type { MembersService } from '../identity/member-admin.service';
import type { StaffPrincipal } from '../platform/principals';
import type { StaffService } from './staff.service';
import type { StaffSignInService } from './staff-sign-in.service';

export interface BackofficeServices {
  db: Database;
  staff: StaffService;
  staffSignIn: StaffSignInService;
  config: ConfigService;
  verification: VerificationService;
  members: MembersService;
  signInRateLimit: number;
}

export function backofficeRoutes(router: Router<StaffPrincipal>, services: BackofficeServices): void {
  const { db, staff, config, verification, members } = services;
  const signInLimit = { rateLimitPerMinute: services.signInRateLimit };
  router.add(adminApi.login, ({ body, request }) => services.staffSignIn.login(body, request.ip), signInLimit);
  router.add(adminApi.enroll, ({ body, request }) => services.staffSignIn.enroll(body, request.ip), signInLimit);
  router.add(adminApi.staffResetFactor, ({ body, principal }) =>
    services.staffSignIn.resetFactor(principal, body, auditTrailFor(principal.staffId)),
  );
  router.add(adminApi.logout, ({ principal }) => staff.logout(principal));
  router.add(adminApi.me, async ({ principal }) => ({
    id: principal.staffId,
    username: principal.username,
    role: principal.role,
  }));
  router.add(adminApi.staffList, () => staff.list());
  router.add(adminApi.staffSave, ({ body, principal }) => staff.save(body, auditTrailFor(principal.staffId)));
  router.add(adminApi.auditList, ({ body }) => listAudit(db.pool, body));
  router.add(adminApi.configList, () => config.listForStaff());
  router.add(adminApi.configSet, ({ body, principal }) => config.set(body.name, body.value, auditTrailFor(principal.staffId)));
  router.add(adminApi.kycList, ({ body }) => verification.list(body));
  router.add(adminApi.kycDetail, ({ body }) => verification.detail(body.id));
  router.add(adminApi.kycReview, ({ body, principal }) =>
    verification.review(principal.staffId, body, auditTrailFor(principal.staffId)),
  );
  router.add(adminApi.usersList, ({ body }) => members.list(body));
  router.add(adminApi.usersDetail, ({ body }) => members.detail(body.userId));
  router.add(adminApi.usersRestrict, ({ body, principal }) => members.restrict(body, auditTrailFor(principal.staffId)));
}
