/** `/trade/position`: one position with its fills, fees and ledger entries. */
import { useQuery } from '@tanstack/react-query';
import { type ReplyOf, tradingMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { tradeQueryKey, useTradePollMs } from '../../shared/api/trade-queries';

export type PositionDetail = ReplyOf<typeof tradingMemberApi.tradePosition>;

export function usePosition(id: number | null) {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: tradeQueryKey(account, 'position', id),
    // Silent: the screen says itself when the position is missing or did not load.
    queryFn: async () => dataOrThrow(await client.send(tradingMemberApi.tradePosition, { id: id ?? 0 }, { silent: true })),
    enabled: account !== null && id !== null,
    refetchInterval: useTradePollMs(),
  });
}
