/** The member's copy-trading calls (`/copy/…`) and the back office's strategies and mentor queue. */
import { adminApi, memberApi } from '@kabuto/contracts';
import { reject } from '@kabuto/domain';
import type { Router } from '../http/router';
import { auditTrailFor } from '../platform/audit';
import type { MemberPrincipal, StaffPrincipal } from '../platform/principals';
import type { CopytradeQueries } from './copytrade-queries';
import type { CopytradeService } from './copytrade.service';

export function copytradeRoutes(router: Router<MemberPrincipal>, copy: CopytradeService, queries: CopytradeQueries): void {
  router.add(memberApi.copyStrategies, ({ language }) => queries.strategies(language));
  router.add(
    memberApi.copyStrategy,
    async ({ body, language }) => (await queries.strategy(body.strategyId, language)) ?? reject('not_found'),
  );
  router.addMoneyCall(memberApi.copyFollow, ({ principal, body, scope }) => copy.follow(scope, principal.memberId, body));
  router.addMoneyCall(memberApi.copyUnfollow, ({ principal, body, scope }) =>
    copy.unfollow(scope, principal.memberId, body.copyId),
  );
  router.add(memberApi.copyFollows, ({ principal, body }) => queries.follows(principal.memberId, body));
  router.add(
    memberApi.copyPositions,
    async ({ principal, body, language }) =>
      (await queries.positions(principal.memberId, body.copyId, language)) ?? reject('not_found'),
  );
  router.add(memberApi.copyOrders, ({ principal, body, language }) => queries.orders(principal.memberId, body, language));
  router.add(memberApi.copyApplyMentor, ({ principal, body }) => copy.applyMentor(principal.memberId, body));
  router.add(memberApi.copyMyMentorApplication, async ({ principal }) => {
    const row = await copy.myMentorApplication(principal.memberId);
    if (!row) return { application: null };
    const { strategyName, description, status, reason, strategyId } = row;
    return {
      application: {
        ...{ strategyName, description, status, reason, strategyId },
        createdAt: row.createdAt.toISOString(),
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
      },
    };
  });
}

export function copytradeAdminRoutes(router: Router<StaffPrincipal>, copy: CopytradeService, queries: CopytradeQueries): void {
  router.add(adminApi.copyStrategies, () => queries.adminStrategies());
  router.add(adminApi.copyMentorsList, async ({ body }) => {
    const { rows, total } = await copy.mentorQueue(body);
    const items = rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    }));
    return { items, total, page: body.page, size: body.size };
  });
  router.add(adminApi.copyMentorsReview, ({ body, principal }) => copy.reviewMentor(body, auditTrailFor(principal.staffId)));
}
