/**
 * Requests and replies of trading: orders, their preview, positions, closes and added margin.
 * Prices are decimal strings of yen (to the sen), money decimal strings of whole yen.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { orderAccountSchema } from './tax';
import { decimalString, idNumber, isoTime, noData, pageOf, pageRequest, requiredString } from './primitives';
import { dateInput, exitsInput, orderKindSchema, priceInput, validitySchema } from './order-inputs';
import { exitSchema } from './conditional';

export const directionSchema = z.enum(['long', 'short']);
export const orderTypeSchema = z.enum(['market', 'limit']);
export const productSchema = z.enum(['normal', 'day']);
export const orderStatuses = ['waiting', 'pending', 'filled', 'cancelled', 'expired', 'rejected'] as const;
export const positionStatuses = ['holding', 'closing', 'closed'] as const;
export const tradeWarningSchema = z.enum(['depth_exceeded', 'below_warning_level', 'insufficient_funds']);

/**
 * `lots` and `leverage` are any numbers here: whether they are allowed is a trading rule with
 * its own translated code (`invalid_lots`, `invalid_leverage`), not a malformed request.
 */
export const orderRequest = z.object({
  symbol: requiredString.max(16, { error: 'too_long' }),
  direction: directionSchema,
  type: orderTypeSchema,
  price: priceInput.optional(),
  lots: z.number({ error: 'required' }),
  leverage: z.number({ error: 'required' }),
  product: productSchema.default('normal'),
  /** The account an opening order buys in (issue 34): NISA takes only cash purchases within its allowance. */
  account: orderAccountSchema.default('taxable'),
});
export type OrderRequestBody = z.input<typeof orderRequest>;

/**
 * An order as placed: market and limit as `orderRequest`, or a stop (`triggerPrice`) that waits
 * until a trade reaches it, valid for the day or until `expiresOn`; any opening order may carry
 * the exits to set on its position when it fills (IFD, IFDOCO).
 */
export const placeOrderRequest = orderRequest.extend({
  type: orderKindSchema,
  triggerPrice: priceInput.optional(),
  validity: validitySchema.optional(),
  expiresOn: dateInput.optional(),
  exits: exitsInput.optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderRequest>;

const depthFill = z.object({ price: decimalString, shares: z.number().int() });

export const previewReply = z.object({
  /** The limit price, or the average price a market order would fill at now. */
  price: decimalString,
  shares: z.number().int(),
  notional: decimalString,
  margin: decimalString,
  fee: decimalString,
  stampDuty: decimalString,
  /** margin + fee + stamp duty: what the order holds from available cash. */
  total: decimalString,
  /** Null when the position can't reach it (a long at leverage 1). */
  liquidationPrice: decimalString.nullable(),
  availableAfter: decimalString,
  warnings: z.array(tradeWarningSchema),
  /** A market order's fill against the book, level by level. */
  fills: z.array(depthFill),
});

export const orderReply = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.enum(['waiting', 'pending', 'filled', 'rejected']),
  positionId: z.number().int().optional(),
});

export const orderIdRequest = z.object({ orderId: idNumber });
export const positionIdRequest = z.object({ positionId: idNumber });

