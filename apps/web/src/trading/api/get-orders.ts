/** `/trade/orders`: the member's orders (of one status, or of one position, or all), newest first. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { type RequestOf, tradingMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { nextPage, tradePageSize, tradeQueryKey, useTradePollMs } from '../../shared/api/trade-queries';

export type OrdersFilter = Omit<RequestOf<typeof tradingMemberApi.tradeOrders>, 'page' | 'size'>;

export function useOrders(filter: OrdersFilter) {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useInfiniteQuery({
    queryKey: tradeQueryKey(account, 'orders', filter.status ?? null, filter.product ?? null, filter.positionId ?? null),
    queryFn: async ({ pageParam }) =>
      dataOrThrow(
        await client.send(tradingMemberApi.tradeOrders, { ...filter, page: pageParam, size: tradePageSize }, { silent: true }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: account !== null,
    refetchInterval: useTradePollMs(),
  });
}
