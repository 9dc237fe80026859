import { describe, expect, it } from 'vitest';
import {
  draftIssues,
  draftToOrder,
  leverageChoices,
  lotSizeOf,
  parseLots,
  shortfallOf,
  stepLots,
  type OrderDraft,
} from './order-rules';
import { emptyConditional } from './conditional-draft';

const draft: OrderDraft = {
  direction: 'long',
  type: 'limit',
  price: '2150.5',
  lots: '3',
  leverage: 2,
  product: 'normal',
  ...emptyConditional('2150.5'),
};

describe('order form rules', () => {
  it('turns a complete draft into the order request', () => {
    expect(draftToOrder('4434', draft)).toEqual({
      symbol: '4434',
      direction: 'long',
      type: 'limit',
      price: '2150.5',
      lots: 3,
      leverage: 2,
      product: 'normal',
    });
  });

  it('sends no price with a market order, whatever the price field holds', () => {
    expect(draftToOrder('4434', { ...draft, type: 'market', price: 'junk' })).toEqual({
      symbol: '4434',
      direction: 'long',
      type: 'market',
      lots: 3,
      leverage: 2,
      product: 'normal',
    });
  });

  it.each([
    { price: '', lots: '3', issues: [{ field: 'price', code: 'required' }] },
    { price: '21.505', lots: '3', issues: [{ field: 'price', code: 'invalid_format' }] },
    { price: '0', lots: '3', issues: [{ field: 'price', code: 'invalid_format' }] },
    { price: '-5', lots: '3', issues: [{ field: 'price', code: 'invalid_format' }] },
    { price: '2150', lots: '0', issues: [{ field: 'lots', code: 'invalid_lots' }] },
    { price: '2150', lots: '1.5', issues: [{ field: 'lots', code: 'invalid_lots' }] },
    { price: '2150', lots: '10000', issues: [{ field: 'lots', code: 'invalid_lots' }] },
    {
      price: 'x',
      lots: '',
      issues: [
        { field: 'price', code: 'invalid_format' },
        { field: 'lots', code: 'invalid_lots' },
      ],
    },
  ] as const)('price “$price”, lots “$lots” → $issues.length issue(s)', ({ price, lots, issues }) => {
    expect(draftIssues({ ...draft, price, lots })).toEqual(issues);
    expect(draftToOrder('4434', { ...draft, price, lots })).toBeNull();
  });

  it('steps lots within 1 and 9,999, from whatever was typed', () => {
    expect(stepLots('3', 1)).toBe('4');
    expect(stepLots('1', -1)).toBe('1');
    expect(stepLots('', 1)).toBe('1');
    expect(stepLots('abc', -1)).toBe('1');
    expect(stepLots('9999', 1)).toBe('9999');
    expect(parseLots(' 12 ')).toBe(12);
  });

  it('reads the leverage and lot settings, falling back when they are broken', () => {
    expect(leverageChoices('3, 1,2,2')).toEqual([1, 2, 3]);
    expect(leverageChoices('')).toEqual([1]);
    expect(leverageChoices(undefined)).toEqual([1]);
    expect(lotSizeOf('100')).toBe(100);
    expect(lotSizeOf('x')).toBe(100);
  });
});

describe('shortfallOf: an order the cash does not cover is stopped before the confirmation', () => {
  it.each([
    // available 100,000 − total 10,330,219 = −10,230,219: short by 10,230,219.
    { availableAfter: '-10230219', shortfall: '10230219' },
    { availableAfter: '-0.5', shortfall: '0.5' },
    { availableAfter: '0', shortfall: null },
    { availableAfter: '-0', shortfall: null },
    { availableAfter: '1500', shortfall: null },
  ])('available after $availableAfter → short by $shortfall', ({ availableAfter, shortfall }) => {
    expect(shortfallOf({ availableAfter })).toBe(shortfall);
  });

  it('says nothing before there is an estimate', () => {
    expect(shortfallOf(undefined)).toBeNull();
  });
});
