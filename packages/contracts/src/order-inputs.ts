/**
 * What a member types into an order: a price, and the conditional parts of an order (a stop's
 * trigger, its validity, the exits set when it fills). The server checks the tick grid, the price
 * limits and the calendar; these schemas check only the form.
 */
import { z } from 'zod';

/** A price as the member typed it; the server checks the grid and the limits. */
export const priceInput = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'invalid_format' });

export const orderKinds = ['market', 'limit', 'stop', 'stopLimit'] as const;
export const orderKindSchema = z.enum(orderKinds);
export const validitySchema = z.enum(['day', 'gtd']);

/** A JST calendar date, "YYYY-MM-DD". */
export const dateInput = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_format' });

/** A trailing stop's distance from the best price: yen (to the sen) or a percentage of it. */
export const trailInput = z.union([
  z.object({ width: priceInput }),
  z.object({
    pct: z
      .string()
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: 'invalid_format' }),
  }),
]);

/** Exits of a position: a take-profit (limit), a stop-loss (stop, or stop-limit with `limit`), a trailing stop. */
export const exitsInput = z.object({
  takeProfit: priceInput.optional(),
  stopLoss: z.object({ trigger: priceInput, limit: priceInput.optional() }).optional(),
  trail: trailInput.optional(),
});
export type ExitsInput = z.input<typeof exitsInput>;
