/**
 * Requests and replies of IPOs (API.md, "Offerings → IPOs", and the back office's `/ipo/*`).
 * Prices are decimal strings of yen, money decimal strings of whole yen, times ISO 8601 UTC.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { decimalString, idNumber, isoTime, isoTimeInput, pageOf, pageRequest, requiredString } from './primitives';

export const offeringStatuses = ['upcoming', 'subscribing', 'closed', 'drawn', 'listed', 'cancelled'] as const;
export const applicationStatuses = ['waitingDraw', 'won', 'lost', 'awaitingPayment', 'paid', 'forfeited', 'cancelled'] as const;

const ipoId = idNumber;

export const ipoListRequest = z.object({ status: z.enum(offeringStatuses).optional() });

export const ipoSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  board: z.string(),
  price: decimalString,
  lotSize: z.number().int(),
  lotsOffered: z.number().int(),
  maxLotsPerMember: z.number().int(),
  subscribeStart: isoTime,
  subscribeEnd: isoTime,
  drawAt: isoTime,
  payBy: isoTime,
  listingAt: isoTime,
  status: z.enum(offeringStatuses),
  /** SHA-256 of the draw's seed, published from the opening on; null before it. */
  commitment: z.string().nullable(),
  applicants: z.number().int(),
});
export const ipoListReply = z.array(ipoSchema);

export const ipoApplicationSchema = z.object({
  id: z.number().int(),
  ipoId: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  lots: z.number().int(),
  allottedLots: z.number().int(),
  price: decimalString,
  /** Money set aside for this application now. */
  held: decimalString,
  /** Still to pay for allotted lots (0 once paid, lost or forfeited). */
  amountPayable: decimalString,
  /** Paid for allotted lots so far (what became positions). */
  amountPaid: decimalString,
  payBy: isoTime.nullable(),
  status: z.enum(applicationStatuses),
  /** The positions its payments became (`/trade/position`): one per payment, a re-allotment paid apart. */
  positionIds: z.array(z.number().int()),
});

export const ipoIdRequest = z.object({ ipoId });
export const ipoDetailReply = ipoSchema.extend({ myApplication: ipoApplicationSchema.nullable() });

/** `lots` is any number here: whether it is allowed is a rule with its own code (`invalid_lots`, `above_max_lots`). */
export const ipoSubscribeRequest = z.object({ ipoId, lots: z.number({ error: 'required' }) });
/** `applicationId` is the number `/ipo/pay` takes (the draw writes it as a decimal string). */
export const ipoSubscribeReply = z.object({
  applicationId: z.number().int(),
  status: z.literal('waitingDraw'),
  held: decimalString,
});

export const ipoApplicationsRequest = pageRequest;
export const ipoApplicationsReply = pageOf(ipoApplicationSchema);

export const ipoPayRequest = z.object({ applicationId: idNumber });
/** The allotted lots are now a long position at the offer price, `locked` until listing (`/trade/position`). */
export const ipoPayReply = z.object({ status: z.literal('paid'), positionId: z.number().int() });

const drawLots = z.object({ applicationId: z.string(), lots: z.number().int() });
export const ipoDrawReply = z.object({
  algorithm: z.literal('kabuto-draw-v1'),
  commitment: z.string(),
  seed: z.string(),
  /** Needed to re-run the rounds; API.md's list of fields plus this one. */
  lotsOffered: z.number().int(),
  entries: z.array(drawLots),
  allotments: z.array(drawLots),
});

const wholeCount = z
  .number({ error: 'required' })
  .int({ error: 'invalid_format' })
  .min(1, { error: 'not_positive' })
  .max(1_000_000, { error: 'invalid_format' });

/** Staff: create (no id) or edit an offering. `lotSize` is the market's 100 shares unless given. */
export const ipoSaveRequest = z.object({
  id: idNumber.optional(),
  symbol: requiredString.max(8, { error: 'too_long' }),
  name: z.object({
    en: requiredString.max(80, { error: 'too_long' }),
    tw: requiredString.max(80, { error: 'too_long' }),
    jp: requiredString.max(80, { error: 'too_long' }),
  }),
  board: z.enum(['prime', 'standard', 'growth'], { error: 'not_allowed_value' }),
  price: z
    .string({ error: 'required' })
    .trim()
    .regex(/^\d{1,7}$/, { error: 'invalid_format' }),
  lotSize: wholeCount.default(100),
  lotsOffered: wholeCount,
  maxLotsPerMember: wholeCount,
  subscribeStart: isoTimeInput,
  subscribeEnd: isoTimeInput,
  drawAt: isoTimeInput,
  payBy: isoTimeInput,
  listingAt: isoTimeInput,
});

export const ipoCancelRequest = z.object({ id: ipoId, reason: requiredString.max(500, { error: 'too_long' }) });

/** Staff see every offering with its applications and results; they can't change an allotment. */
export const ipoAdminItem = ipoSchema.extend({
  names: z.object({ en: z.string(), tw: z.string(), jp: z.string() }),
  cancelReason: z.string().nullable(),
  lotsRequested: z.number().int(),
  lotsAllotted: z.number().int(),
  lotsPaid: z.number().int(),
});
export const ipoAdminListReply = z.array(ipoAdminItem);

/** Staff: one offering's applications with their results, in application order. */
export const ipoAdminApplicationsRequest = pageRequest.extend({ id: idNumber });
export const ipoAdminApplication = z.object({
  id: z.number().int(),
  account: z.string(),
  lots: z.number().int(),
  /** Lots the draw gave; `allottedLots` is after forfeits were re-allotted. */
  drawnLots: z.number().int(),
  allottedLots: z.number().int(),
  paidLots: z.number().int(),
  forfeitedLots: z.number().int(),
  held: decimalString,
  status: z.enum(applicationStatuses),
  payBy: isoTime.nullable(),
  createdAt: isoTime,
  positionIds: z.array(z.number().int()),
});
export const ipoAdminApplicationsReply = pageOf(ipoAdminApplication);

/** The member app's calls: IPOs: the list, subscribing, paying and the draw. `memberApi` puts every group together. */
export const offeringsMemberApi = {
  ipoList: endpoint({
    path: '/ipo/list',
    access: 'member',
    summary: 'IPOs, newest first, optionally of one status, with the commitment to each draw’s seed',
    request: ipoListRequest,
    reply: ipoListReply,
  }),
  ipoDetail: endpoint({
    path: '/ipo/detail',
    access: 'member',
    summary: 'One IPO and my application to it (or null)',
    request: ipoIdRequest,
    reply: ipoDetailReply,
  }),
  ipoSubscribe: endpoint({
    path: '/ipo/subscribe',
    access: 'member',
    summary: 'Apply for whole lots of an IPO; price × lots × lot size is held at once',
    request: ipoSubscribeRequest,
    reply: ipoSubscribeReply,
  }),
  ipoApplications: endpoint({
    path: '/ipo/applications',
    access: 'member',
    summary: 'My IPO applications, newest first, with what is held and what is to pay',
    request: ipoApplicationsRequest,
    reply: ipoApplicationsReply,
  }),
  ipoPay: endpoint({
    path: '/ipo/pay',
    access: 'member',
    summary: 'Pay for my allotted lots before payBy: the hold is spent on a position locked until listing',
    request: ipoPayRequest,
    reply: ipoPayReply,
  }),
  ipoDraw: endpoint({
    path: '/ipo/draw',
    access: 'public',
    summary: 'After the draw: the seed, every entry and every allotment, to re-run kabuto-draw-v1 (409 not_drawn before)',
    request: ipoIdRequest,
    reply: ipoDrawReply,
  }),
} as const;
