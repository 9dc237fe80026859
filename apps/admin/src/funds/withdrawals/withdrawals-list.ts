/** `/withdrawals/list`: one page of withdrawal orders, filtered by status and account prefix. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../../api';

export type WithdrawalItem = ReplyOf<typeof adminApi.withdrawalsList>['items'][number];
export type WithdrawalsQuery = RequestOf<typeof adminApi.withdrawalsList>;

export const withdrawalStatuses = ['pending', 'passed', 'rejected'] as const;

export function useWithdrawalsList(query: WithdrawalsQuery) {
  return useQuery({
    queryKey: [...queryKeys.withdrawals, 'list', query],
    queryFn: () => api.call(adminApi.withdrawalsList, query),
    placeholderData: keepPreviousData,
  });
}
