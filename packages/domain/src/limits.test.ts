import { describe, expect, it } from 'vitest';
import { decimal } from './decimal';
import { amountWithinLimits, withinFundsHours } from './limits';
import { money } from './money';

describe('amount limits', () => {
  it.each([
    {
      currency: 'JPY',
      minor: 9_999n,
      min: '10000',
      max: '5000000',
      refusal: { rejected: 'below_minimum', params: { min: '10000', currency: 'JPY' } },
    },
    { currency: 'JPY', minor: 10_000n, min: '10000', max: '5000000', refusal: null },
    { currency: 'JPY', minor: 5_000_000n, min: '10000', max: '5000000', refusal: null },
    {
      currency: 'JPY',
      minor: 5_000_001n,
      min: '10000',
      max: '5000000',
      refusal: { rejected: 'above_maximum', params: { max: '5000000', currency: 'JPY' } },
    },
    // $9.99 < $10.00
    {
      currency: 'USD',
      minor: 999n,
      min: '10',
      max: '50000',
      refusal: { rejected: 'below_minimum', params: { min: '10.00', currency: 'USD' } },
    },
    // A minimum of $0.005 admits nothing below one cent: ⌈0.005⌉ = $0.01, and $0.01 ≥ $0.005
    { currency: 'USD', minor: 1n, min: '0.005', max: '50000', refusal: null },
    // A maximum of ¥999.9 allows at most ¥999: ⌊999.9⌋ = 999
    {
      currency: 'JPY',
      minor: 1_000n,
      min: '1',
      max: '999.9',
      refusal: { rejected: 'above_maximum', params: { max: '999', currency: 'JPY' } },
    },
    { currency: 'JPY', minor: 999n, min: '1', max: '999.9', refusal: null },
  ] as const)('$minor minor $currency within [$min, $max] → $refusal', ({ currency, minor, min, max, refusal }) => {
    expect(amountWithinLimits(money(currency, minor), decimal(min), decimal(max))).toEqual(refusal);
  });

  it('throws on limits that admit no amount, a configuration bug', () => {
    expect(() => amountWithinLimits(money('JPY', 1n), decimal('10.2'), decimal('10.8'))).toThrow(/admit no amount/);
  });
});

describe('funds hours', () => {
  it.each([
    { now: '2025-06-11T12:00:00+09:00', days: 'weekdays', refusal: null },
    {
      now: '2025-06-11T19:30:00+09:00',
      days: 'weekdays',
      refusal: {
        rejected: 'outside_hours',
        params: { hours: '09:30-19:30', days: 'weekdays', opensAt: '2025-06-12T00:30:00.000Z' },
      },
    },
    {
      now: '2028-12-29T20:00:00+09:00',
      days: 'weekdays',
      refusal: { rejected: 'outside_hours', params: { hours: '09:30-19:30', days: 'weekdays' } },
    },
  ] as const)('at $now ($days) → $refusal', ({ now, days, refusal }) => {
    expect(withinFundsHours(new Date(now), '09:30-19:30', days)).toEqual(refusal);
  });
});
