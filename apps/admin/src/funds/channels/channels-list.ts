/** `/channels/list`: every deposit channel, active or not. */
import { useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf } from '@kabuto/contracts';
import { api, queryKeys } from '../../api';

export type ChannelRow = ReplyOf<typeof adminApi.channelsList>[number];

export function useChannelsList() {
  return useQuery({ queryKey: [...queryKeys.channels, 'list'], queryFn: () => api.call(adminApi.channelsList, {}) });
}
