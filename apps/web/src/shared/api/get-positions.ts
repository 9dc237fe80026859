/** `/trade/positions`: the member's positions of one status or product, newest first, with the holding totals. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReplyOf, type RequestOf, tradingMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { nextPage, tradePageSize, tradeQueryKey, useTradePollMs } from './trade-queries';

export type PositionsFilter = Omit<RequestOf<typeof tradingMemberApi.tradePositions>, 'page' | 'size'>;
export type PositionsPage = ReplyOf<typeof tradingMemberApi.tradePositions>;

export function usePositions(filter: PositionsFilter, size = tradePageSize) {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useInfiniteQuery({
    queryKey: tradeQueryKey(account, 'positions', filter.status ?? null, filter.product ?? null, size),
    queryFn: async ({ pageParam }) =>
      dataOrThrow(await client.send(tradingMemberApi.tradePositions, { ...filter, page: pageParam, size }, { silent: true })),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: account !== null,
    refetchInterval: useTradePollMs(),
  });
}
