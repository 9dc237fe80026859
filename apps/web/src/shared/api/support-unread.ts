/**
 * `/support/unread`: how many customer-service replies the member has not read, for the badges on
 * the home shortcuts. The private `support` stream topic carries the new count whenever the
 * conversation changes, so the badge follows staff replies without polling.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { supportUnreadReply, supportMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { useStream } from '../../api/use-stream';
import { userQueryKey } from './user-queries';

export const supportTopic = 'support';

export function supportQueryKey(account: string | null, ...parts: readonly unknown[]): readonly unknown[] {
  return userQueryKey(account, 'support', ...parts);
}

export function useSupportUnread(): number {
  const { client } = useApi();
  const account = useSignedInAccount();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: supportQueryKey(account, 'unread'),
    queryFn: async () => dataOrThrow(await client.send(supportMemberApi.supportUnread, {}, { silent: true })),
    enabled: account !== null,
  });
  useStream(account ? [supportTopic] : [], ({ data }) => {
    const event = supportUnreadReply.safeParse(data);
    if (event.success) queryClient.setQueryData(supportQueryKey(account, 'unread'), { unread: event.data.unread });
  });
  return query.data?.unread ?? 0;
}
