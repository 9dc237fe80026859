/** `/funds/withdraw`: asks for a payout to one of the member's cards; the amount is held at once. */
import { memberApi, type RequestOf } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { moneyCallOptions } from '../../api/idempotency';
import { usePending } from '../../api/use-pending';
import { useRefreshMember } from './user-queries';

export type WithdrawBody = RequestOf<typeof memberApi.withdraw>;

/** Failures the fund password sheet shows itself, under the password, instead of a toast. */
export const fundPasswordFailures: readonly string[] = ['fund_password_wrong', 'fund_password_locked'];

export function useWithdraw() {
  const { client } = useApi();
  const refresh = useRefreshMember();
  return usePending(async (body: WithdrawBody) => {
    const result = await client.send(memberApi.withdraw, body, moneyCallOptions({ silent: true }));
    // Refreshed either way: a refusal for the balance or a card's cool-down means the screen was stale.
    void refresh();
    return result;
  });
}
