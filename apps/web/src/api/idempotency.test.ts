import { describe, expect, it } from 'vitest';
import type { CallResult } from './api-client';
import { IntentKey, moneyCallOptions, newIdempotencyKey, outcomeUnknown } from './idempotency';

describe('newIdempotencyKey', () => {
  it('is a version 4 UUID, different each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('moneyCallOptions', () => {
  it('sends the intent’s key as the Idempotency-Key header, with one retry when no reply came', () => {
    const options = moneyCallOptions('key-1', { showsFieldErrors: true, headers: { other: 'kept' } });
    expect(options).toEqual({
      showsFieldErrors: true,
      retryWithoutReply: true,
      headers: { other: 'kept', 'Idempotency-Key': 'key-1' },
    });
  });
});

/** Keys `key-1`, `key-2` … in the order they are made, so a test can say which one it expects. */
function countingIntent(): IntentKey {
  let made = 0;
  return new IntentKey(() => `key-${++made}`);
}

const order = { symbol: '4434', direction: 'long', type: 'market', lots: 2, leverage: 2, product: 'normal' };
const filled: CallResult<unknown> = { ok: true, data: { orderId: 7, status: 'filled' } };
const failure = (code: string, status: number): CallResult<unknown> => ({
  ok: false,
  failure: { code, status, message: code, fields: {} },
});

describe('IntentKey', () => {
  it('makes the key when the confirmation opens and sends that same key with the call', () => {
    const intent = countingIntent();
    const opened = intent.keyFor(order);
    expect(intent.keyFor({ ...order })).toBe(opened);
    expect(opened).toBe('key-1');
  });

  it.each([
    { lost: 'a network failure', result: failure('network', 0) },
    { lost: 'a time-out', result: failure('timeout', 0) },
    { lost: 'a gateway’s 504 (the server may have done it)', result: failure('internal', 504) },
    { lost: 'a 500', result: failure('internal', 500) },
  ])('keeps the key after $lost, so the next tap repeats the first call', ({ result }) => {
    const intent = countingIntent();
    const first = intent.keyFor(order);
    intent.settle(order, result);
    expect(intent.keyFor(order)).toBe(first);
  });

  it('keeps the key when the sheet is closed and the same order confirmed again', () => {
    const intent = countingIntent();
    intent.keyFor(order);
    intent.settle(order, failure('timeout', 0));
    // The member closes the sheet and reviews the unchanged order again: it opens the same intent.
    expect(intent.keyFor({ ...order })).toBe('key-1');
  });

  it('makes a new key after the call succeeded, so the next order is a new intent', () => {
    const intent = countingIntent();
    intent.keyFor(order);
    intent.settle(order, filled);
    expect(intent.keyFor(order)).toBe('key-2');
  });

  it.each([
    { refusal: 'insufficient funds (422)', result: failure('insufficient_funds', 422) },
    { refusal: 'an order no longer pending (409)', result: failure('order_not_pending', 409) },
    { refusal: 'a wrong fund password (400)', result: failure('fund_password_wrong', 400) },
  ])('makes a new key after a refusal ($refusal), which moved nothing and would only be replayed', ({ result }) => {
    const intent = countingIntent();
    intent.keyFor(order);
    intent.settle(order, result);
    expect(intent.keyFor(order)).toBe('key-2');
  });

  it.each([
    { field: 'lots', changed: { ...order, lots: 3 } },
    { field: 'direction', changed: { ...order, direction: 'short' } },
    { field: 'type and price', changed: { ...order, type: 'limit', price: '1200' } },
    { field: 'symbol', changed: { ...order, symbol: '7203' } },
  ])('makes a new key when the member changes the $field, even after a lost reply', ({ changed }) => {
    const intent = countingIntent();
    intent.keyFor(order);
    intent.settle(order, failure('timeout', 0));
    expect(intent.keyFor(changed)).toBe('key-2');
  });

  it('finds the key of a lost request again when the member changes a field and changes it back', () => {
    const intent = countingIntent();
    intent.keyFor(order);
    intent.settle(order, failure('timeout', 0));
    expect(intent.keyFor({ ...order, lots: 3 })).toBe('key-2');
    expect(intent.keyFor(order)).toBe('key-1');
  });

  it('ends only the key of the request that was answered', () => {
    const intent = countingIntent();
    intent.keyFor(order);
    intent.keyFor({ ...order, lots: 3 });
    intent.settle({ ...order, lots: 3 }, filled);
    expect(intent.keyFor(order)).toBe('key-1');
    expect(intent.keyFor({ ...order, lots: 3 })).toBe('key-3');
  });
});

describe('IntentKey, with a confirmation step that adds to the body', () => {
  const withdrawal = { bankCardId: 3, amount: '20000', currency: 'JPY', fundPassword: '975310' };
  const stepped = (token: string) => ({ ...withdrawal, stepUpToken: token });

  it('has nothing to send again before a try, or after a try that was answered', () => {
    const intent = countingIntent();
    intent.keyFor(withdrawal);
    expect(intent.sentFor(withdrawal)).toBeNull();
    intent.settle(withdrawal, failure('step_up_required', 403), stepped('token-1'));
    expect(intent.sentFor(withdrawal)).toBeNull();
  });

  it('keeps the body sent under the key (its step-up token) after a lost reply, for the next try', () => {
    const intent = countingIntent();
    intent.keyFor(withdrawal);
    intent.settle(withdrawal, failure('timeout', 0), stepped('token-1'));
    expect(intent.keyFor(withdrawal)).toBe('key-1');
    expect(intent.sentFor(withdrawal)).toEqual(stepped('token-1'));
  });

  it('forgets the body sent once the try after the lost reply is answered', () => {
    const intent = countingIntent();
    intent.keyFor(withdrawal);
    intent.settle(withdrawal, failure('timeout', 0), stepped('token-1'));
    intent.settle(withdrawal, { ok: true, data: { orderNo: 'W00000001' } }, stepped('token-1'));
    expect(intent.keyFor(withdrawal)).toBe('key-2');
    expect(intent.sentFor(withdrawal)).toBeNull();
  });
});

describe('outcomeUnknown', () => {
  it.each([
    { reply: 'no reply (network)', result: failure('network', 0), unknown: true },
    { reply: 'no reply (time-out)', result: failure('timeout', 0), unknown: true },
    { reply: 'a 502 from a gateway', result: failure('internal', 502), unknown: true },
    { reply: 'a success', result: filled, unknown: false },
    { reply: 'a 422 refusal', result: failure('insufficient_funds', 422), unknown: false },
    { reply: 'a 401', result: failure('session_expired', 401), unknown: false },
  ])('is $unknown after $reply', ({ result, unknown }) => {
    expect(outcomeUnknown(result)).toBe(unknown);
  });
});
