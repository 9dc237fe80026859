/** `/trade/order`: places an order the member confirmed; a market order fills at once, a limit order waits. */
import { tradingMemberApi } from '@kabuto/contracts';
import { useMoneyCall } from '../../api/use-money-call';
import { useRefreshMember } from '../../shared/api/user-queries';

export function usePlaceOrder() {
  const refresh = useRefreshMember();
  // Silent: the confirmation sheet says why an order was refused, beside its figures.
  return useMoneyCall(tradingMemberApi.tradeOrder, { silent: true }, () => void refresh());
}

export type PlaceOrder = ReturnType<typeof usePlaceOrder>;
