/**
 * `/rewards/status` and `/rewards/referrals`: the member's streak, table and calendar, and the
 * friends who joined with their code; cached under `['user', account, 'rewards', …]`, so a
 * check-in (which refreshes everything of the member) refetches them.
 */
import { useQuery } from '@tanstack/react-query';
import { rewardsMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { userQueryKey } from '../../shared/api/user-queries';

export function useRewardsStatus() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'rewards', 'status'),
    queryFn: async () => dataOrThrow(await client.send(rewardsMemberApi.rewardsStatus, {})),
    enabled: account !== null,
  });
}

/** The first hundred friends, newest first: the list shows them all with the total. */
export function useReferrals() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'rewards', 'referrals'),
    queryFn: async () => dataOrThrow(await client.send(rewardsMemberApi.rewardsReferrals, { page: 1, size: 100 })),
    enabled: account !== null,
  });
}
