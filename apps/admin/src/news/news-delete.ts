/** `/news/delete` (owners and support): takes an article off the member app; the audit log keeps it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(adminApi.newsDelete, { id }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.news }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audit }),
      ]);
    },
  });
}
