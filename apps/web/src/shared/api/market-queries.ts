/**
 * How market data stays fresh. Quotes arrive over the live stream when it is connected; while it
 * is not (the server has none yet, or the network blocks WebSockets) the screens ask again every
 * five seconds instead, so prices on screen are never more than a few seconds old either way.
 */
import type { ReplyOf, marketMemberApi } from '@kabuto/contracts';
import { useStreamOpen } from '../../api/use-stream';

export type Quote = ReplyOf<typeof marketMemberApi.indices>[number];

export const pollMs = 5_000;
/** Lists re-rank from a fresh page this often even while the stream updates their rows. */
export const rerankMs = 30_000;

/** Market data in the cache sits under `['market', …]`; names come in the request's language. */
export function marketQueryKey(...parts: readonly unknown[]): readonly unknown[] {
  return ['market', ...parts];
}

/** The refetch interval of a query whose rows the stream keeps current when it is open. */
export function usePollMs(whenStreaming: number | false = false): number | false {
  return useStreamOpen() ? whenStreaming : pollMs;
}

/** The next page of a `{items, total, page, size}` list, or none after the last. */
export function nextPage(last: { page: number; size: number; total: number }): number | undefined {
  return last.page * last.size < last.total ? last.page + 1 : undefined;
}