export const orderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  symbol: z.string(),
  name: z.string(),
  direction: directionSchema,
  type: orderKindSchema,
  product: productSchema,
  /** The limit price; null for a market order. */
  price: decimalString.nullable(),
  lots: z.number().int(),
  shares: z.number().int(),
  leverage: z.number().int(),
  /** Money held for the order while it is pending. */
  held: decimalString,
  status: z.enum(orderStatuses),
  fillPrice: decimalString.nullable(),
  positionId: z.number().int().nullable(),
  createdAt: isoTime,
  endedAt: isoTime.nullable(),
  /** The levels of the book a fill took; empty until filled. */
  fills: z.array(z.object({ price: decimalString, shares: z.number().int() })),
  /** The commission and stamp duty the fill paid; null until filled. */
  fee: decimalString.nullable(),
  stampDuty: decimalString.nullable(),
  /** Why an order was refused when the market reached it (an error code); null otherwise. */
  refusal: z.string().nullable(),
  /** A stop's trigger; null for market and limit orders. */
  triggerPrice: decimalString.nullable(),
  validity: validitySchema.nullable(),
  /** The last trading date a waiting order waits through. */
  expiresOn: z.string().nullable(),
  /** The recorded trade that fired the stop (`/market/trades` has it), null until then. */
  triggeredBy: z.object({ price: decimalString, time: isoTime, seq: z.number().int() }).nullable(),
  /** The position whose exit this order is; null for an opening order. */
  exitOf: z.number().int().nullable(),
});
export type TradeOrder = z.infer<typeof orderSchema>;

export const ordersRequest = pageRequest.extend({
  status: z.enum(orderStatuses).optional(),
  product: productSchema.optional(),
  /** Only the order that opened this position. */
  positionId: idNumber.optional(),
});
export const ordersReply = pageOf(orderSchema);

export const closeReasons = [
  'member',
  'liquidation',
  'day_cutoff',
  'offering_cancelled',
  'loan_sale',
  'take_profit',
  'stop_loss',
  'trailing_stop',
] as const;

export const positionSchema = z.object({
  id: z.number().int(),
  positionNo: z.string(),
  symbol: z.string(),
  name: z.string(),
  direction: directionSchema,
  type: orderTypeSchema,
  product: productSchema,
  shares: z.number().int(),
  lots: z.number().int(),
  leverage: z.number().int(),
  /** The average opening price (to the sen, for display). */
  buyPrice: decimalString,
  /** The exact opening notional, Σ price × shares of the fills: P&L is worked out from it, not from the average. */
  costBasis: decimalString,
  /** The price marked now (last trade) while holding; the close price once closed. */
  currentPrice: decimalString,
  margin: decimalString,
  marketValue: decimalString,
  /** The opening fee, plus the closing fee once closed. */
  fee: decimalString,
  stampDuty: decimalString,
  /** Unrealised P&L at the last price while holding; once closed, what the trade made after both fees and the duty. */
  pnl: decimalString,
  /** pnl as a percentage of the margin put up. */
  pnlPct: decimalString,
  status: z.enum(positionStatuses),
  buyTime: isoTime,
  sellTime: isoTime.nullable(),
  sellPrice: decimalString.nullable(),
  /** When the member may first close it, while that is in the future. */
  lockedUntil: isoTime.nullable(),
  liquidationPrice: decimalString.nullable(),
  warningPrice: decimalString.nullable(),
  closeReason: z.enum(closeReasons).nullable(),
  /** When the house closes a day position; null for a normal one. */
  autoCloseAt: isoTime.nullable(),
  /** An IPO's stock not listed yet: when it lists (no quote until then); null once it trades. */
  listingAt: isoTime.nullable(),
  /** The account it was bought in (issue 34). */
  account: orderAccountSchema,
  /** Tax its sale changed: withheld (positive) or refunded (negative); "0" when none (NISA, no withholding, holding). */
  taxWithheld: decimalString,
});
export type Position = z.infer<typeof positionSchema>;

export const positionsRequest = pageRequest.extend({
  /** `locked`: holding positions the member may not close yet. */
  status: z.enum(['holding', 'closed', 'locked']).optional(),
  product: productSchema.optional(),
});
export const positionsReply = pageOf(positionSchema).extend({
  totals: z.object({ marketValue: decimalString, unrealizedPnl: decimalString }),
});

