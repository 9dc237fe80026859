/**
 * Price alerts: a member asks to be told when a stock's last price reaches a level (at or above,
 * at or below) or has moved by a percentage from the previous close, either way. Pure rules;
 * the server checks the active alerts after every market step and fires each one once.
 */
import { parseDecimal, type Decimal } from './decimal';
import { parsePrice, type Price } from './stock-exchange-rules';
import { reject, rejectField, type Rejection } from './rejection';

export type AlertKind = 'above' | 'below' | 'changePct';

/** At most this many active alerts per member, as brokers cap them. */
export const maxActiveAlerts = 50;

export type AlertCondition =
  { readonly kind: 'above' | 'below'; readonly level: Price } | { readonly kind: 'changePct'; readonly percent: Decimal };

/**
 * The condition an alert's value asks for, or the refusal of a value that can't be one: a level
 * is a positive price in yen (at most two decimals, as prices are quoted); a move is a
 * percentage above 0 and at most 100, with at most two decimals.
 */
export function alertCondition(kind: AlertKind, value: string): AlertCondition | Rejection {
  const number = parseDecimal(value);
  if (!number) return rejectField('value', 'invalid_format');
  if (number.units <= 0n) return rejectField('value', 'not_positive');
  if (number.scale > 2) return rejectField('value', 'too_many_decimals');
  if (kind === 'changePct') {
    // p% of at most 100: units ÷ 10^scale ≤ 100.
    if (number.units > 100n * 10n ** BigInt(number.scale)) return rejectField('value', 'not_allowed_value');
    return { kind, percent: number };
  }
  const level = parsePrice(value);
  if (level === null) return rejectField('value', 'invalid_format');
  return { kind, level };
}

/** The prices an alert is judged by: the last trade and the base of the day's change. */
export interface AlertMark {
  readonly last: Price;
  readonly previousClose: Price;
}

/**
 * Whether the condition holds at `mark`, exactly: a move of p% holds when
 * |last − previous close| × 100 ≥ p × previous close, compared in integers.
 */
export function alertReached(condition: AlertCondition, mark: AlertMark): boolean {
  if (condition.kind !== 'changePct')
    return condition.kind === 'above' ? mark.last >= condition.level : mark.last <= condition.level;
  if (mark.previousClose <= 0n) return false;
  const move = mark.last >= mark.previousClose ? mark.last - mark.previousClose : mark.previousClose - mark.last;
  return move * 100n * 10n ** BigInt(condition.percent.scale) >= condition.percent.units * mark.previousClose;
}

/** The refusal when a member already has the most active alerts allowed. */
export function alertLimitReached(activeCount: number): Rejection | null {
  return activeCount >= maxActiveAlerts ? reject('alert_limit', { max: String(maxActiveAlerts) }) : null;
}
