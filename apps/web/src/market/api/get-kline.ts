/**
 * `/market/kline`: bars of one period, oldest first. The history is paged backwards (each page
 * asks for bars `before` the oldest one held), and the newest bars are asked for on their own,
 * often, so the chart's last bar keeps moving without reloading the history.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { klinePeriods, type ReplyOf, marketMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { marketQueryKey, pollMs } from '../../shared/api/market-queries';

export type KlinePeriod = (typeof klinePeriods)[number];
export type Bar = ReplyOf<typeof marketMemberApi.kline>[number];
export { klinePeriods };

export const historyPageSize = 300;

export function useKlineHistory(symbol: string, period: KlinePeriod) {
  const { client } = useApi();
  return useInfiniteQuery({
    queryKey: marketQueryKey('kline', symbol, period),
    queryFn: async ({ pageParam }) =>
      dataOrThrow(
        await client.send(
          marketMemberApi.kline,
          { symbol, period, limit: historyPageSize, ...(pageParam ? { before: pageParam } : {}) },
          { silent: true },
        ),
      ),
    initialPageParam: '',
    // A short page means the start of the history has been reached.
    getNextPageParam: (last) => (last.length < historyPageSize ? undefined : last[0]?.time),
    // The history does not change; the newest bars come from `useLatestBars`.
    staleTime: Infinity,
  });
}

/** The two newest bars, refreshed every `refreshMs` (false: the stream delivers them). */
export function useLatestBars(symbol: string, period: KlinePeriod, refreshMs: number | false) {
  const { client } = useApi();
  return useQuery({
    queryKey: marketQueryKey('kline-latest', symbol, period),
    queryFn: async () => dataOrThrow(await client.send(marketMemberApi.kline, { symbol, period, limit: 2 }, { silent: true })),
    refetchInterval: refreshMs,
    staleTime: refreshMs === false ? pollMs : 0,
  });
}
