/** `/funds/deposit`: announces a deposit and answers the payee and the reference to pay with. */
import { memberApi, type RequestOf } from '@kabuto/contracts';
import { useMoneyCall } from '../../api/use-money-call';
import { useRefreshMember } from '../../shared/api/user-queries';

export type DepositBody = RequestOf<typeof memberApi.deposit>;

export function useDeposit() {
  const refresh = useRefreshMember();
  return useMoneyCall(memberApi.deposit, { showsFieldErrors: true }, (result) => {
    if (result.ok) void refresh();
  });
}
