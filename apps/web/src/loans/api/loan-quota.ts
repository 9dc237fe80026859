/**
 * `/loan/quota`: the member's collateral, line, what is owed and the LTV. Collateral is marked at
 * the last prices, so the quota is read again when a held stock's quote arrives on the stream (at
 * most once a second), and every half minute when nothing streams.
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loansMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useStream } from '../../api/use-stream';
import { useSignedInAccount } from '../../api/use-session';
import { usePositions } from '../../shared/api/get-positions';
import { userQueryKey } from '../../shared/api/user-queries';

const quietRefreshMs = 30_000;
const streamedRefreshMs = 1_000;

export function useLoanQuota() {
  const { client } = useApi();
  const account = useSignedInAccount();
  const quota = useQuery({
    queryKey: userQueryKey(account, 'loanQuota'),
    queryFn: async () => dataOrThrow(await client.send(loansMemberApi.loanQuota, {}, { silent: true })),
    enabled: account !== null,
    refetchInterval: quietRefreshMs,
  });
  const holdings = usePositions({ status: 'holding' });
  const symbols = [...new Set(holdings.data?.pages.flatMap((page) => page.items.map((position) => position.symbol)) ?? [])];
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useStream(
    symbols.map((symbol) => `quote:${symbol}`),
    () => {
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        void quota.refetch();
      }, streamedRefreshMs);
    },
  );
  return quota;
}
