import { describe, expect, it } from 'vitest';
import { asMemberId } from './member-id';

describe('asMemberId', () => {
  it('takes a positive whole number as it is', () => {
    expect(asMemberId(1)).toBe(1);
    expect(asMemberId(2_147_483_647)).toBe(2_147_483_647);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses %s as a bug', (id) => {
    expect(() => asMemberId(id)).toThrow(/not a member id/);
  });
});
