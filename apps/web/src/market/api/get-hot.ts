/** `/market/hot`: top gainers, losers, most active and highest turnover. */
import { useQuery } from '@tanstack/react-query';
import { hotKinds, marketMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useTranslation } from '../../ui/translation-context';
import { marketQueryKey, rerankMs, usePollMs } from '../../shared/api/market-queries';

export type HotKind = (typeof hotKinds)[number];
export { hotKinds };

export function isHotKind(value: string | null): value is HotKind {
  return (hotKinds as readonly (string | null)[]).includes(value);
}

export function useHot(kind: HotKind, size: number, options: { silent?: boolean } = {}) {
  const { client } = useApi();
  const { language } = useTranslation();
  return useQuery({
    queryKey: marketQueryKey('hot', kind, size, language),
    queryFn: async () => dataOrThrow(await client.send(marketMemberApi.hot, { kind, size }, { silent: options.silent })),
    refetchInterval: usePollMs(rerankMs),
  });
}
