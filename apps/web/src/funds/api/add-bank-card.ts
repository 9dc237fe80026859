/** `/user/addBankCard`: a card in the member's verified name. */
import { type RequestOf, identityMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { usePending } from '../../api/use-pending';
import { useRefreshMember } from '../../shared/api/user-queries';
import { stepUpFor } from '../../shared/api/step-up';
import { useRefusedHostText, type PasskeyTexts } from '../../shared/passkeys/passkey-host';
import { useTranslation } from '../../ui/translation-context';

export type AddBankCardBody = RequestOf<typeof identityMemberApi.addBankCard>;

export function useAddBankCard() {
  const { client } = useApi();
  const { t } = useTranslation();
  const passkeyTexts: PasskeyTexts = { cancelled: t('security.cancelled'), refusedHost: useRefusedHostText() };
  const refresh = useRefreshMember();
  return usePending(async (body: AddBankCardBody) => {
    const stepUp = await stepUpFor(client, 'bankCard', passkeyTexts);
    if (!stepUp.ok) return stepUp;
    const result = await client.send(
      identityMemberApi.addBankCard,
      { ...body, stepUpToken: stepUp.token },
      { showsFieldErrors: true },
    );
    if (result.ok) await refresh();
    return result;
  });
}
