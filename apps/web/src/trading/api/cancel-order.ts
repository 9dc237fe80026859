/** `/trade/cancel`: cancels a pending order and releases its hold. */
import { tradingMemberApi } from '@kabuto/contracts';
import { useMoneyCall } from '../../api/use-money-call';
import { useRefreshMember } from '../../shared/api/user-queries';

export function useCancelOrder() {
  const refresh = useRefreshMember();
  // Refreshed either way: a 409 means the order filled or ended meanwhile and the list was stale.
  return useMoneyCall(tradingMemberApi.tradeCancel, {}, () => void refresh());
}
