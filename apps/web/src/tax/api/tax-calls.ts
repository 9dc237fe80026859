/** `/tax/choose` and `/nisa/open`: each keeps its key from confirmation to success, then refreshes the member's data. */
import { taxMemberApi } from '@kabuto/contracts';
import { useMoneyCall } from '../../api/use-money-call';
import { useRefreshMember } from '../../shared/api/user-queries';

export function useChooseTaxAccount() {
  const refresh = useRefreshMember();
  return useMoneyCall(taxMemberApi.taxChoose, {}, () => void refresh());
}

export function useOpenNisa() {
  const refresh = useRefreshMember();
  return useMoneyCall(taxMemberApi.nisaOpen, {}, () => void refresh());
}
