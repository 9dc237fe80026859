/** `/funds/depositChannels`: the firm's own bank accounts a deposit is paid into. */
import { useQuery } from '@tanstack/react-query';
import { fundsMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { userQueryKey } from '../../shared/api/user-queries';

export function useDepositChannels() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'depositChannels'),
    queryFn: async () => dataOrThrow(await client.send(fundsMemberApi.depositChannels, {})),
    enabled: account !== null,
    staleTime: 5 * 60_000,
  });
}
