/** Requests and replies of price alerts (`/alerts/…`). Levels are decimal strings of yen; moves are percentages. */
import { z } from 'zod';
import { decimalString, idNumber, isoTime, plainText, requiredString } from './primitives';

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
