/** `/funds/holds`: the money set aside, and what each amount is for. */
import { useQuery } from '@tanstack/react-query';
import { fundsMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { userQueryKey } from '../../shared/api/user-queries';

export function useHolds() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'holds'),
    queryFn: async () => dataOrThrow(await client.send(fundsMemberApi.holds, {})),
    enabled: account !== null,
  });
}
