/** `/channels/save` (owners only): creates a deposit channel, or changes one when `id` is given. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../../api';

export type ChannelSaveBody = RequestOf<typeof adminApi.channelsSave>;

export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChannelSaveBody) => api.call(adminApi.channelsSave, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.channels }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audit }),
      ]);
    },
  });
}
