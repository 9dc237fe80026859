import { describe, expect, it } from 'vitest';
import { signInRefusal, type RestrictionFlags } from './restrictions';

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