export const positionDetailRequest = z.object({ id: idNumber });
export const positionDetailReply = positionSchema.extend({
  orderNo: z.string(),
  openingFee: decimalString,
  closingFee: decimalString.nullable(),
  /** The fills of the opening order, level by level, and of the close. */
  fills: z.array(z.object({ side: z.enum(['open', 'close']), price: decimalString, shares: z.number().int(), time: isoTime })),
  /** Every ledger entry of this position with its postings, so the member can follow each yen. */
  entries: z.array(
    z.object({
      reason: z.string(),
      reference: z.string(),
      time: isoTime,
      postings: z.array(
        z.object({
          /** The member's `available`, `frozen` or `margin`, or the house's `fees`, `taxes` or `market`. */
          account: z.string(),
          amount: decimalString,
        }),
      ),
    }),
  ),
});

export const closeReply = z.object({
  /** The average price the close walked the book at. */
  closePrice: decimalString,
  /** What the trade made: P&L at the close less the opening and closing fees and the duty. */
  realizedPnl: decimalString,
});

/** Added margin is whole yen, more than zero. */
export const addMarginRequest = positionIdRequest.extend({
  amount: z
    .string({ error: 'required' })
    .trim()
    .regex(/^\d{1,12}$/, { error: 'invalid_format' })
    .refine((value) => !/^0+$/.test(value), { error: 'not_positive' }),
});
export const addMarginReply = z.object({ margin: decimalString, liquidationPrice: decimalString.nullable() });

/**
 * What the private stream topics `orders`, `positions` and `account` carry after a change: which
 * order or position changed and its new state. A client refetches what it shows; only the
 * latest message of a topic is kept for a slow client, so the message names no amounts.
 */
export const tradeEventSchema = z.object({
  kind: z.enum(['order', 'position', 'account']),
  id: z.number().int().nullable(),
  status: z.string().nullable(),
  at: isoTime,
});
export type TradeEvent = z.infer<typeof tradeEventSchema>;

// Back office

export const memberTradingRequest = z.object({
  userId: idNumber,
  page: z.number().int().min(1).max(1_000_000).default(1),
});
/** A member's orders and positions as the member sees them, for staff answering questions, and the positions' active exits. */
export const memberTradingReply = z.object({
  orders: ordersReply,
  positions: positionsReply,
  exits: z.array(exitSchema.extend({ positionId: z.number().int(), positionNo: z.string(), symbol: z.string() })),
});

/** The member app's calls: Orders and positions. `memberApi` puts every group together. */
export const tradingMemberApi = {
  tradePreview: endpoint({
    path: '/trade/preview',
    access: 'member',
    summary: 'What an order would cost and risk if placed now; noData is held',
    request: orderRequest,
    reply: previewReply,
  }),
  tradeOrder: endpoint({
    path: '/trade/order',
    access: 'member',
    summary:
      'Place an order: a market order fills at once against the book, a limit order rests and a stop waits for its trigger, with its money held',
    request: placeOrderRequest,
    reply: orderReply,
  }),
  tradeCancel: endpoint({
    path: '/trade/cancel',
    access: 'member',
    summary: 'Cancel a pending order and release its hold',
    request: orderIdRequest,
    reply: noData,
  }),
  tradeOrders: endpoint({
    path: '/trade/orders',
    access: 'member',
    summary: 'My orders, newest first',
    request: ordersRequest,
    reply: ordersReply,
  }),
  tradePositions: endpoint({
    path: '/trade/positions',
    access: 'member',
    summary: 'My positions with market value and P&L at the last price, and their totals',
    request: positionsRequest,
    reply: positionsReply,
  }),
  tradePosition: endpoint({
    path: '/trade/position',
    access: 'member',
    summary: 'One position with its fills, fees and ledger entries',
    request: positionDetailRequest,
    reply: positionDetailReply,
  }),
  tradeClose: endpoint({
    path: '/trade/close',
    access: 'member',
    summary: 'Close a holding position at market',
    request: positionIdRequest,
    reply: closeReply,
  }),
  tradeAddMargin: endpoint({
    path: '/trade/addMargin',
    access: 'member',
    summary: 'Add whole yen of margin to a holding position, lowering its risk',
    request: addMarginRequest,
    reply: addMarginReply,
  }),
} as const;
