/** Requests and replies of copy trading (`/copy/…`) and the back office's strategies and mentor queue. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { queueRequest } from './admin';
import { amountInput } from './funds';
import { decimalString, empty, idNumber, isoTime, multilineText, pageOf, pageRequest, plainText } from './primitives';

export const strategyKinds = ['house', 'mentor'] as const;
export const strategyStatuses = ['running', 'stopped'] as const;
export const copyStatuses = ['running', 'ended'] as const;
export const copyEndings = ['member', 'stopLoss', 'strategy'] as const;
export const copySkipReasons = ['below_one_lot', 'instrument_halted', 'insufficient_cash', 'no_liquidity'] as const;

export const strategySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  issuer: z.string(),
  kind: z.enum(strategyKinds),
  /** The published rule with its parameters, in the caller's language. */
  description: z.string(),
  /** The instrument a house strategy trades; null for a mentor's. */
  symbol: z.string().nullable(),
  capital: decimalString,
  /** Cash plus positions marked to the last price. */
  equity: decimalString,
  returnPct: decimalString,
  maxDrawdownPct: decimalString,
  avgHoldingMinutes: z.number().int(),
  trades: z.number().int(),
  minInvestment: decimalString,
  followers: z.number().int(),
  since: isoTime,
  status: z.enum(strategyStatuses),
});

