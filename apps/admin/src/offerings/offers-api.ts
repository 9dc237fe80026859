/** The back office's calls for block trades, placements and auctions, under one cache root. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, type ReplyOf, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export const offersKey = ['offers'] as const;

type OrderRow = ReplyOf<typeof adminApi.blockQueue>['items'][number];
/** A block-trade application as the money queue shows it: its number, the amount it holds, in yen. */
export type BlockItem = OrderRow & { orderNo: string; amount: string; currency: 'JPY' };
export type Kind = RequestOf<typeof adminApi.offersProducts>['kind'];
export type Product = ReplyOf<typeof adminApi.offersProducts>[number];

export const blockStatuses = ['pending', 'passed', 'rejected', 'allotted'] as const;

const asQueueItem = (row: OrderRow): BlockItem => ({
  ...row,
  orderNo: `PLC-O${row.id}`,
  amount: row.held === '0' ? row.paid : row.held,
  currency: 'JPY',
});

export function useBlockQueue(query: RequestOf<typeof adminApi.blockQueue>) {
  return useQuery({
    queryKey: [...offersKey, 'queue', query],
    queryFn: async () => {
      const page = await api.call(adminApi.blockQueue, query);
      return { ...page, items: page.items.map(asQueueItem) };
    },
    placeholderData: keepPreviousData,
  });
}

export function useProducts(kind: Kind) {
  return useQuery({ queryKey: [...offersKey, 'products', kind], queryFn: () => api.call(adminApi.offersProducts, { kind }) });
}

export function useOrders(productId: number | null) {
  return useQuery({
    queryKey: [...offersKey, 'orders', productId],
    queryFn: () => api.call(adminApi.offersOrders, { productId: productId ?? 0, page: 1, size: 100 }),
    enabled: productId !== null,
  });
}

type SaveBody =
  | ({ kind: 'block' } & RequestOf<typeof adminApi.blockSave>)
  | ({ kind: 'placement' } & RequestOf<typeof adminApi.placementSave>)
  | ({ kind: 'auction' } & RequestOf<typeof adminApi.auctionSave>);

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: SaveBody) =>
      kind === 'block'
        ? api.call(adminApi.blockSave, body as RequestOf<typeof adminApi.blockSave>)
        : kind === 'placement'
          ? api.call(adminApi.placementSave, body as RequestOf<typeof adminApi.placementSave>)
          : api.call(adminApi.auctionSave, body as RequestOf<typeof adminApi.auctionSave>),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: offersKey });
      await queryClient.invalidateQueries({ queryKey: queryKeys.audit });
    },
  });
}
