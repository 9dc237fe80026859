/** `/funds/withdraw`: asks for a payout to one of the member's cards; the amount is held at once. */
import { type RequestOf, fundsMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { useMoneyCall } from '../../api/use-money-call';
import { useRefreshMember } from '../../shared/api/user-queries';
import { stepUpFor } from '../../shared/api/step-up';
import { useRefusedHostText, type PasskeyTexts } from '../../shared/passkeys/passkey-host';
import { useTranslation } from '../../ui/translation-context';

export type WithdrawBody = RequestOf<typeof fundsMemberApi.withdraw>;

/** Failures the fund password sheet shows itself, under the password, instead of a toast. */
export const fundPasswordFailures: readonly string[] = ['fund_password_wrong', 'fund_password_locked'];

export function useWithdraw() {
  const { client } = useApi();
  const { t } = useTranslation();
  const passkeyTexts: PasskeyTexts = { cancelled: t('security.cancelled'), refusedHost: useRefusedHostText() };
  const refresh = useRefreshMember();
  // Refreshed either way: a refusal for the balance or a card's cool-down means the screen was stale.
  return useMoneyCall(
    fundsMemberApi.withdraw,
    { silent: true },
    () => void refresh(),
    // A member with a passkey confirms with it first; the sheet shows a cancelled check like any refusal.
    async (body) => {
      const stepUp = await stepUpFor(client, 'withdraw', passkeyTexts, { toast: false });
      return stepUp.ok ? { ok: true, body: { ...body, stepUpToken: stepUp.token } } : stepUp;
    },
  );
}

export type Withdraw = ReturnType<typeof useWithdraw>;
