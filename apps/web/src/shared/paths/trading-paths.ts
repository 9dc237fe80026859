/** The position screens' addresses, built in one place so links and the router agree. */

export type PositionsTab = 'holding' | 'pending' | 'closed' | 'day' | 'block' | 'auction' | 'placement' | 'copy' | 'orders';
export const positionsTabs: readonly PositionsTab[] = [
  'holding',
  'pending',
  'closed',
  'day',
  'block',
  'auction',
  'placement',
  'copy',
  'orders',
];
/** The tabs whose lists other features make (block trades, auctions, placements, copy orders); the router passes them in. */
export type OfferPositionsTab = 'block' | 'auction' | 'placement' | 'copy';

export const positionPaths = {
  /** The positions tab, on one of its lists (in progress by default). */
  list: (tab: PositionsTab = 'holding') => (tab === 'holding' ? '/position/position' : `/position/position?tab=${tab}`),
  detail: (id: number) => `/position/positionDetail?id=${id}`,
  /** Order history: every order, or the one that opened a position. */
  orders: (positionId?: number) => (positionId === undefined ? '/trade/orders' : `/trade/orders?positionId=${positionId}`),
  dayTrading: '/common/dayTrading',
} as const;
