import { describe, expect, it } from 'vitest';
import { nisaRefusalOf } from './nisa-order-check';

const open = { openedAt: '2026-11-25T03:00:00.000Z', remaining: '85000' };
const cash = { direction: 'long', leverage: 1, product: 'normal' } as const;

describe('an order in NISA', () => {
  it.each([
    { order: cash, nisa: { ...open, openedAt: null }, notional: '1000', refusal: { kind: 'notOpen' } },
    { order: { ...cash, direction: 'short' }, nisa: open, notional: '1000', refusal: { kind: 'short' } },
    { order: { ...cash, leverage: 2 }, nisa: open, notional: '1000', refusal: { kind: 'leverage' } },
    { order: { ...cash, product: 'day' }, nisa: open, notional: '1000', refusal: { kind: 'product' } },
    // 100 × 850.01 = 85,001 > 85,000 left
    { order: cash, nisa: open, notional: '85000.01', refusal: { kind: 'limit', cost: '85001', remaining: '85000' } },
    { order: cash, nisa: open, notional: '85000', refusal: null },
  ] as const)('is refused as $refusal.kind', ({ order, nisa, notional, refusal }) => {
    expect(nisaRefusalOf(order, nisa, notional)).toEqual(refusal);
  });
});
