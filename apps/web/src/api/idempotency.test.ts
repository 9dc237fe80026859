import { describe, expect, it } from 'vitest';
import { moneyCallOptions, newIdempotencyKey } from './idempotency';

describe('newIdempotencyKey', () => {
  it('is a version 4 UUID, different each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('moneyCallOptions', () => {
  it('gives each confirmed action its own key and one retry without a reply', () => {
    const first = moneyCallOptions({ showsFieldErrors: true });
    const second = moneyCallOptions();
    expect(first).toMatchObject({ showsFieldErrors: true, retryWithoutReply: true });
    expect(first.headers?.['Idempotency-Key']).not.toBe(second.headers?.['Idempotency-Key']);
  });
});
