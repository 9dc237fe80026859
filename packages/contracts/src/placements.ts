/**
 * Requests and replies of block trades, placements and auctions (API.md, "Block trades,
 * placements, auctions", and the back office's `/block/*`, `/placement/*`, `/auction/*`).
 * Prices are decimal strings of yen, money decimal strings of whole yen, times ISO 8601 UTC.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { decimalString, empty, idNumber, isoTime, pageOf, pageRequest, plainText } from './primitives';

export const placementKinds = ['block', 'placement', 'auction'] as const;
export const productStatuses = ['upcoming', 'open', 'closed'] as const;
export const blockApplicationStatuses = ['pending', 'passed', 'rejected', 'allotted'] as const;
export const bidStatuses = ['open', 'won', 'partial', 'lost'] as const;

/** Shares as typed: a whole number is enough here; multiples of 100 and the limits are rules with their own codes. */
const sharesInput = z
  .number({ error: 'required' })
  .int({ error: 'invalid_format' })
  .min(1, { error: 'not_positive' })
  .max(100_000_000, { error: 'invalid_format' });
/** A price in yen as typed, up to two decimals (sen); the tick grid is a rule (`off_tick`). */
export const priceInput = plainText.trim().regex(/^\d{1,7}(\.\d{1,2})?$/, { error: 'invalid_format' });

/** One block trade or placement as members see it. */
export const offerProductSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  price: decimalString,
  /** The instrument's last price when the product was saved (what the ±7% band was checked against). */
  refPrice: decimalString,
  minShares: z.number().int(),
  maxShares: z.number().int(),
  /** Block trades: shares a member may apply for in one Japan day; null for placements. */
  dailyLimitShares: z.number().int().nullable(),
  sharesOffered: z.number().int(),
  sharesApplied: z.number().int(),
  /** Shares I applied for today (Japan day), counted against the daily limit. */
  myTodayShares: z.number().int(),
  opensAt: isoTime,
  closesAt: isoTime,
  lockupUntil: isoTime.nullable(),
  status: z.enum(productStatuses),
});
export const offerListReply = z.array(offerProductSchema);

export const blockApplyRequest = z.object({ productId: idNumber, shares: sharesInput });
export const placementApplyRequest = z.object({ placementId: idNumber, shares: sharesInput });
export const offerApplyReply = z.object({ applicationId: z.number().int(), status: z.literal('pending'), held: decimalString });

export const offerApplicationSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  price: decimalString,
  shares: z.number().int(),
  allottedShares: z.number().int(),
  /** price × shares applied for: the amount of the application. */
  turnover: decimalString,
  /** Money set aside for it now (0 once allotted, rejected or released). */
  held: decimalString,
  /** What the allotted shares cost: the margin of the position they became. */
  paid: decimalString,
  status: z.enum(blockApplicationStatuses),
  reason: z.string().nullable(),
  lockupUntil: isoTime.nullable(),
  positionId: z.number().int().nullable(),
  createdAt: isoTime,
});
export const offerApplicationsReply = pageOf(offerApplicationSchema);

export const auctionSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  sharesOffered: z.number().int(),
  minBidPrice: decimalString,
  /** The tick at the minimum bid price (the grid widens with price: the exchange's tick table). */
  tickSize: decimalString,
  opensAt: isoTime,
  closesAt: isoTime,
  lockupUntil: isoTime.nullable(),
  status: z.enum(productStatuses),
  clearingPrice: decimalString.nullable(),
  bids: z.number().int(),
});
export const auctionListReply = z.array(auctionSchema);

export const auctionBidRequest = z.object({ auctionId: idNumber, price: priceInput, shares: sharesInput });
export const auctionBidReply = z.object({ bidId: z.number().int(), held: decimalString });

export const auctionBidSchema = z.object({
  id: z.number().int(),
  auctionId: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  price: decimalString,
  shares: z.number().int(),
  allottedShares: z.number().int(),
  held: decimalString,
  paid: decimalString,
  clearingPrice: decimalString.nullable(),
  status: z.enum(bidStatuses),
  positionId: z.number().int().nullable(),
  placedAt: isoTime,
});
export const auctionBidsReply = pageOf(auctionBidSchema);

export const auctionResultRequest = z.object({ auctionId: idNumber });
export const auctionResultReply = z.object({
  rule: z.literal('uniform-price-v1'),
  /** The stock sold, in the request's language, and when bidding opened and closed. */
  symbol: z.string(),
  name: z.string(),
  opensAt: isoTime,
  closesAt: isoTime,
  clearingPrice: decimalString.nullable(),
  sharesOffered: z.number().int(),
  /** Every bid, anonymised, in the rule's order: price high to low, then time. */
  bids: z.array(
    z.object({
      bidId: z.number().int(),
      price: decimalString,
      shares: z.number().int(),
      placedAt: isoTime,
      allottedShares: z.number().int(),
    }),
  ),
});

/** The member calls; spread into `memberApi`. */
export const placementsMemberApi = {
  blockList: endpoint({
    path: '/block/list',
    access: 'member',
    summary: 'Block trades: open and upcoming, then the latest closed',
    request: empty,
    reply: offerListReply,
  }),
  blockApply: endpoint({
    path: '/block/apply',
    access: 'member',
    summary: 'Apply for shares of a block trade (multiples of 100, within the limits); price × shares is held',
    request: blockApplyRequest,
    reply: offerApplyReply,
  }),
  blockApplications: endpoint({
    path: '/block/applications',
    access: 'member',
    summary: 'My block-trade applications, newest first',
    request: pageRequest,
    reply: offerApplicationsReply,
  }),
  placementList: endpoint({
    path: '/placement/list',
    access: 'member',
    summary: 'Placements: open and upcoming, then the latest closed',
    request: empty,
    reply: offerListReply,
  }),
  placementApply: endpoint({
    path: '/placement/apply',
    access: 'member',
    summary: 'Apply for shares of a placement (multiples of 100, within the limits); price × shares is held',
    request: placementApplyRequest,
    reply: offerApplyReply,
  }),
  placementApplications: endpoint({
    path: '/placement/applications',
    access: 'member',
    summary: 'My placement applications, newest first',
    request: pageRequest,
    reply: offerApplicationsReply,
  }),
  auctionList: endpoint({
    path: '/auction/list',
    access: 'member',
    summary: 'Auctions: open and upcoming, then the latest closed with their clearing price',
    request: empty,
    reply: auctionListReply,
  }),
  auctionBid: endpoint({
    path: '/auction/bid',
    access: 'member',
    summary: 'A sealed bid: price (on the tick grid, not below the minimum) × shares (multiples of 100) is held',
    request: auctionBidRequest,
    reply: auctionBidReply,
  }),
  auctionBids: endpoint({
    path: '/auction/bids',
    access: 'member',
    summary: 'My auction bids, newest first',
    request: pageRequest,
    reply: auctionBidsReply,
  }),
  auctionResult: endpoint({
    path: '/auction/result',
    access: 'public',
    summary: 'After the close: the clearing price and the whole anonymised bid book, to recompute it (409 before)',
    request: auctionResultRequest,
    reply: auctionResultReply,
  }),
} as const;