export const strategyTradeSchema = z.object({
  orderId: z.number().int(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  shares: z.number().int(),
  price: decimalString,
  at: isoTime,
});

export const strategyIdRequest = z.object({ strategyId: idNumber });
export const strategyDetailReply = strategySchema.extend({
  equityCurve: z.array(z.object({ time: isoTime, equity: decimalString })),
  recentTrades: z.array(strategyTradeSchema),
  /** The copy rules as numbers the app shows: the stop-loss range and the performance fee. */
  rules: z.object({ stopLossMin: z.number().int(), stopLossMax: z.number().int(), performanceFeePct: z.number().int() }),
});

export const copyFollowRequest = z.object({
  strategyId: idNumber,
  amount: amountInput,
  stopLossPct: z
    .number({ error: 'required' })
    .int({ error: 'invalid_format' })
    .min(5, { error: 'not_allowed_value' })
    .max(95, { error: 'not_allowed_value' }),
});
export const copyFollowReply = z.object({ copyId: z.number().int(), held: decimalString });

export const copyIdRequest = z.object({ copyId: idNumber });
export const copyUnfollowReply = z.object({ status: z.literal('ended'), returned: decimalString });

export const copySchema = z.object({
  id: z.number().int(),
  strategyId: z.number().int(),
  name: z.string(),
  invested: decimalString,
  equity: decimalString,
  pnl: decimalString,
  stopLossPct: z.number().int(),
  /** The equity at which the stop-loss ends the copy: (1 − stopLossPct) × invested. */
  stopLossEquity: decimalString,
  status: z.enum(copyStatuses),
  endedBy: z.enum(copyEndings).nullable(),
  returned: decimalString.nullable(),
  fee: decimalString.nullable(),
  message: z.string().nullable(),
  startedAt: isoTime,
  endedAt: isoTime.nullable(),
});
export const copyFollowsRequest = pageRequest.extend({ status: z.enum(copyStatuses).optional() });
export const copyFollowsReply = pageOf(copySchema);

export const copyPositionSchema = z.object({
  id: z.number().int(),
  positionNo: z.string(),
  symbol: z.string(),
  name: z.string(),
  direction: z.enum(['long', 'short']),
  shares: z.number().int(),
  lots: z.number().int(),
  buyPrice: decimalString,
  currentPrice: decimalString,
  margin: decimalString,
  marketValue: decimalString,
  fee: decimalString,
  pnl: decimalString,
  status: z.enum(['holding', 'closing', 'closed']),
  buyTime: isoTime,
  sellTime: isoTime.nullable(),
  sellPrice: decimalString.nullable(),
});
export const copyPositionsReply = z.array(copyPositionSchema);

/** Each strategy order as the copy took it: its own order, or the reason it skipped. */
export const copyOrderSchema = z.object({
  id: z.number().int(),
  copyId: z.number().int(),
  strategyName: z.string(),
  symbol: z.string(),
  name: z.string(),
  side: z.enum(['buy', 'sell']),
  /** The strategy's shares; a mentor strategy's are its record's (null when the record left the trade out). */
  strategyShares: z.number().int().nullable(),
  shares: z.number().int().nullable(),
  price: decimalString.nullable(),
  skipReason: z.enum(copySkipReasons).nullable(),
  at: isoTime,
});
export const copyOrdersRequest = pageRequest.extend({ copyId: idNumber.optional() });
export const copyOrdersReply = pageOf(copyOrderSchema);

export const applyMentorRequest = z.object({
  strategyName: plainText.trim().min(2, { error: 'required' }).max(60, { error: 'too_long' }),
  description: multilineText.trim().min(10, { error: 'required' }).max(1000, { error: 'too_long' }),
});
export const applyMentorReply = z.object({ status: z.literal('pending') });

/** My newest mentor application and its state (null before the first); a rejection carries staff's reason. */
const ownMentorApplicationSchema = z.object({
  strategyName: z.string(),
  description: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  strategyId: z.number().int().nullable(),
  createdAt: isoTime,
  reviewedAt: isoTime.nullable(),
});
export const myMentorApplicationReply = z.object({ application: ownMentorApplicationSchema.nullable() });

// Back office

export const adminStrategySchema = strategySchema.extend({ runningCopies: z.number().int(), copiedEquity: decimalString });
export const adminStrategiesReply = z.array(adminStrategySchema);

/** Staff see whose application it is besides what the member sees of their own. */
export const mentorApplicationSchema = ownMentorApplicationSchema.extend({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
});
export const mentorsQueueRequest = queueRequest;
export const mentorsListReply = pageOf(mentorApplicationSchema);

/** The member app's calls: Copy trading. `memberApi` puts every group together. */
export const copyMemberApi = {
  copyStrategies: endpoint({
    path: '/copy/strategies',
    access: 'public',
    summary: 'Strategies to copy, with figures computed from their own fills and the recorded prices',
    request: empty,
    reply: z.array(strategySchema),
  }),
  copyStrategy: endpoint({
    path: '/copy/strategy',
    access: 'public',
    summary: 'One strategy with its equity curve, recent trades and the copy rules',
    request: strategyIdRequest,
    reply: strategyDetailReply,
  }),
  copyFollow: endpoint({
    path: '/copy/follow',
    access: 'member',
    summary: 'Follow a strategy: the amount moves from available cash into a copy with a mandatory stop-loss (5–95%)',
    request: copyFollowRequest,
    reply: copyFollowReply,
  }),
  copyUnfollow: endpoint({
    path: '/copy/unfollow',
    access: 'member',
    summary: 'End a running copy: its positions close at market and its cash returns (409 copy_ended once it has ended)',
    request: copyIdRequest,
    reply: copyUnfollowReply,
  }),
  copyFollows: endpoint({
    path: '/copy/follows',
    access: 'member',
    summary: 'My copies, newest first: invested, equity, P&L, stop-loss, status and how each ended',
    request: copyFollowsRequest,
    reply: copyFollowsReply,
  }),
  copyPositions: endpoint({
    path: '/copy/positions',
    access: 'member',
    summary: "One of my copies' positions",
    request: copyIdRequest,
    reply: copyPositionsReply,
  }),
  copyOrders: endpoint({
    path: '/copy/orders',
    access: 'member',
    summary: "My copies' orders, newest first: each strategy order as a copy took it, or why it skipped",
    request: copyOrdersRequest,
    reply: copyOrdersReply,
  }),
  copyApplyMentor: endpoint({
    path: '/copy/applyMentor',
    access: 'member',
    summary: 'Apply to publish my own trading as a strategy; staff review it',
    request: applyMentorRequest,
    reply: applyMentorReply,
  }),
  copyMyMentorApplication: endpoint({
    path: '/copy/mentorApplication',
    access: 'member',
    summary: 'My newest mentor application and its state: pending, approved (with my strategy) or rejected with the reason',
    request: empty,
    reply: myMentorApplicationReply,
  }),
} as const;
