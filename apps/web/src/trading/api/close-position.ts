/** `/trade/close`: closes a holding position at market. */
import { tradingMemberApi } from '@kabuto/contracts';
import { useMoneyCall } from '../../api/use-money-call';
import { useRefreshMember } from '../../shared/api/user-queries';

export function useClosePosition() {
  const refresh = useRefreshMember();
  return useMoneyCall(tradingMemberApi.tradeClose, {}, () => void refresh());
}
