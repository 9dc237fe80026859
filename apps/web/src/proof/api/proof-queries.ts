/**
 * The proof reads: the latest published root and total (public), and my leaf with its path in
 * that day's tree. A published proof never changes, so neither is read again while the screen is open.
 */
import { useQuery } from '@tanstack/react-query';
import { proofMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { CallFailedError, dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { userQueryKey } from '../../shared/api/user-queries';

export function useLatestProof() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['proof', 'latest'],
    queryFn: async () => {
      const result = await client.send(proofMemberApi.proofLatest, {}, { silent: true });
      // Nothing published yet is an answer, not a failure.
      if (!result.ok && result.failure.code === 'not_found') return null;
      return dataOrThrow(result);
    },
    retry: false,
  });
}

export function useMyProof(date: string | null) {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'proof', 'mine', date),
    queryFn: async () => {
      const result = await client.send(proofMemberApi.proofMine, { date: date ?? undefined }, { silent: true });
      // No leaf of mine in that day's tree (no money held at the close).
      if (!result.ok && result.failure.code === 'not_found') return null;
      return dataOrThrow(result);
    },
    enabled: account !== null && date !== null,
    retry: (count, error) => !(error instanceof CallFailedError && error.failure.status < 500) && count < 2,
  });
}
