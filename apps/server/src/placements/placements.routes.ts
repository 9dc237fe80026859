/** The member calls of `/block/…`, `/placement/…`, `/auction/…` and the back office's: parse, call the service, shape the reply. */
import { adminApi, memberApi } from '@kabuto/contracts';
import type { Router } from '../http/router';
import { auditTrailFor } from '../platform/audit';
import type { MemberPrincipal, StaffPrincipal } from '../platform/principals';
import type { PlacementsQueries } from './placements-queries';
import type { PlacementsService } from './placements.service';

export function placementsRoutes(router: Router<MemberPrincipal>, service: PlacementsService, queries: PlacementsQueries): void {
  router.add(memberApi.blockList, ({ principal, language }) => queries.products('block', principal.memberId, language));
  router.addMoneyCall(memberApi.blockApply, ({ principal, body, scope }) =>
    service.apply(scope, principal.memberId, 'block', body.productId, body.shares),
  );
  router.add(memberApi.blockApplications, ({ principal, body, language }) =>
    queries.applications('block', principal.memberId, body, language),
  );
  router.add(memberApi.placementList, ({ principal, language }) => queries.products('placement', principal.memberId, language));
  router.addMoneyCall(memberApi.placementApply, ({ principal, body, scope }) =>
    service.apply(scope, principal.memberId, 'placement', body.placementId, body.shares),
  );
  router.add(memberApi.placementApplications, ({ principal, body, language }) =>
    queries.applications('placement', principal.memberId, body, language),
  );
  router.add(memberApi.auctionList, ({ language }) => queries.auctions(language));
  router.addMoneyCall(memberApi.auctionBid, ({ principal, body, scope }) => service.bid(scope, principal.memberId, body));
  router.add(memberApi.auctionBids, ({ principal, body, language }) => queries.bids(principal.memberId, body, language));
  router.add(memberApi.auctionResult, ({ body, language }) => queries.result(body.auctionId, language));
}

/** Staff set products and pass or reject block-trade applications; the close, not staff, decides every allotment. */
export function placementsAdminRoutes(
  router: Router<StaffPrincipal>,
  service: PlacementsService,
  queries: PlacementsQueries,
): void {
  router.add(adminApi.blockSave, ({ principal, body }) =>
    service.save({ kind: 'block', ...body }, auditTrailFor(principal.staffId)),
  );
  router.add(adminApi.placementSave, ({ principal, body }) =>
    service.save({ kind: 'placement', ...body }, auditTrailFor(principal.staffId)),
  );
  router.add(adminApi.auctionSave, ({ principal, body }) =>
    service.save({ kind: 'auction', ...body }, auditTrailFor(principal.staffId)),
  );
  router.add(adminApi.blockQueue, ({ body }) => queries.adminOrders({ ...body, kind: 'block' }));
  router.add(adminApi.blockReview, ({ principal, body }) =>
    service.review(principal.staffId, body, auditTrailFor(principal.staffId)),
  );
  router.add(adminApi.offersProducts, ({ body }) => queries.adminProducts(body.kind));
  router.add(adminApi.offersOrders, ({ body }) => queries.adminOrders(body));
}
