/** Requests and replies of price alerts (`/alerts/…`). Levels are decimal strings of yen; moves are percentages. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { decimalString, idNumber, isoTime, noData, plainText, requiredString } from './primitives';

export const alertKinds = ['above', 'below', 'changePct'] as const;
export const alertStatuses = ['active', 'triggered'] as const;

export const alertSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  /** The stock's name in the caller's language. */
  name: z.string(),
  kind: z.enum(alertKinds),
  /** A price level in yen for above/below; a percentage (either way) for changePct. */
  value: decimalString,
  status: z.enum(alertStatuses),
  triggeredAt: isoTime.nullable(),
  /** The last price that set it off. */
  triggerPrice: decimalString.nullable(),
  createdAt: isoTime,
});
export type PriceAlert = z.infer<typeof alertSchema>;

export const alertsListRequest = z.object({ symbol: plainText.max(16, { error: 'too_long' }).optional() });
export const alertsListReply = z.array(alertSchema);
export const alertAddRequest = z.object({
  symbol: requiredString.max(16),
  kind: z.enum(alertKinds),
  value: requiredString.max(20),
});
export const alertAddReply = z.object({ id: z.number().int() });
export const alertRemoveRequest = z.object({ id: idNumber });

/** The member app's calls: Price alerts. `memberApi` puts every group together. */
export const alertsMemberApi = {
  alertsList: endpoint({
    path: '/alerts/list',
    access: 'member',
    summary: 'My price alerts, active first, newest first',
    request: alertsListRequest,
    reply: alertsListReply,
  }),
  alertsAdd: endpoint({
    path: '/alerts/add',
    access: 'member',
    summary: 'Alert me when a stock crosses a price or moves by a percentage in the day (at most 50 active)',
    request: alertAddRequest,
    reply: alertAddReply,
  }),
  alertsRemove: endpoint({
    path: '/alerts/remove',
    access: 'member',
    summary: 'Remove one of my price alerts',
    request: alertRemoveRequest,
    reply: noData,
  }),
} as const;
