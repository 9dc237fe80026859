/** The member's tax and NISA calls (`/tax/…`, `/nisa/…`) and the back office's. */
import { adminApi, memberApi } from '@kabuto/contracts';
import { asMemberId } from '@kabuto/domain';
import type { Router } from '../http/router';
import { auditTrailFor } from '../platform/audit';
import type { MemberPrincipal, StaffPrincipal } from '../platform/principals';
import type { createTaxRemittance } from './tax-remittance';
import type { TaxService } from './tax.service';

export function taxRoutes(router: Router<MemberPrincipal>, tax: TaxService): void {
  router.add(memberApi.taxAccount, ({ principal }) => tax.account(principal.memberId));
  router.addMoneyCall(memberApi.taxChoose, ({ principal, body, scope }) => tax.choose(scope, principal.memberId, body.type));
  router.addMoneyCall(memberApi.nisaOpen, ({ principal, scope }) => tax.nisaOpen(scope, principal.memberId));
  router.add(memberApi.nisaStatus, ({ principal }) => tax.nisaStatus(principal.memberId));
}

export function taxAdminRoutes(
  router: Router<StaffPrincipal>,
  tax: TaxService,
  remittance: ReturnType<typeof createTaxRemittance>,
): void {
  router.add(adminApi.memberTax, ({ body }) => tax.memberTax(asMemberId(body.userId)));
  router.add(adminApi.taxLedger, () => remittance.ledger());
  router.add(adminApi.taxRemit, ({ body, principal }) =>
    remittance.remit(principal.staffId, body.year, auditTrailFor(principal.staffId)),
  );
}
