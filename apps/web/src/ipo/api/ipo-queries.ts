/**
 * The IPO reads: the list (with the commitment to each draw), one offering with my application,
 * my applications a page at a time, and a drawn offering's published draw. All are kept under the
 * member's key, so a money call's refresh reads them again.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { offeringsMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { userQueryKey } from '../../shared/api/user-queries';

const applicationsPageSize = 20;
/** Statuses move by the server's clock; a screen left open reads them again this often. */
const clockRefreshMs = 5_000;

export function useIpoList() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'ipo', 'list'),
    queryFn: async () => dataOrThrow(await client.send(offeringsMemberApi.ipoList, {})),
    enabled: account !== null,
    refetchInterval: clockRefreshMs,
  });
}

export function useIpoDetail(ipoId: number | null) {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'ipo', 'detail', ipoId),
    queryFn: async () => dataOrThrow(await client.send(offeringsMemberApi.ipoDetail, { ipoId: ipoId ?? 0 }, { silent: true })),
    enabled: account !== null && ipoId !== null,
    refetchInterval: clockRefreshMs,
    retry: false,
  });
}

export function useIpoApplications() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useInfiniteQuery({
    queryKey: userQueryKey(account, 'ipo', 'applications'),
    queryFn: async ({ pageParam }) =>
      dataOrThrow(await client.send(offeringsMemberApi.ipoApplications, { page: pageParam, size: applicationsPageSize })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: account !== null,
    refetchInterval: clockRefreshMs,
  });
}

/** The published draw, read when the member asks to verify it (it never changes once drawn). */
export function useIpoDraw(ipoId: number, asked: boolean) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['ipo', 'draw', ipoId],
    queryFn: async () => dataOrThrow(await client.send(offeringsMemberApi.ipoDraw, { ipoId }, { silent: true })),
    enabled: asked,
    staleTime: Infinity,
    retry: false,
  });
}
