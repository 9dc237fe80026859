import { describe, expect, it } from 'vitest';
import { decimal } from './decimal';
import { yen } from './stock-exchange-rules';
import { isRejection } from './rejection';
import { alertCondition, alertLimitReached, alertReached, maxActiveAlerts, type AlertCondition } from './price-alerts';

function condition(kind: 'above' | 'below' | 'changePct', value: string): AlertCondition {
  const parsed = alertCondition(kind, value);
  if (isRejection(parsed)) throw new Error(`refused ${value}`);
  return parsed;
}

describe('a price alert', () => {
  it.each([
    { kind: 'above', value: '2200', last: '2199.9', reached: false },
    { kind: 'above', value: '2200', last: '2200', reached: true },
    { kind: 'below', value: '2100', last: '2100.1', reached: false },
    { kind: 'below', value: '2100', last: '2100', reached: true },
    // 5% of 2,150 is 107.5: 107 × 100 = 10,700 < 10,750; 108 × 100 = 10,800 ≥ 10,750; either way.
    { kind: 'changePct', value: '5', last: '2257', reached: false },
    { kind: 'changePct', value: '5', last: '2258', reached: true },
    { kind: 'changePct', value: '5', last: '2043', reached: false },
    { kind: 'changePct', value: '5', last: '2042', reached: true },
    // 2.5% of 2,150 is 53.75: a move of 53.8 (5,380 × 10 = 53,800 ≥ 25 × 2,150 = 53,750).
    { kind: 'changePct', value: '2.5', last: '2203.8', reached: true },
    { kind: 'changePct', value: '2.5', last: '2203.7', reached: false },
  ] as const)('$kind $value at $last: reached $reached', ({ kind, value, last, reached }) => {
    expect(alertReached(condition(kind, value), { last: yen(last), previousClose: yen('2150') })).toBe(reached);
  });

  it('keeps a move as an exact decimal', () => {
    expect(condition('changePct', '2.5')).toEqual({ kind: 'changePct', percent: decimal('2.5') });
  });

  it.each([
    { kind: 'above', value: 'abc', field: 'invalid_format' },
    { kind: 'above', value: '0', field: 'not_positive' },
    { kind: 'below', value: '-1', field: 'not_positive' },
    { kind: 'above', value: '1.001', field: 'too_many_decimals' },
    { kind: 'changePct', value: '100.01', field: 'not_allowed_value' },
  ] as const)('refuses $kind $value as $field', ({ kind, value, field }) => {
    expect(alertCondition(kind, value)).toEqual({ rejected: 'invalid_input', fields: { value: field } });
  });

  it('allows a 100% move and refuses the 51st active alert', () => {
    expect(isRejection(alertCondition('changePct', '100'))).toBe(false);
    expect(alertLimitReached(maxActiveAlerts - 1)).toBeNull();
    expect(alertLimitReached(maxActiveAlerts)).toEqual({ rejected: 'alert_limit', params: { max: '50' } });
  });
});
