/** `/trade/preview`: what an order would cost and risk if placed now; nothing is held. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReplyOf, type RequestOf, tradingMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { tradeQueryKey } from '../../shared/api/trade-queries';

export type OrderBody = RequestOf<typeof tradingMemberApi.tradeOrder>;
export type PreviewBody = RequestOf<typeof tradingMemberApi.tradePreview>;
export type OrderPreview = ReplyOf<typeof tradingMemberApi.tradePreview>;

/** The book moves; a preview left on screen is asked for again this often. */
export const previewRefreshMs = 5_000;

export function useOrderPreview(body: PreviewBody | null) {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: tradeQueryKey(account, 'preview', body),
    // Silent: the form shows why there is no preview beside it, without a toast per keystroke.
    queryFn: async () => dataOrThrow(await client.send(tradingMemberApi.tradePreview, body ?? emptyOrder, { silent: true })),
    enabled: account !== null && body !== null,
    refetchInterval: previewRefreshMs,
    // The last preview stays while the next one loads, so the figures do not flash away per step.
    placeholderData: keepPreviousData,
  });
}

const emptyOrder: PreviewBody = { symbol: '', direction: 'long', type: 'market', lots: 0, leverage: 0 };
