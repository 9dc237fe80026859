/** `/news/list`: articles and market notes, newest first, a page at a time, in the app's language. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReplyOf, marketMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useTranslation } from '../../ui/translation-context';
import { marketQueryKey, nextPage } from '../../shared/api/market-queries';

export type NewsItem = ReplyOf<typeof marketMemberApi.newsList>['items'][number];

export function useNewsList(pageSize: number, symbol?: string) {
  const { client } = useApi();
  const { language } = useTranslation();
  return useInfiniteQuery({
    queryKey: marketQueryKey('news', pageSize, symbol ?? null, language),
    // Silent: each screen shows a news failure in place, beside data that did load.
    queryFn: async ({ pageParam }) =>
      dataOrThrow(
        await client.send(
          marketMemberApi.newsList,
          { page: pageParam, size: pageSize, ...(symbol ? { symbol } : {}) },
          { silent: true },
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 60_000,
  });
}
