/** `/loan/records`: the member's loans in every state, newest first, a page at a time. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { loansMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { userQueryKey } from '../../shared/api/user-queries';

const recordsPageSize = 20;

export function useLoanRecords() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useInfiniteQuery({
    queryKey: userQueryKey(account, 'loanRecords'),
    queryFn: async ({ pageParam }) =>
      dataOrThrow(await client.send(loansMemberApi.loanRecords, { page: pageParam, size: recordsPageSize })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: account !== null,
  });
}
