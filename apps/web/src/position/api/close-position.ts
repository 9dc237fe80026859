/** `/trade/close`: closes a holding position at market. */
import { memberApi } from '@kabuto/contracts';
import { useMoneyCall } from '../../api/use-money-call';
import { useRefreshMember } from '../../shared/api/user-queries';

export function useClosePosition() {
  const refresh = useRefreshMember();
  return useMoneyCall(memberApi.tradeClose, {}, () => void refresh());
}
