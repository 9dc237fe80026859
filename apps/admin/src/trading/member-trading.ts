/** `/trading/member`: a member's orders and positions, newest first, one page of each. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export type MemberTrading = ReplyOf<typeof adminApi.memberTrading>;

export function useMemberTrading(userId: number, page: number) {
  return useQuery({
    queryKey: [...queryKeys.ledger, 'trading', userId, page],
    queryFn: () => api.call(adminApi.memberTrading, { userId, page }),
    placeholderData: keepPreviousData,
  });
}
