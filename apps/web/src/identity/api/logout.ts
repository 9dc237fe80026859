/** `/user/logout`: ends the session on the server, then forgets it here whatever the answer. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { clearSession } from '../../api/session';

export function useLogout() {
  const { client, store } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(accountMemberApi.logout, {}),
    // A member who asked to sign out is signed out on this device even if the server could not
    // be reached; the server's session then ends by itself after its idle time.
    onSettled: () => {
      clearSession(store);
      queryClient.removeQueries({ queryKey: ['user'] });
    },
  });
}
