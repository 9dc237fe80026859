/** The proof of liabilities' calls (`/proof/…`): public roots, a member's own proof, and staff's view of the builds. */
import { adminApi, memberApi } from '@kabuto/contracts';
import { asMemberId } from '@kabuto/domain';
import type { Router } from '../http/router';
import type { MemberPrincipal, StaffPrincipal } from '../platform/principals';
import type { ProofService } from './proof.service';

export function proofRoutes(router: Router<MemberPrincipal>, proof: ProofService): void {
  router.add(memberApi.proofLatest, () => proof.latest());
  router.add(memberApi.proofList, ({ body }) => proof.list(body.page, body.size));
  router.add(memberApi.proofMine, ({ principal, body }) => proof.mine(principal.memberId, body.date));
}

export function proofAdminRoutes(router: Router<StaffPrincipal>, proof: ProofService): void {
  router.add(adminApi.proofRuns, ({ body }) => proof.runs(body.page, body.size));
  router.add(adminApi.proofMemberLeaf, ({ body }) => proof.memberLeaves(asMemberId(body.userId)));
}
