/** `/market/indices`: the simulated market's indices (SIMALL, SIM50). */
import { useQuery } from '@tanstack/react-query';
import { marketMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useTranslation } from '../../ui/translation-context';
import { marketQueryKey, usePollMs } from '../../shared/api/market-queries';

export function useIndices() {
  const { client } = useApi();
  const { language } = useTranslation();
  return useQuery({
    queryKey: marketQueryKey('indices', language),
    // Silent: the strip says itself that it could not load; a toast would cover the home screen.
    queryFn: async () => dataOrThrow(await client.send(marketMemberApi.indices, {}, { silent: true })),
    refetchInterval: usePollMs(),
  });
}
