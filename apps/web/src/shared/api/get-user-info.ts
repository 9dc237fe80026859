/** `/user/info`: the signed-in member, their verification state and their assets. */
import { useQuery } from '@tanstack/react-query';
import { accountMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { userQueryKey } from './user-queries';

export function useUserInfo() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    // Keyed by account, so one member's figures can never show for another who signs in later.
    queryKey: userQueryKey(account, 'info'),
    queryFn: async () => dataOrThrow(await client.send(accountMemberApi.info, {})),
    enabled: account !== null,
  });
}
