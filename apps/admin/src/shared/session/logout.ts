/** `/auth/logout`: ends the session on the server before forgetting the token here. */
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@kabuto/contracts';
import { api } from '../../api';

export function useLogout(onSignedOut: () => void) {
  return useMutation({
    mutationFn: () => api.call(adminApi.logout, {}),
    // Forget the token even when the call fails: a staff member who pressed "Sign out" must
    // never stay signed in on this tab because the network blinked.
    onSettled: onSignedOut,
  });
}
