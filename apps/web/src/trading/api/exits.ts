/** `/trade/positionExits`, `/trade/exits`, `/trade/cancelExits`: a position's take-profit, stop-loss and trailing stop. */
import { useQuery } from '@tanstack/react-query';
import { conditionalMemberApi, type ReplyOf, type RequestOf } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useMoneyCall } from '../../api/use-money-call';
import { useSignedInAccount } from '../../api/use-session';
import { tradeQueryKey, useTradePollMs } from '../../shared/api/trade-queries';
import { useRefreshMember } from '../../shared/api/user-queries';

export type PositionExits = ReplyOf<typeof conditionalMemberApi.tradePositionExits>['exits'];
export type SetExitsBody = RequestOf<typeof conditionalMemberApi.tradeExits>;

export function usePositionExits(positionId: number) {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: tradeQueryKey(account, 'exits', positionId),
    queryFn: async () =>
      dataOrThrow(await client.send(conditionalMemberApi.tradePositionExits, { positionId }, { silent: true })).exits,
    enabled: account !== null,
    refetchInterval: useTradePollMs(),
  });
}

export function useSetExits() {
  const refresh = useRefreshMember();
  // Silent: the sheet says why exits were refused, beside the prices.
  return useMoneyCall(conditionalMemberApi.tradeExits, { silent: true }, () => void refresh());
}

export function useCancelExits() {
  const refresh = useRefreshMember();
  return useMoneyCall(conditionalMemberApi.tradeCancelExits, {}, () => void refresh());
}

export type SetExits = ReturnType<typeof useSetExits>;
