/** `/ipo/list`, `/ipo/applications` (read only), `/ipo/save` and `/ipo/cancel` (owners). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, type ReplyOf, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export type IpoApplicationRow = ReplyOf<typeof adminApi.ipoApplications>['items'][number];

/** Offerings move by the server's clock; the list is read again while it is open. */
const clockRefreshMs = 10_000;

export function useIpoList() {
  return useQuery({
    queryKey: [...queryKeys.ipo, 'list'],
    queryFn: () => api.call(adminApi.ipoList, {}),
    refetchInterval: clockRefreshMs,
  });
}

export function useIpoApplications(id: number, page: number, size: number) {
  return useQuery({
    queryKey: [...queryKeys.ipo, 'applications', id, page, size],
    queryFn: () => api.call(adminApi.ipoApplications, { id, page, size }),
    placeholderData: keepPreviousData,
  });
}

function useIpoChange<Body>(send: (body: Body) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all(
        [queryKeys.ipo, queryKeys.audit, queryKeys.ledger, queryKeys.members].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export const useSaveIpo = () => useIpoChange((body: RequestOf<typeof adminApi.ipoSave>) => api.call(adminApi.ipoSave, body));
export const useCancelIpo = () =>
  useIpoChange((body: RequestOf<typeof adminApi.ipoCancel>) => api.call(adminApi.ipoCancel, body));
