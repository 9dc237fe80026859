/** `/instruments/halt` (owners only): halts or resumes trading in one instrument, with a reason. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export type HaltBody = RequestOf<typeof adminApi.instrumentsHalt>;

export function useHaltInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HaltBody) => api.call(adminApi.instrumentsHalt, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.instruments }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audit }),
      ]);
    },
  });
}
