/** `/staff/resetFactor` (owners only): clears another staff member's second factor; audited. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export function useResetFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof adminApi.staffResetFactor>) => api.call(adminApi.staffResetFactor, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.staff }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audit }),
      ]);
    },
  });
}
