import { describe, expect, it } from 'vitest';
import { maskCardNumber, maskIdNumber, sameName } from './masking';

describe('masking', () => {
  it.each([
    { number: '4111111111111111', masked: '411111******1111' },
    { number: '1234567890123', masked: '123456***0123' },
    { number: '1234567', masked: '***4567' },
    { number: '1234567890', masked: '******7890' },
  ])('card $number → $masked', ({ number, masked }) => {
    expect(maskCardNumber(number)).toBe(masked);
  });

  it.each([
    { id: 'AB1234567C', masked: 'AB******7C' },
    { id: 'A12', masked: '***' },
  ])('ID $id → $masked', ({ id, masked }) => {
    expect(maskIdNumber(id)).toBe(masked);
  });

  it.each([
    { left: 'Yamada Taro', right: 'yamada  taro', same: true },
    { left: 'ＹＡＭＡＤＡ　Taro', right: 'Yamada Taro', same: true },
    { left: '山田 太郎', right: '山田　太郎', same: true },
    { left: 'Yamada Taro', right: 'Yamada Jiro', same: false },
  ])('$left vs $right: $same', ({ left, right, same }) => {
    expect(sameName(left, right)).toBe(same);
  });
});
