/** `/user/removeBankCard`: takes a card off the account. */
import { useMutation } from '@tanstack/react-query';
import { identityMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { useRefreshMember } from '../../shared/api/user-queries';
import { useTranslation } from '../../ui/translation-context';
import { stepUpFor } from './step-up';

export function useRemoveBankCard() {
  const { client } = useApi();
  const { t } = useTranslation();
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: async (id: number) => {
      const stepUp = await stepUpFor(client, 'bankCard', t('security.cancelled'));
      // A cancelled check is not an error to report again: the card simply stays.
      if (!stepUp.ok) return false;
      return client.call(identityMemberApi.removeBankCard, { id, stepUpToken: stepUp.token });
    },
    onSuccess: () => refresh(),
  });
}
