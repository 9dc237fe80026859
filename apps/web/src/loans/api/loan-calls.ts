/** `/loan/apply` and `/loan/repay`: money calls with an idempotency key, refreshing everything about the member after. */
import { loansMemberApi } from '@kabuto/contracts';
import { useMoneyCall } from '../../api/use-money-call';
import { useRefreshMember } from '../../shared/api/user-queries';

export function useApplyLoan() {
  const refresh = useRefreshMember();
  return useMoneyCall(loansMemberApi.loanApply, {}, () => void refresh());
}

export function useRepayLoan() {
  const refresh = useRefreshMember();
  return useMoneyCall(loansMemberApi.loanRepay, {}, () => void refresh());
}

export type ApplyLoan = ReturnType<typeof useApplyLoan>;
export type RepayLoan = ReturnType<typeof useRepayLoan>;
