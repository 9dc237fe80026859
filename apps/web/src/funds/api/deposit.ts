/** `/funds/deposit`: announces a deposit and answers the payee and the reference to pay with. */
import { type RequestOf, fundsMemberApi } from '@kabuto/contracts';
import { useMoneyCall } from '../../api/use-money-call';
import { useRefreshMember } from '../../shared/api/user-queries';

export type DepositBody = RequestOf<typeof fundsMemberApi.deposit>;

export function useDeposit() {
  const refresh = useRefreshMember();
  return useMoneyCall(fundsMemberApi.deposit, { showsFieldErrors: true }, (result) => {
    if (result.ok) void refresh();
  });
}
