/**
 * `/user/removeOptional`: stops following a stock. The row leaves the cached watchlist at once
 * (the member just asked for it to go), and comes back if the server refuses.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marketMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { useSignedInAccount } from '../../api/use-session';
import { watchlistQueryKey } from './get-watchlist';
import type { Quote } from '../../shared/api/market-queries';

export function useRemoveWatch() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const account = useSignedInAccount();
  const key = watchlistQueryKey(account);
  return useMutation({
    mutationFn: (symbol: string) => client.call(marketMemberApi.removeWatch, { symbol, exchange: 'TSE' }),
    onMutate: (symbol) => {
      queryClient.setQueriesData<Quote[]>({ queryKey: key }, (rows) => rows?.filter((row) => row.symbol !== symbol));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
