/** `/auth/me`: who holds the current token, and with which role. */
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@kabuto/contracts';
import { api, queryKeys } from '../../api';

export function useMe(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: () => api.call(adminApi.me, {}),
    enabled,
    // The role decides the whole menu; keep it fresh but do not refetch on every screen.
    staleTime: 60_000,
  });
}
