/** `/funds/withdraw`: asks for a payout to one of the member's cards; the amount is held at once. */
import { memberApi, type RequestOf } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { moneyCallOptions } from '../../api/idempotency';
import { usePending } from '../../api/use-pending';
import { useTranslation } from '../../ui/translation-context';
import { stepUpFor } from './step-up';
import { useRefreshMember } from './user-queries';

export type WithdrawBody = RequestOf<typeof memberApi.withdraw>;

/** Failures the fund password sheet shows itself, under the password, instead of a toast. */
export const fundPasswordFailures: readonly string[] = ['fund_password_wrong', 'fund_password_locked'];

export function useWithdraw() {
  const { client } = useApi();
  const { t } = useTranslation();
  const refresh = useRefreshMember();
  return usePending(async (body: WithdrawBody) => {
    // A member with a passkey confirms with it first; the sheet shows a cancelled check like any refusal.
    const stepUp = await stepUpFor(client, 'withdraw', t('security.cancelled'), { toast: false });
    if (!stepUp.ok) return stepUp;
    const confirmed = { ...body, stepUpToken: stepUp.token };
    const result = await client.send(memberApi.withdraw, confirmed, moneyCallOptions({ silent: true }));
    // Refreshed either way: a refusal for the balance or a card's cool-down means the screen was stale.
    void refresh();
    return result;
  });
}
