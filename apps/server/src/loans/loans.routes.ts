/** The member's loan calls (`/loan/…`) and the back office's loan queue (`/loans/…`). */
import { adminApi, memberApi } from '@kabuto/contracts';
import type { Router } from '../http/router';
import type { MemberPrincipal, StaffPrincipal } from '../platform/principals';
import { auditTrailFor } from '../platform/audit';
import type { LoansService } from './loans.service';

export function loansRoutes(router: Router<MemberPrincipal>, loans: LoansService): void {
  router.add(memberApi.loanQuota, ({ principal }) => loans.quota(principal.memberId));
  router.addMoneyCall(memberApi.loanApply, ({ principal, body, scope }) => loans.apply(scope, principal.memberId, body));
  router.addMoneyCall(memberApi.loanRepay, ({ principal, body, scope }) => loans.repay(scope, principal.memberId, body));
  router.add(memberApi.loanRecords, ({ principal, body }) => loans.records(principal.memberId, body));
}

export function loansAdminRoutes(router: Router<StaffPrincipal>, loans: LoansService): void {
  router.add(adminApi.loansList, ({ body }) => loans.queue(body));
  router.add(adminApi.loansReview, ({ body, principal }) =>
    loans.review(principal.staffId, body, auditTrailFor(principal.staffId)),
  );
  router.add(adminApi.memberLoans, ({ body }) => loans.queue({ memberId: body.userId, page: body.page, size: body.size }));
}
