/** `/market/search`: instruments whose code or name (in any language) matches a keyword. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { marketMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useTranslation } from '../../ui/translation-context';
import { marketQueryKey } from './market-queries';

export function useSearchStocks(keyword: string) {
  const { client } = useApi();
  const { language } = useTranslation();
  const wanted = keyword.trim();
  return useQuery({
    queryKey: marketQueryKey('search', wanted, language),
    queryFn: async () => dataOrThrow(await client.send(marketMemberApi.search, { keyword: wanted })),
    enabled: wanted !== '',
    staleTime: 60_000,
    // The previous results stay while the next ones load, so the list does not flash empty per keystroke.
    placeholderData: keepPreviousData,
  });
}
