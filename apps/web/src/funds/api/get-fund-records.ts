/** `/funds/records`: deposits, withdrawals and exchanges, newest first, a page at a time. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { type RequestOf, fundsMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { userQueryKey } from '../../shared/api/user-queries';

export type RecordType = NonNullable<RequestOf<typeof fundsMemberApi.records>['type']>;
export const recordsPageSize = 20;

export function useFundRecords(type: RecordType | null) {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useInfiniteQuery({
    queryKey: userQueryKey(account, 'records', type),
    queryFn: async ({ pageParam }) =>
      dataOrThrow(
        await client.send(fundsMemberApi.records, { page: pageParam, size: recordsPageSize, ...(type ? { type } : {}) }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: account !== null,
  });
}
