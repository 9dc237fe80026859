/** `/funds/withdraw`: asks for a payout to one of the member's cards; the amount is held at once. */
import { memberApi, type RequestOf } from '@kabuto/contracts';
import { useMoneyCall } from '../../api/use-money-call';
import { useRefreshMember } from '../../shared/api/user-queries';

export type WithdrawBody = RequestOf<typeof memberApi.withdraw>;

/** Failures the fund password sheet shows itself, under the password, instead of a toast. */
export const fundPasswordFailures: readonly string[] = ['fund_password_wrong', 'fund_password_locked'];

export function useWithdraw() {
  const refresh = useRefreshMember();
  // Refreshed either way: a refusal for the balance or a card's cool-down means the screen was stale.
  return useMoneyCall(memberApi.withdraw, { silent: true }, () => void refresh());
}

export type Withdraw = ReturnType<typeof useWithdraw>;
