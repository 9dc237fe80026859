/**
 * The order form's conditional parts, before the server's rules: a stop's trigger, its validity,
 * the exits to set when it fills (IFD, IFDOCO), and the body its estimate is asked for.
 */
import type { TickTable } from '@kabuto/domain';
import { isPriceText, stepPrice } from '../../ui/market-parts/price-steps';
import type { OrderBody, PreviewBody } from '../api/preview-order';

export interface ConditionalDraft {
  /** As typed; used by stop and stop-limit orders. */
  triggerPrice: string;
  validity: 'day' | 'gtd';
  /** A JST date, "YYYY-MM-DD"; used by `gtd`. */
  expiresOn: string;
  /** As typed; empty for none. */
  takeProfit: string;
  stopLoss: string;
}

export const emptyConditional = (last: string): ConditionalDraft => ({
  triggerPrice: last,
  validity: 'day',
  expiresOn: '',
  takeProfit: '',
  stopLoss: '',
});

export type ConditionalIssue = {
  field: 'triggerPrice' | 'expiresOn' | 'takeProfit' | 'stopLoss';
  code: 'required' | 'invalid_format';
};

export function conditionalIssues(type: OrderBody['type'], draft: ConditionalDraft): ConditionalIssue[] {
  const issues: ConditionalIssue[] = [];
  const stop = type === 'stop' || type === 'stopLimit';
  if (stop) {
    if (draft.triggerPrice.trim() === '') issues.push({ field: 'triggerPrice', code: 'required' });
    else if (!isPriceText(draft.triggerPrice)) issues.push({ field: 'triggerPrice', code: 'invalid_format' });
    if (draft.validity === 'gtd' && !/^\d{4}-\d{2}-\d{2}$/.test(draft.expiresOn))
      issues.push({ field: 'expiresOn', code: 'required' });
  }
  for (const field of ['takeProfit', 'stopLoss'] as const) {
    if (draft[field].trim() !== '' && !isPriceText(draft[field])) issues.push({ field, code: 'invalid_format' });
  }
  return issues;
}

/** The conditional fields of the request (none for a market or limit order without exits). */
export function conditionalBody(type: OrderBody['type'], draft: ConditionalDraft): Partial<OrderBody> {
  const body: Partial<OrderBody> = {};
  if (type === 'stop' || type === 'stopLimit') {
    body.triggerPrice = draft.triggerPrice.trim();
    body.validity = draft.validity;
    if (draft.validity === 'gtd') body.expiresOn = draft.expiresOn;
  }
  const takeProfit = draft.takeProfit.trim();
  const stopLoss = draft.stopLoss.trim();
  if (takeProfit || stopLoss) {
    body.exits = {
      ...(takeProfit ? { takeProfit } : {}),
      ...(stopLoss ? { stopLoss: { trigger: stopLoss } } : {}),
    };
  }
  return body;
}

/**
 * What the estimate is asked for: a stop is held like a limit order at its trigger, a stop-limit
 * at its limit; the conditions themselves cost nothing.
 */
export function previewBodyOf(order: OrderBody): PreviewBody {
  const { triggerPrice, validity: _validity, expiresOn: _expiresOn, exits: _exits, type, price, ...rest } = order;
  if (type === 'stop') return { ...rest, type: 'limit', ...(triggerPrice ? { price: triggerPrice } : {}) };
  if (type === 'stopLimit') return { ...rest, type: 'limit', ...(price ? { price } : {}) };
  return { ...rest, type, ...(price ? { price } : {}) };
}

/**
 * The fields a change of type sets: a priced type starts at the last price (unless the member
 * typed one), and a stop's trigger one tick beyond it on the side that can still be reached (above
 * for a buy, below for a sell), since a trigger at the last price would be refused.
 */
export function typeChange(
  type: OrderBody['type'],
  draft: ConditionalDraft & { direction: OrderBody['direction'] },
  market: { last: string; priceEdited: boolean; table: TickTable | null; tick: string | null },
): Partial<ConditionalDraft> & { type: OrderBody['type']; price?: string } {
  const price = type !== 'market' && !market.priceEdited ? { price: market.last } : {};
  const stop = type === 'stop' || type === 'stopLimit';
  const untouched = draft.triggerPrice === market.last || draft.triggerPrice.trim() === '';
  const trigger =
    stop && untouched
      ? { triggerPrice: stepPrice(market.last, draft.direction === 'long' ? 1 : -1, market.table, market.tick) }
      : {};
  return { type, ...price, ...trigger };
}
