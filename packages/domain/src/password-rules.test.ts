import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './password-rules';

const common = new Set(['password1', 'abcd1234', 'qwerty123']);

describe('common passwords', () => {
  it.each([
    { password: 'password1', refused: true },
    { password: 'Password1', refused: true },
    { password: 'ABCD1234', refused: true },
    { password: 'hanami2026', refused: false },
  ])('$password is refused: $refused', ({ password, refused }) => {
    expect(isCommonPassword(password, common)).toBe(refused);
  });
});
