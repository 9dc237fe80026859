/** `/trade/addMargin`: adds whole yen of margin to a holding position, moving its liquidation price away. */
import { type RequestOf, tradingMemberApi } from '@kabuto/contracts';
import { useMoneyCall } from '../../api/use-money-call';
import { useRefreshMember } from '../../shared/api/user-queries';

export type AddMarginBody = RequestOf<typeof tradingMemberApi.tradeAddMargin>;

export function useAddMargin() {
  const refresh = useRefreshMember();
  return useMoneyCall(tradingMemberApi.tradeAddMargin, { showsFieldErrors: true }, () => void refresh());
}

export type AddMargin = ReturnType<typeof useAddMargin>;
