/** The addresses of block trades, placements and auctions (the original app's `/common/dividend…`), built in one place. */

export const offerPaths = {
  block: '/common/dividend',
  placement: '/common/dividend2',
  auction: '/common/dividend3',
  /** A closed auction's published book. */
  auctionResult: (auctionId: number) => `/common/auctionResult?id=${auctionId}`,
} as const;

/** The tab of an offers screen: what is on offer, or my applications (bids for an auction). */
export type OffersTab = 'products' | 'mine';
