/**
 * `/support/thread` and `/support/send`: the member's conversation with customer service. Opening
 * it reads the staff replies, so the badge count is set to zero with it; a message on the private
 * `support` stream topic (a reply arrived) fetches it again, and while the stream is down the
 * screen asks every few seconds instead.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { useStream, useStreamOpen } from '../../api/use-stream';
import { supportQueryKey, supportTopic } from '../../shared/api/support-unread';

/** How often the conversation is asked for while the stream is not connected. */
const pollMs = 5_000;

export function useSupportThread() {
  const { client } = useApi();
  const account = useSignedInAccount();
  const queryClient = useQueryClient();
  const streaming = useStreamOpen();
  const query = useQuery({
    queryKey: supportQueryKey(account, 'thread'),
    queryFn: async () => {
      const thread = dataOrThrow(await client.send(supportMemberApi.supportThread, {}));
      // The replies are read now: the badge has nothing left to count.
      queryClient.setQueryData(supportQueryKey(account, 'unread'), { unread: 0 });
      return thread;
    },
    enabled: account !== null,
    refetchInterval: streaming ? false : pollMs,
  });
  useStream(account ? [supportTopic] : [], ({ data }) => {
    // Our own sends are announced too (unread unchanged); only a count above zero is a new reply.
    if (typeof data === 'object' && data !== null && 'unread' in data && Number(data.unread) > 0) void query.refetch();
  });
  return query;
}

export function useSendSupportMessage() {
  const { client } = useApi();
  const account = useSignedInAccount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => await client.send(supportMemberApi.supportSend, { text }, { showsFieldErrors: true }),
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: supportQueryKey(account, 'thread') });
    },
  });
}
