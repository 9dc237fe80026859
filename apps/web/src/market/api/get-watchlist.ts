/**
 * `/user/Optionallist`: the member's watchlist with a quote for each stock. It is cached under
 * `['user', account, …]` like everything else about the member, so signing out drops it.
 */
import { useQuery } from '@tanstack/react-query';
import { marketMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { useTranslation } from '../../ui/translation-context';
import { rerankMs, usePollMs } from '../../shared/api/market-queries';

export function watchlistQueryKey(account: string | null): readonly unknown[] {
  return ['user', account, 'watchlist'];
}

export function useWatchlist() {
  const { client } = useApi();
  const account = useSignedInAccount();
  const { language } = useTranslation();
  return useQuery({
    queryKey: [...watchlistQueryKey(account), language],
    queryFn: async () => dataOrThrow(await client.send(marketMemberApi.watchlist, {})),
    enabled: account !== null,
    refetchInterval: usePollMs(rerankMs),
  });
}
