/** `/user/removeBankCard`: takes a card off the account. */
import { useMutation } from '@tanstack/react-query';
import { memberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { useRefreshMember } from '../../shared/api/user-queries';

export function useRemoveBankCard() {
  const { client } = useApi();
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: (id: number) => client.call(memberApi.removeBankCard, { id }),
    onSuccess: () => refresh(),
  });
}
