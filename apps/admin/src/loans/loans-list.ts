/** `/loans/list` and `/loans/member`: loans as the money queue shows them (the loan number as the order, in yen). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

type LoanRow = ReplyOf<typeof adminApi.loansList>['items'][number];
export type LoanItem = LoanRow & { orderNo: string; currency: 'JPY' };
export type LoansQuery = RequestOf<typeof adminApi.loansList>;

export const loanStatuses = ['pending', 'active', 'rejected', 'repaid'] as const;

const asQueueItem = (loan: LoanRow): LoanItem => ({ ...loan, orderNo: loan.loanNo, currency: 'JPY' });

export function useLoansList(query: LoansQuery) {
  return useQuery({
    queryKey: [...queryKeys.loans, 'list', query],
    queryFn: async () => {
      const page = await api.call(adminApi.loansList, query);
      return { ...page, items: page.items.map(asQueueItem) };
    },
    placeholderData: keepPreviousData,
  });
}

export function useMemberLoans(userId: number) {
  return useQuery({
    queryKey: [...queryKeys.loans, 'member', userId],
    queryFn: () => api.call(adminApi.memberLoans, { userId, page: 1, size: 100 }),
  });
}
