/** `/ipo/subscribe` and `/ipo/pay`: money calls with an idempotency key, refreshing everything about the member after. */
import { offeringsMemberApi } from '@kabuto/contracts';
import { useMoneyCall } from '../../api/use-money-call';
import { useRefreshMember } from '../../shared/api/user-queries';

export function useSubscribeIpo() {
  const refresh = useRefreshMember();
  return useMoneyCall(offeringsMemberApi.ipoSubscribe, {}, () => void refresh());
}

export function usePayIpo() {
  const refresh = useRefreshMember();
  return useMoneyCall(offeringsMemberApi.ipoPay, {}, () => void refresh());
}

export type SubscribeIpo = ReturnType<typeof useSubscribeIpo>;
export type PayIpo = ReturnType<typeof usePayIpo>;
