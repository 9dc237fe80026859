/** `/user/messages`: the member's notices, newest first, a page at a time, in the app's language. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { identityMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { useTranslation } from '../../ui/translation-context';
import { userQueryKey } from '../../shared/api/user-queries';

export const messagesPageSize = 20;

export function useMessages() {
  const { client } = useApi();
  const account = useSignedInAccount();
  const { language } = useTranslation();
  return useInfiniteQuery({
    // The server writes each notice out in the request's language, so each language is its own list.
    queryKey: userQueryKey(account, 'messages', language),
    queryFn: async ({ pageParam }) =>
      dataOrThrow(await client.send(identityMemberApi.messages, { page: pageParam, size: messagesPageSize })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: account !== null,
  });
}
