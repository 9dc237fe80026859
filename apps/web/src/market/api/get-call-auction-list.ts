/** `/market/preMarket` and `/market/afterMarket`: the opening auction (indicative before it prints) and the last closing auction. */
import { useQuery } from '@tanstack/react-query';
import { auctionsMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useTranslation } from '../../ui/translation-context';
import { marketQueryKey, pollMs } from '../../shared/api/market-queries';

export type CallAuctionListKind = 'preMarket' | 'afterMarket';

export function useCallAuctionList(kind: CallAuctionListKind, size: number) {
  const { client } = useApi();
  const { language } = useTranslation();
  return useQuery({
    queryKey: marketQueryKey(kind, size, language),
    queryFn: async () => dataOrThrow(await client.send(auctionsMemberApi[kind], { size })),
    // Not on the stream: asked again every five seconds, as the screen's label says, whether or not the stream is open
    // (the pre-open's indicative prices change once a minute, the auctions' prints not at all).
    refetchInterval: pollMs,
  });
}
