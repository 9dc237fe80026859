/** `/deposits/list`: one page of deposit orders, filtered by status and account prefix. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../../api';

export type DepositItem = ReplyOf<typeof adminApi.depositsList>['items'][number];
export type DepositsQuery = RequestOf<typeof adminApi.depositsList>;

export const depositStatuses = ['pending', 'passed', 'rejected'] as const;

export function useDepositsList(query: DepositsQuery) {
  return useQuery({
    queryKey: [...queryKeys.deposits, 'list', query],
    queryFn: () => api.call(adminApi.depositsList, query),
    placeholderData: keepPreviousData,
  });
}
