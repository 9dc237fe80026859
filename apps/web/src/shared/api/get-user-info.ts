/** `/user/info`: the signed-in member, their verification state and their assets. */
import { useQuery } from '@tanstack/react-query';
import { accountMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { takeEarly } from '../../api/early-replies';
import { useSignedInAccount } from '../../api/use-session';
import { userQueryKey } from './user-queries';

export function useUserInfo() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    // Keyed by account, so one member's figures can never show for another who signs in later.
    queryKey: userQueryKey(account, 'info'),
    // The first one takes the reply start-up asked for on home, if there is one.
    queryFn: async () =>
      dataOrThrow((await takeEarly(accountMemberApi.info, account)) ?? (await client.send(accountMemberApi.info, {}))),
    enabled: account !== null,
  });
}
