/**
 * Everything the app caches about the signed-in member sits under `['user', account, …]`: sign-out
 * drops it in one go, and a change that moves money refreshes all of it, since a deposit, a
 * withdrawal or an exchange changes the balances, the holds and the records together.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSignedInAccount } from '../../api/use-session';

export function userQueryKey(account: string | null, ...parts: readonly unknown[]): readonly unknown[] {
  return ['user', account, ...parts];
}

export function useRefreshMember(): () => Promise<void> {
  const queryClient = useQueryClient();
  const account = useSignedInAccount();
  return () => queryClient.invalidateQueries({ queryKey: userQueryKey(account) });
}
