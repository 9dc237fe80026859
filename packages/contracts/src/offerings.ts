/**
 * Requests and replies of IPOs (API.md, "Offerings → IPOs"). Prices are decimal strings of yen,
 * money decimal strings of whole yen, times ISO 8601 UTC. The endpoints join the member and back
 * office tables when listing day is built; until then these are the shapes the service returns.
 */
import { z } from 'zod';
import { decimalString, isoTime, pageOf, pageRequest, requiredString } from './primitives';

export const offeringStatuses = ['upcoming', 'subscribing', 'closed', 'drawn', 'listed', 'cancelled'] as const;
export const applicationStatuses = ['waitingDraw', 'won', 'lost', 'awaitingPayment', 'paid', 'forfeited', 'cancelled'] as const;

const ipoId = z.number({ error: 'required' }).int({ error: 'invalid_format' }).positive({ error: 'not_positive' });

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
  payBy: isoTime.nullable(),
  status: z.enum(applicationStatuses),
});

export const ipoIdRequest = z.object({ ipoId });
export const ipoDetailReply = ipoSchema.extend({ myApplication: ipoApplicationSchema.nullable() });

/** `lots` is any number here: whether it is allowed is a rule with its own code (`invalid_lots`, `above_max_lots`). */
export const ipoSubscribeRequest = z.object({ ipoId, lots: z.number({ error: 'required' }) });
export const ipoSubscribeReply = z.object({ applicationId: z.string(), status: z.literal('waitingDraw'), held: decimalString });

export const ipoApplicationsRequest = pageRequest;
export const ipoApplicationsReply = pageOf(ipoApplicationSchema);

export const ipoPayRequest = z.object({ applicationId: ipoId });

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

/** Staff: create (no id) or edit an offering. */
export const ipoSaveRequest = z.object({
  id: z.number().int().positive().optional(),
  symbol: requiredString.max(8, { error: 'too_long' }),
  names: z.object({
    en: requiredString.max(80, { error: 'too_long' }),
    tw: requiredString.max(80, { error: 'too_long' }),
    jp: requiredString.max(80, { error: 'too_long' }),
  }),
  board: z.enum(['prime', 'standard', 'growth'], { error: 'not_allowed_value' }),
  price: z
    .string({ error: 'required' })
    .trim()
    .regex(/^\d{1,7}$/, { error: 'invalid_format' }),
  lotSize: z.number({ error: 'required' }).int({ error: 'invalid_format' }),
  lotsOffered: z.number({ error: 'required' }).int({ error: 'invalid_format' }),
  maxLotsPerMember: z.number({ error: 'required' }).int({ error: 'invalid_format' }),
  subscribeStart: z.iso.datetime({ error: 'invalid_format' }),
  subscribeEnd: z.iso.datetime({ error: 'invalid_format' }),
  drawAt: z.iso.datetime({ error: 'invalid_format' }),
  payBy: z.iso.datetime({ error: 'invalid_format' }),
  listingAt: z.iso.datetime({ error: 'invalid_format' }),
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
