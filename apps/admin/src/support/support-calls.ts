/**
 * `/support/list`, `/support/conversation` and `/support/reply`: the inbox of members'
 * conversations. The back office has no stream, so the inbox and the open conversation are asked
 * for again every few seconds; a member's message shows up within that.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, type RequestOf } from '@kabuto/contracts';
import { api } from '../api';

export const supportKey = ['support'] as const;
export const supportPollMs = 3_000;

export type SupportListQuery = RequestOf<typeof adminApi.supportList>;

export function useSupportList(query: SupportListQuery) {
  return useQuery({
    queryKey: [...supportKey, 'list', query],
    queryFn: () => api.call(adminApi.supportList, query),
    placeholderData: keepPreviousData,
    refetchInterval: supportPollMs,
  });
}

export function useSupportConversation(memberId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...supportKey, 'conversation', memberId],
    queryFn: async () => {
      const conversation = await api.call(adminApi.supportConversation, { memberId: memberId ?? 0 });
      // Opening it read the member's messages: the inbox's unread counts change.
      await queryClient.invalidateQueries({ queryKey: [...supportKey, 'list'] });
      return conversation;
    },
    enabled: memberId !== null,
    refetchInterval: supportPollMs,
  });
}

export function useSupportReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof adminApi.supportReply>) => api.call(adminApi.supportReply, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKey }),
  });
}
