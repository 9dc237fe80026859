/**
 * Trading data in the cache sits under the member's key (`['user', account, 'trade', …]`): sign-out
 * drops it with the rest, and a change that moves money (an order, a close, added margin)
 * refreshes balances, holds, records and positions together. The private stream topics say that
 * something changed, not what, so any message refreshes it all (`useMemberEvents`, on every screen).
 */
import { useStreamOpen } from '../../api/use-stream';
import { userQueryKey } from './user-queries';

export function tradeQueryKey(account: string | null, ...parts: readonly unknown[]): readonly unknown[] {
  return userQueryKey(account, 'trade', ...parts);
}

/** Lists of positions and orders come this many at a time. */
export const tradePageSize = 20;
/** While the stream is down, trading screens ask again this often. */
export const tradePollMs = 5_000;

/** The refetch interval of a trading query: none while the stream reports changes, else a poll. */
export function useTradePollMs(): number | false {
  return useStreamOpen() ? false : tradePollMs;
}

/** The next page of a `{items, total, page, size}` list, or none after the last. */
export function nextPage(last: { page: number; size: number; total: number }): number | undefined {
  return last.page * last.size < last.total ? last.page + 1 : undefined;
}
