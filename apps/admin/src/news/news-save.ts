/** `/news/save` (owners and support): writes an article, or changes one when `id` is given. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export type NewsSaveBody = RequestOf<typeof adminApi.newsSave>;

export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewsSaveBody) => api.call(adminApi.newsSave, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.news }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audit }),
      ]);
    },
  });
}
