import { describe, expect, it } from 'vitest';
import { idParam } from './id-param';

describe('idParam', () => {
  it('reads a positive whole number', () => {
    expect(idParam('12')).toBe(12);
  });

  it.each([undefined, '', '0', '-3', '1.5', 'abc', '12abc', '9999999999'])('refuses %s', (value) => {
    expect(idParam(value)).toBeNull();
  });
});
