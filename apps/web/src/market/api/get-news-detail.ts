/** `/news/detail`: one article or market note, in the app's language. */
import { useQuery } from '@tanstack/react-query';
import { marketMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useTranslation } from '../../ui/translation-context';
import { marketQueryKey } from '../../shared/api/market-queries';

export function useNewsDetail(id: number | null) {
  const { client } = useApi();
  const { language } = useTranslation();
  return useQuery({
    queryKey: marketQueryKey('news-detail', id, language),
    queryFn: async () => dataOrThrow(await client.send(marketMemberApi.newsDetail, { id: id ?? 0 }, { silent: true })),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}
