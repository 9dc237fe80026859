/**
 * Keeps every open screen of a signed-in member current: a message on the private stream topics
 * (`account`, `messages`, `orders`, `positions`) says that something changed, not what, so it
 * refreshes everything cached under the member's key: balances on Mine and home, fund records,
 * holds, notices and the unread badge, positions and orders. Staff approving a deposit shows up
 * without a reload.
 */
import { useSignedInAccount } from '../../api/use-session';
import { useStream } from '../../api/use-stream';
import { useRefreshMember } from '../api/user-queries';

export const memberTopics = ['account', 'messages', 'orders', 'positions'] as const;

export function useMemberEvents(): void {
  const account = useSignedInAccount();
  const refresh = useRefreshMember();
  useStream(account ? memberTopics : [], () => void refresh());
}
