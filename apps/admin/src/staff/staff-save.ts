/** `/staff/save` (owners only): creates a staff member, or changes one when `id` is given. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export type StaffSaveBody = RequestOf<typeof adminApi.staffSave>;

export function useSaveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSaveBody) => api.call(adminApi.staffSave, body),
    onSuccess: async () => {
      // An owner may have changed their own role, so `me` (and with it the menu) is refreshed too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.staff }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audit }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]);
    },
  });
}
