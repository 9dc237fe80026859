/** `/config/list`: every public setting with its value and when it last changed. */
import { useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export type ConfigRow = ReplyOf<typeof adminApi.configList>[number];

export function useConfigList() {
  return useQuery({ queryKey: [...queryKeys.config, 'list'], queryFn: () => api.call(adminApi.configList, {}) });
}
