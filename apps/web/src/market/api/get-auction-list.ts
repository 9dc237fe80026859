/** `/market/preMarket` and `/market/afterMarket`: the opening auction (indicative before it prints) and the last closing auction. */
import { useQuery } from '@tanstack/react-query';
import { memberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useTranslation } from '../../ui/translation-context';
import { marketQueryKey } from '../../shared/api/market-queries';

export type AuctionListKind = 'preMarket' | 'afterMarket';

/** The pre-open's indicative prices are worked out once a minute; a poll every 15 s keeps up with them. */
const auctionPollMs = 15_000;

export function useAuctionList(kind: AuctionListKind, size: number) {
  const { client } = useApi();
  const { language } = useTranslation();
  return useQuery({
    queryKey: marketQueryKey(kind, size, language),
    queryFn: async () => dataOrThrow(await client.send(memberApi[kind], { size })),
    refetchInterval: auctionPollMs,
  });
}
