/** `/rewards/member`: a member's check-ins and the friends they invited, with the rewards paid. */
import { useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export type MemberRewards = ReplyOf<typeof adminApi.rewardsMember>;

export function useMemberRewards(userId: number) {
  return useQuery({
    queryKey: [...queryKeys.ledger, 'rewards', userId],
    queryFn: () => api.call(adminApi.rewardsMember, { userId }),
  });
}
