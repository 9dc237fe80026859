/** `/user/bankCards`: the member's cards, numbers masked, each with when it can receive withdrawals. */
import { useQuery } from '@tanstack/react-query';
import { identityMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { userQueryKey } from '../../shared/api/user-queries';

export function useBankCards() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'bankCards'),
    queryFn: async () => dataOrThrow(await client.send(identityMemberApi.bankCards, {})),
    enabled: account !== null,
  });
}
