/**
 * The pre-market and after-market lists: the simulator's call auctions, the opening one
 * (indicative while the pre-open takes orders) and the closing one. Prices are decimal strings of yen.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { decimalString, isoTime } from './primitives';

export const sessionAuctionListRequest = z.object({ size: z.number().int().min(1).max(100).default(20) });

/**
 * Which auction a row comes from: `indicative` is the opening price the pre-open book would
 * clear at now; `opening_auction` and `closing_auction` are prints. `time` is when the price was
 * worked out (the print, or the latest indicative calculation).
 */
export const auctionSessionSchema = z.object({
  kind: z.enum(['indicative', 'opening_auction', 'closing_auction']),
  tradingDate: z.string(),
  time: isoTime,
});

export const auctionListItem = z.object({
  symbol: z.string(),
  name: z.string(),
  price: decimalString,
  /** Against the previous close, in percent with two decimals. */
  changePct: decimalString,
  /** Shares executed at the price (executable, while indicative). */
  volume: z.number().int(),
  session: auctionSessionSchema,
});
export type AuctionListItem = z.infer<typeof auctionListItem>;
export const sessionAuctionListReply = z.array(auctionListItem);

/** The member app's calls: The pre-open's indicative prices and the closing auctions. `memberApi` puts every group together. */
export const auctionsMemberApi = {
  preMarket: endpoint({
    path: '/market/preMarket',
    access: 'public',
    summary: 'Indicative opening prices of the pre-open book (today’s opening auction once it printed), biggest moves first',
    request: sessionAuctionListRequest,
    reply: sessionAuctionListReply,
  }),
  afterMarket: endpoint({
    path: '/market/afterMarket',
    access: 'public',
    summary: 'The last closing auction’s prices and volumes, biggest movers at the close first',
    request: sessionAuctionListRequest,
    reply: sessionAuctionListReply,
  }),
} as const;
