import { describe, expect, it } from 'vitest';
import { maskAccount } from './mask-account';

describe('maskAccount', () => {
  it('hides the middle digits of a phone number', () => {
    expect(maskAccount('0900000001')).toBe('090****0001');
  });

  it('leaves a short value as it is', () => {
    expect(maskAccount('12345')).toBe('12345');
  });
});
