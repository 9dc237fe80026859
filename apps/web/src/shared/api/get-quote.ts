/** `/market/quote`: one instrument's quote with five levels of depth, its tick and lot size. */
import { useQuery } from '@tanstack/react-query';
import { type ReplyOf, marketMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useTranslation } from '../../ui/translation-context';
import { marketQueryKey, usePollMs } from './market-queries';

export type QuoteWithDepth = ReplyOf<typeof marketMemberApi.quote>;

export function useQuote(symbol: string) {
  const { client } = useApi();
  const { language } = useTranslation();
  return useQuery({
    queryKey: marketQueryKey('quote', symbol, language),
    // Silent: the screen shows a missing or unreachable stock itself.
    queryFn: async () => dataOrThrow(await client.send(marketMemberApi.quote, { symbol }, { silent: true })),
    enabled: symbol !== '',
    refetchInterval: usePollMs(),
  });
}
