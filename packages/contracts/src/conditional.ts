/**
 * Conditional orders' own calls: exits on a holding position (take-profit, stop-loss, trailing
 * stop; one fires, the others end) and the public tape of recorded trades triggers are judged on.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { exitsInput } from './order-inputs';
import { decimalString, idNumber, isoTime, isoTimeInput, noData, requiredString } from './primitives';

export const exitKinds = ['takeProfit', 'stopLoss', 'trail'] as const;
export const exitStatuses = ['active', 'triggered', 'cancelled'] as const;

export const setExitsRequest = exitsInput.extend({ positionId: idNumber });
export type SetExitsBody = z.input<typeof setExitsRequest>;

export const exitSchema = z.object({
  id: z.number().int(),
  kind: z.enum(exitKinds),
  /** The trigger in force (a trailing stop's follows the best price). */
  trigger: decimalString,
  /** A stop-limit's worst close price; null closes at market. */
  limit: decimalString.nullable(),
  status: z.enum(exitStatuses),
  /** A trailing stop's width in yen or percent, and the best price it has trailed. */
  trailWidth: decimalString.nullable(),
  trailPct: decimalString.nullable(),
  trailBest: decimalString.nullable(),
  triggeredBy: z.object({ price: decimalString, time: isoTime, seq: z.number().int() }).nullable(),
});
export type PositionExit = z.infer<typeof exitSchema>;
export const exitsReply = z.object({ exits: z.array(exitSchema) });

export const positionExitsRequest = z.object({ positionId: idNumber });
export const cancelExitsRequest = z.object({ positionId: idNumber });

export const tapeRequest = z.object({
  symbol: requiredString.max(16, { error: 'too_long' }),
  from: isoTimeInput,
  to: isoTimeInput,
});
export const tapeReply = z.array(
  z.object({ seq: z.number().int(), time: isoTime, price: decimalString, shares: z.number().int() }),
);

export const conditionalMemberApi = {
  tradeExits: endpoint({
    path: '/trade/exits',
    access: 'member',
    summary: "Set a holding position's exits (take-profit, stop-loss, trailing stop), replacing the ones it has",
    request: setExitsRequest,
    reply: exitsReply,
  }),
  tradePositionExits: endpoint({
    path: '/trade/positionExits',
    access: 'member',
    summary: "A position's exits, active and ended",
    request: positionExitsRequest,
    reply: exitsReply,
  }),
  tradeCancelExits: endpoint({
    path: '/trade/cancelExits',
    access: 'member',
    summary: "Cancel a position's active exits",
    request: cancelExitsRequest,
    reply: noData,
  }),
  marketTrades: endpoint({
    path: '/market/trades',
    access: 'public',
    summary: 'The recorded trades of a stock between two times (at most an hour): the tape triggers are judged on',
    request: tapeRequest,
    reply: tapeReply,
  }),
} as const;
