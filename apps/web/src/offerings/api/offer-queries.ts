/**
 * The offers' reads: the products of each kind (with the member's own use of a block trade's daily
 * limit, so under the member's key), the member's applications and bids a page at a time, and the
 * published result of a closed auction. Lists refresh every half minute while shown: a product
 * opens and closes by the clock.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { placementsMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { userQueryKey } from '../../shared/api/user-queries';

const refreshMs = 30_000;
const pageSize = 20;

export type OfferKind = 'block' | 'placement';

export function useOfferProducts(kind: OfferKind) {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'offers', kind),
    queryFn: async () =>
      dataOrThrow(
        await client.send(
          kind === 'block' ? placementsMemberApi.blockList : placementsMemberApi.placementList,
          {},
          { silent: true },
        ),
      ),
    enabled: account !== null,
    refetchInterval: refreshMs,
  });
}

export function useAuctions() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'offers', 'auction'),
    queryFn: async () => dataOrThrow(await client.send(placementsMemberApi.auctionList, {}, { silent: true })),
    enabled: account !== null,
    refetchInterval: refreshMs,
  });
}

export function useMyApplications(kind: OfferKind) {
  const { client } = useApi();
  const account = useSignedInAccount();
  const endpoint = kind === 'block' ? placementsMemberApi.blockApplications : placementsMemberApi.placementApplications;
  return useInfiniteQuery({
    queryKey: userQueryKey(account, 'offers', kind, 'mine'),
    queryFn: async ({ pageParam }) => dataOrThrow(await client.send(endpoint, { page: pageParam, size: pageSize })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: account !== null,
  });
}

export function useMyBids() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useInfiniteQuery({
    queryKey: userQueryKey(account, 'offers', 'auction', 'mine'),
    queryFn: async ({ pageParam }) =>
      dataOrThrow(await client.send(placementsMemberApi.auctionBids, { page: pageParam, size: pageSize })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: account !== null,
  });
}

export function useAuctionResult(auctionId: number) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['auctionResult', auctionId],
    queryFn: async () => dataOrThrow(await client.send(placementsMemberApi.auctionResult, { auctionId })),
    enabled: auctionId > 0,
  });
}
