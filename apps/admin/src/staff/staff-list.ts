/** `/staff/list` (owners only): every back-office account. */
import { useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export type StaffRow = ReplyOf<typeof adminApi.staffList>[number];

export function useStaffList() {
  return useQuery({ queryKey: [...queryKeys.staff, 'list'], queryFn: () => api.call(adminApi.staffList, {}) });
}
