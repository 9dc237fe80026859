/** `/users/restrict` (owners only): sets or clears restrictions, with a reason the member reads. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../../api';

export type RestrictBody = RequestOf<typeof adminApi.usersRestrict>;

export function useRestrictMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RestrictBody) => api.call(adminApi.usersRestrict, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.members }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audit }),
      ]);
    },
  });
}
