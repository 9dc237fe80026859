/** The member calls of `/ipo/...` and the back office's `/ipo/...`: parse, call the service, shape the reply. */
import type { z } from 'zod';
import { adminApi, memberApi, type ipoSaveRequest } from '@kabuto/contracts';
import { reject, asPrice } from '@kabuto/domain';
import type { Router } from '../http/router';
import { auditTrailFor } from '../platform/audit';
import type { MemberPrincipal, StaffPrincipal } from '../platform/principals';
import type { OfferingTerms } from './offerings.repository';
import type { OfferingsQueries } from './offerings-queries';
import type { OfferingsService } from './offerings.service';

export function offeringsRoutes(router: Router<MemberPrincipal>, ipo: OfferingsService, queries: OfferingsQueries): void {
  router.add(memberApi.ipoList, ({ body, language }) => queries.list(body.status, language));
  router.add(memberApi.ipoDetail, async ({ principal, body, language }) => {
    return (await queries.detail(body.ipoId, principal.memberId, language)) ?? reject('not_found');
  });
  router.addMoneyCall(memberApi.ipoSubscribe, ({ principal, body, scope }) => ipo.subscribe(scope, principal.memberId, body));
  router.add(memberApi.ipoApplications, ({ principal, body, language }) =>
    queries.applications(principal.memberId, body, language),
  );
  router.addMoneyCall(memberApi.ipoPay, ({ principal, body, scope }) => ipo.pay(scope, principal.memberId, body.applicationId));
  router.add(memberApi.ipoDraw, ({ body }) => ipo.publishedDraw(body.ipoId));
}

/** Staff set terms and may cancel; they read applications and results but have no call that changes one. */
export function offeringsAdminRoutes(router: Router<StaffPrincipal>, ipo: OfferingsService, queries: OfferingsQueries): void {
  router.add(adminApi.ipoSave, ({ principal, body }) =>
    ipo.save(body.id ?? null, offeringTerms(body), auditTrailFor(principal.staffId)),
  );
  router.add(adminApi.ipoList, () => queries.adminList());
  router.add(adminApi.ipoCancel, ({ principal, body }) => ipo.cancel(body.id, body.reason, auditTrailFor(principal.staffId)));
  router.add(adminApi.ipoApplications, ({ body }) => queries.adminApplications(body.id, body));
}

/** The request's terms as the service keeps them: the price in sen, the times as dates. */
function offeringTerms(body: z.output<typeof ipoSaveRequest>): OfferingTerms {
  return {
    symbol: body.symbol,
    names: body.name,
    board: body.board,
    price: asPrice(BigInt(body.price) * 100n),
    lotSize: body.lotSize,
    lotsOffered: body.lotsOffered,
    maxLotsPerMember: body.maxLotsPerMember,
    subscribeStart: new Date(body.subscribeStart),
    subscribeEnd: new Date(body.subscribeEnd),
    drawAt: new Date(body.drawAt),
    payBy: new Date(body.payBy),
    listingAt: new Date(body.listingAt),
  };
}
