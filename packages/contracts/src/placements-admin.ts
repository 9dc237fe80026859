/**
 * The back office's calls for block trades, placements and auctions (`/block/*`, `/placement/*`,
 * `/auction/*`, `/offers/*`): owners set products, reviewers decide block-trade applications, and
 * everyone reads each product's book and the result of its close.
 */
import { z } from 'zod';
import { queueRequest, reviewRequest } from './admin';
import { endpoint } from './endpoint';
import { blockApplicationStatuses, bidStatuses, placementKinds, priceInput, productStatuses } from './placements';
import { decimalString, idNumber, isoTime, isoTimeInput, pageOf, pageRequest, plainText } from './primitives';

const countInput = z
  .number({ error: 'required' })
  .int({ error: 'invalid_format' })
  .min(1, { error: 'not_positive' })
  .max(100_000_000, { error: 'invalid_format' });
const lockupDaysInput = z
  .number({ error: 'required' })
  .int({ error: 'invalid_format' })
  .min(0, { error: 'not_allowed_value' })
  .max(3650, {
    error: 'not_allowed_value',
  });
const window = { opensAt: isoTimeInput, closesAt: isoTimeInput };
const symbolInput = plainText.trim().min(1, { error: 'required' }).max(8, { error: 'too_long' });

export const blockSaveRequest = z.object({
  id: idNumber.optional(),
  symbol: symbolInput,
  price: priceInput,
  minShares: countInput,
  maxShares: countInput,
  dailyLimitShares: countInput,
  sharesOffered: countInput,
  ...window,
  lockupDays: lockupDaysInput.default(0),
});
export const placementSaveRequest = z.object({
  id: idNumber.optional(),
  symbol: symbolInput,
  price: priceInput,
  minShares: countInput,
  maxShares: countInput,
  sharesOffered: countInput,
  ...window,
  /** A placement is always locked up: at least a day. */
  lockupDays: lockupDaysInput.refine((days) => days >= 1, { error: 'not_positive' }),
});
export const auctionSaveRequest = z.object({
  id: idNumber.optional(),
  symbol: symbolInput,
  minBidPrice: priceInput,
  sharesOffered: countInput,
  ...window,
  lockupDays: lockupDaysInput.default(0),
});
export const productSaveReply = z.object({ id: z.number().int() });

/** Staff: every product of a kind with its book and result. */
export const adminProductsRequest = z.object({ kind: z.enum(placementKinds, { error: 'not_allowed_value' }) });
export const adminProductSchema = z.object({
  id: z.number().int(),
  kind: z.enum(placementKinds),
  symbol: z.string(),
  name: z.string(),
  price: decimalString.nullable(),
  minBidPrice: decimalString.nullable(),
  refPrice: decimalString,
  minShares: z.number().int().nullable(),
  maxShares: z.number().int().nullable(),
  dailyLimitShares: z.number().int().nullable(),
  sharesOffered: z.number().int(),
  lockupDays: z.number().int(),
  opensAt: isoTime,
  closesAt: isoTime,
  status: z.enum(productStatuses),
  orders: z.number().int(),
  sharesRequested: z.number().int(),
  sharesAllotted: z.number().int(),
  clearingPrice: decimalString.nullable(),
  /** Money the allotments turned into positions. */
  paid: decimalString,
});
export const adminProductsReply = z.array(adminProductSchema);

/** Staff: one product's applications or bids with the account and the result. */
export const adminOrdersRequest = pageRequest.extend({ productId: idNumber });
export const adminOrderSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  kind: z.enum(placementKinds),
  memberId: z.number().int(),
  account: z.string(),
  symbol: z.string(),
  price: decimalString,
  shares: z.number().int(),
  allottedShares: z.number().int(),
  held: decimalString,
  paid: decimalString,
  status: z.enum([...blockApplicationStatuses, ...bidStatuses]),
  reason: z.string().nullable(),
  reviewer: z.string().nullable(),
  createdAt: isoTime,
  reviewedAt: isoTime.nullable(),
});
export const adminOrdersReply = pageOf(adminOrderSchema);

/** The back-office calls; spread into `adminApi`. */
export const placementsAdminApi = {
  blockSave: endpoint({
    path: '/block/save',
    access: 'staff',
    roles: ['owner'],
    summary: 'Create a block trade, or change one not yet open; the price within ±7% of the last price (422 price_band)',
    request: blockSaveRequest,
    reply: productSaveReply,
  }),
  blockQueue: endpoint({
    path: '/block/list',
    access: 'staff',
    summary: 'Block-trade applications to review (status pending, passed, rejected, allotted), oldest first',
    request: queueRequest,
    reply: adminOrdersReply,
  }),
  blockReview: endpoint({
    path: '/block/review',
    access: 'staff',
    roles: ['owner', 'reviewer'],
    summary:
      'Pass or reject (with a reason) a pending block-trade application, once (a second is 409); a rejection releases its hold',
    request: reviewRequest,
    reply: z.object({}),
  }),
  placementSave: endpoint({
    path: '/placement/save',
    access: 'staff',
    roles: ['owner'],
    summary: 'Create a placement, or change one not yet open; the price within ±7% of the last price, a lock-up of a day or more',
    request: placementSaveRequest,
    reply: productSaveReply,
  }),
  auctionSave: endpoint({
    path: '/auction/save',
    access: 'staff',
    roles: ['owner'],
    summary: 'Create an auction, or change one not yet open; the minimum bid within ±7% of the last price and on the tick grid',
    request: auctionSaveRequest,
    reply: productSaveReply,
  }),
  offersProducts: endpoint({
    path: '/offers/products',
    access: 'staff',
    summary: 'Every block trade, placement or auction with its book and the result of its close',
    request: adminProductsRequest,
    reply: adminProductsReply,
  }),
  offersOrders: endpoint({
    path: '/offers/orders',
    access: 'staff',
    summary: "One product's applications or bids with their results; staff read them, the close decides them",
    request: adminOrdersRequest,
    reply: adminOrdersReply,
  }),
} as const;
