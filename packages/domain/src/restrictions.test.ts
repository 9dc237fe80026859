import { describe, expect, it } from 'vitest';
import { actionRefusal, signInRefusal, type RestrictionFlags } from './restrictions';

const none: RestrictionFlags = { frozen: false, loginBanned: false, disabled: false, tradeBarred: false, withdrawBarred: false };

describe('sign-in refusal', () => {
  it.each([
    { flags: {}, refusal: null },
    { flags: { tradeBarred: true, withdrawBarred: true }, refusal: null },
    { flags: { loginBanned: true }, refusal: 'account_login_banned' },
    { flags: { frozen: true, loginBanned: true }, refusal: 'account_frozen' },
    { flags: { disabled: true, frozen: true }, refusal: 'account_disabled' },
  ])('$flags → $refusal', ({ flags, refusal }) => {
    expect(signInRefusal({ ...none, ...flags })).toBe(refusal);
  });
});

describe('action refusal', () => {
  it.each([
    { flags: {}, action: 'trade', refusal: null },
    { flags: { tradeBarred: true }, action: 'trade', refusal: 'trade_barred' },
    { flags: { tradeBarred: true }, action: 'withdraw', refusal: null },
    { flags: { withdrawBarred: true }, action: 'withdraw', refusal: 'withdraw_barred' },
    { flags: { withdrawBarred: true }, action: 'move_money', refusal: null },
    { flags: { frozen: true }, action: 'move_money', refusal: 'account_frozen' },
    { flags: { disabled: true, tradeBarred: true }, action: 'trade', refusal: 'account_disabled' },
    { flags: { loginBanned: true }, action: 'withdraw', refusal: null },
  ] as const)('$flags, $action → $refusal', ({ flags, action, refusal }) => {
    expect(actionRefusal({ ...none, ...flags }, action)).toBe(refusal);
  });
});
