/**
 * The order form's own rules, before the server's: what the member typed turned into an order
 * request (or the field that is not one yet), and the choices the settings allow. Whether the
 * price sits on the tick grid and inside the limits is the server's to say, with its own codes.
 */
import { orderRequest } from '@kabuto/contracts';
import type { OrderBody } from '../api/preview-order';
import { conditionalBody, conditionalIssues, type ConditionalDraft, type ConditionalIssue } from './conditional-draft';

export type Direction = OrderBody['direction'];
export type OrderType = OrderBody['type'];
export type Product = NonNullable<OrderBody['product']>;

export interface OrderDraft extends ConditionalDraft {
  direction: Direction;
  type: OrderType;
  /** As typed; used by a limit and a stop-limit order. */
  price: string;
  /** As typed in the stepper. */
  lots: string;
  leverage: number;
  product: Product;
}

export type DraftIssue =
  { field: 'price'; code: 'required' | 'invalid_format' } | { field: 'lots'; code: 'invalid_lots' } | ConditionalIssue;

/** At most this many lots in one order; more is a typo, not a trade. */
export const maxLots = 9_999;

/** Whole lots from 1 to `maxLots`, or null. */
export function parseLots(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const lots = Number(trimmed);
  return lots >= 1 && lots <= maxLots ? lots : null;
}

/** The lots one step up or down from what is typed, kept within 1 and `maxLots`. */
export function stepLots(text: string, step: 1 | -1): string {
  const current = parseLots(text) ?? (step > 0 ? 0 : 2);
  return String(Math.min(maxLots, Math.max(1, current + step)));
}

const priceSchema = orderRequest.shape.price.unwrap();

/** The problems of a draft, first field first; empty when it can be sent. */
export function draftIssues(draft: OrderDraft): DraftIssue[] {
  const issues: DraftIssue[] = [];
  if (draft.type === 'limit' || draft.type === 'stopLimit') {
    if (draft.price.trim() === '') issues.push({ field: 'price', code: 'required' });
    else if (!priceSchema.safeParse(draft.price).success || /^0+(\.0+)?$/.test(draft.price.trim()))
      issues.push({ field: 'price', code: 'invalid_format' });
  }
  issues.push(...conditionalIssues(draft.type, draft));
  if (parseLots(draft.lots) === null) issues.push({ field: 'lots', code: 'invalid_lots' });
  return issues;
}

/** The request of a draft that has no problem, else null. */
export function draftToOrder(symbol: string, draft: OrderDraft): OrderBody | null {
  const lots = parseLots(draft.lots);
  if (lots === null || draftIssues(draft).length > 0) return null;
  return {
    symbol,
    direction: draft.direction,
    type: draft.type,
    ...(draft.type === 'limit' || draft.type === 'stopLimit' ? { price: draft.price.trim() } : {}),
    lots,
    leverage: draft.leverage,
    product: draft.product,
    ...conditionalBody(draft.type, draft),
  };
}

/** `"1,2,3"` from the settings as whole leverages, smallest first; 1 when the setting is missing or broken. */
export function leverageChoices(setting: string | undefined): number[] {
  const values = (setting ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,3}$/.test(part))
    .map(Number)
    .filter((value) => value >= 1);
  const unique = [...new Set(values)].sort((left, right) => left - right);
  return unique.length > 0 ? unique : [1];
}

/** Shares per lot from the settings (100 when missing or broken). */
export function lotSizeOf(setting: string | undefined): number {
  const value = Number(setting);
  return Number.isSafeInteger(value) && value > 0 ? value : 100;
}

/**
 * What an order needs beyond the member's available cash (its estimate's `availableAfter` below
 * zero), as a positive decimal string; null when the cash covers it. The form stops such an order
 * before the confirmation and says by how much, rather than letting the server refuse it on Place.
 */
export function shortfallOf(preview: { availableAfter: string } | undefined): string | null {
  const after = preview?.availableAfter.trim();
  if (!after?.startsWith('-') || /^-0*(\.0*)?$/.test(after)) return null;
  return after.slice(1);
}
