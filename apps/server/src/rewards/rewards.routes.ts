/** The member's reward calls (`/rewards/…`) and the back office's view of them. */
import { adminApi, memberApi } from '@kabuto/contracts';
import { asMemberId } from '@kabuto/domain';
import type { Router } from '../http/router';
import type { MemberPrincipal, StaffPrincipal } from '../platform/principals';
import type { RewardsService } from './rewards.service';

export function rewardsRoutes(router: Router<MemberPrincipal>, rewards: RewardsService): void {
  router.add(memberApi.rewardsStatus, ({ principal }) => rewards.status(principal.memberId));
  router.addMoneyCall(memberApi.rewardsCheckIn, ({ principal, scope }) => rewards.checkIn(scope, principal.memberId));
  router.add(memberApi.rewardsReferrals, ({ principal, body }) => rewards.referrals(principal.memberId, body));
}

export function rewardsAdminRoutes(router: Router<StaffPrincipal>, rewards: RewardsService): void {
  router.add(adminApi.rewardsMember, ({ body }) => rewards.memberRewards(asMemberId(body.userId)));
  router.add(adminApi.rewardsCost, () => rewards.cost());
}
