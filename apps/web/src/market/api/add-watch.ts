/** `/user/addOptional`: follows a stock on the watchlist, then refreshes the watchlist. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marketMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { useSignedInAccount } from '../../api/use-session';
import { watchlistQueryKey } from './get-watchlist';

export function useAddWatch() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const account = useSignedInAccount();
  return useMutation({
    mutationFn: (symbol: string) => client.call(marketMemberApi.addWatch, { symbol, exchange: 'TSE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchlistQueryKey(account) }),
  });
}
