import { describe, expect, it } from 'vitest';
import { splitLinkedText } from './linked-text';

describe('splitLinkedText', () => {
  it.each([
    { text: 'I agree to the <privacy>privacy policy</privacy>.', parts: ['I agree to the ', 'privacy policy', '.'] },
    {
      text: '<privacy>プライバシーポリシー</privacy>を読み、同意します。',
      parts: ['', 'プライバシーポリシー', 'を読み、同意します。'],
    },
    { text: 'No link here.', parts: ['No link here.', '', ''] },
  ])('splits "$text"', ({ text, parts }) => {
    expect(splitLinkedText(text, 'privacy')).toEqual(parts);
  });
});
