/** `/ledger/member`: a member's balances, open holds and one page of journal entries. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export type MemberLedger = ReplyOf<typeof adminApi.memberLedger>;

export function useMemberLedger(userId: number, page: number) {
  return useQuery({
    queryKey: [...queryKeys.ledger, 'member', userId, page],
    queryFn: () => api.call(adminApi.memberLedger, { userId, page }),
    placeholderData: keepPreviousData,
  });
}
