/**
 * The exits a member asked for, as prices in sen (decimal strings, so the plan can wait as JSON on
 * an opening order until it fills: IFD, IFDOCO). Only the form is checked here; the prices against
 * the position's are checked when the exits are set (exits.service.ts).
 */
import type { ExitsInput } from '@kabuto/contracts';
import { parsePrice, rejectField, type Rejection } from '@kabuto/domain';

export interface ExitsPlan {
  takeProfit?: string;
  stopLoss?: { trigger: string; limit?: string };
  trail?: { width: string } | { pct: string };
}

function sen(text: string, field: string): string | Rejection {
  const price = parsePrice(text);
  return price === null || price <= 0n ? rejectField(field, 'not_positive') : price.toString();
}

export function exitsPlanOf(input: ExitsInput): ExitsPlan | Rejection {
  const plan: ExitsPlan = {};
  if (input.takeProfit !== undefined) {
    const takeProfit = sen(input.takeProfit, 'takeProfit');
    if (typeof takeProfit !== 'string') return takeProfit;
    plan.takeProfit = takeProfit;
  }
  if (input.stopLoss) {
    const trigger = sen(input.stopLoss.trigger, 'stopLoss.trigger');
    if (typeof trigger !== 'string') return trigger;
    const limit = input.stopLoss.limit === undefined ? undefined : sen(input.stopLoss.limit, 'stopLoss.limit');
    if (limit !== undefined && typeof limit !== 'string') return limit;
    plan.stopLoss = limit === undefined ? { trigger } : { trigger, limit };
  }
  if (input.trail) {
    if ('width' in input.trail) {
      const width = sen(input.trail.width, 'trail.width');
      if (typeof width !== 'string') return width;
      plan.trail = { width };
    } else {
      if (Number(input.trail.pct) <= 0) return rejectField('trail.pct', 'not_positive');
      plan.trail = { pct: input.trail.pct };
    }
  }
  if (!plan.takeProfit && !plan.stopLoss && !plan.trail) return rejectField('exits', 'required');
  return plan;
}
