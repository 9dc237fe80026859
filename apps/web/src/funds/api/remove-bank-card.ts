/** `/user/removeBankCard`: takes a card off the account. */
import { useMutation } from '@tanstack/react-query';
import { identityMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { useRefreshMember } from '../../shared/api/user-queries';
import { stepUpFor } from '../../shared/api/step-up';
import { useRefusedHostText, type PasskeyTexts } from '../../shared/passkeys/passkey-host';
import { useTranslation } from '../../ui/translation-context';

export function useRemoveBankCard() {
  const { client } = useApi();
  const { t } = useTranslation();
  const passkeyTexts: PasskeyTexts = { cancelled: t('security.cancelled'), refusedHost: useRefusedHostText() };
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: async (id: number) => {
      const stepUp = await stepUpFor(client, 'bankCard', passkeyTexts);
      // A cancelled check is not an error to report again: the card simply stays.
      if (!stepUp.ok) return false;
      return client.call(identityMemberApi.removeBankCard, { id, stepUpToken: stepUp.token });
    },
    onSuccess: () => refresh(),
  });
}
