import { describe, expect, it } from 'vitest';
import { showMaskedCardNumber } from './card-number';

describe('showMaskedCardNumber', () => {
  it.each([
    { masked: '123456***0123', shown: '123456 ••• 0123' },
    { masked: '******3210', shown: '•••• 3210' },
    { masked: '4111', shown: '4111' },
  ])('shows $masked as $shown', ({ masked, shown }) => {
    expect(showMaskedCardNumber(masked)).toBe(shown);
  });
});
