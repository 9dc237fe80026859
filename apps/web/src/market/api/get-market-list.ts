/** `/market/list`: the quotes of one board (or all), sorted, a page at a time. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { type RequestOf, marketMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useTranslation } from '../../ui/translation-context';
import { marketQueryKey, nextPage, rerankMs, usePollMs } from '../../shared/api/market-queries';

type ListRequest = RequestOf<typeof marketMemberApi.marketList>;
export type Board = NonNullable<ListRequest['exchange']>;
export type ListSort = Exclude<NonNullable<ListRequest['sort']>, 'symbol'>;
export type SortOrder = NonNullable<ListRequest['order']>;

export const marketPageSize = 20;

export function useMarketList(board: Board, sort: ListSort, order: SortOrder) {
  const { client } = useApi();
  const { language } = useTranslation();
  return useInfiniteQuery({
    queryKey: marketQueryKey('list', board, sort, order, language),
    queryFn: async ({ pageParam }) =>
      dataOrThrow(
        await client.send(marketMemberApi.marketList, { exchange: board, sort, order, page: pageParam, size: marketPageSize }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    refetchInterval: usePollMs(rerankMs),
  });
}
