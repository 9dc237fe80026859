/** `/tax/account` and `/nisa/status`: the member's tax account and NISA allowance (issue 34), read by several screens. */
import { useQuery } from '@tanstack/react-query';
import { taxMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { userQueryKey } from '../api/user-queries';

export function useTaxAccount() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'taxAccount'),
    queryFn: async () => dataOrThrow(await client.send(taxMemberApi.taxAccount, {}, { silent: true })),
    enabled: account !== null,
  });
}

export function useNisaStatus(enabled = true) {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'nisaStatus'),
    queryFn: async () => dataOrThrow(await client.send(taxMemberApi.nisaStatus, {}, { silent: true })),
    enabled: account !== null && enabled,
  });
}
