import { describe, expect, it } from 'vitest';
import { pnlAt, stepPrice } from '../../ui/market-parts/price-steps';
import { conditionalBody, conditionalIssues, emptyConditional, previewBodyOf, typeChange } from './conditional-draft';

describe('a price stepped along the tick table', () => {
  it.each([
    { text: '2150', steps: 1, table: 'standard', result: '2151' },
    // ¥3,000 is the top of the ¥1 band; one up is ¥3,005 (¥5 ticks), one down from ¥3,005 is ¥3,000.
    { text: '3000', steps: 1, table: 'standard', result: '3005' },
    { text: '3005', steps: -1, table: 'standard', result: '3000' },
    // Off the grid, a step goes to the grid first: 3,002 up is 3,005, down is 3,000.
    { text: '3002', steps: 1, table: 'standard', result: '3005' },
    { text: '3002', steps: -1, table: 'standard', result: '3000' },
    { text: 'abc', steps: 1, table: 'standard', result: 'abc' },
  ] as const)('$text by $steps on $table: $result', ({ text, steps, table, result }) => {
    expect(stepPrice(text, steps, table, null)).toBe(result);
  });
});

describe('the conditional parts of a draft', () => {
  it('asks a stop for a trigger and a date when it is valid until one', () => {
    const draft = { ...emptyConditional(''), validity: 'gtd' as const };
    expect(conditionalIssues('stop', draft)).toEqual([
      { field: 'triggerPrice', code: 'required' },
      { field: 'expiresOn', code: 'required' },
    ]);
  });

  it('sends an IFDOCO stop with its validity and exits', () => {
    const draft = {
      triggerPrice: '2160',
      validity: 'gtd' as const,
      expiresOn: '2026-12-01',
      takeProfit: '2200',
      stopLoss: '2140',
    };
    expect(conditionalBody('stop', draft)).toEqual({
      triggerPrice: '2160',
      validity: 'gtd',
      expiresOn: '2026-12-01',
      exits: { takeProfit: '2200', stopLoss: { trigger: '2140' } },
    });
  });

  it('previews a stop as a limit order at its trigger', () => {
    const order = {
      symbol: '7203',
      direction: 'long' as const,
      type: 'stop' as const,
      triggerPrice: '2160',
      lots: 1,
      leverage: 1,
    };
    expect(previewBodyOf(order)).toEqual({
      symbol: '7203',
      direction: 'long',
      type: 'limit',
      price: '2160',
      lots: 1,
      leverage: 1,
    });
  });

  it.each([
    // Long 200 shares from 2,160 to 2,200: (2,200 − 2,160) × 200 = 8,000.
    { direction: 'long', entry: '2160', exit: '2200', shares: 200, pnl: '8000.00' },
    // Long to the stop 2,140.5: (2,140.5 − 2,160) × 200 = −3,900.
    { direction: 'long', entry: '2160', exit: '2140.5', shares: 200, pnl: '-3900.00' },
    // Short 100 from 2,150 to 2,120.25: (2,150 − 2,120.25) × 100 = 2,975.
    { direction: 'short', entry: '2150', exit: '2120.25', shares: 100, pnl: '2975.00' },
  ] as const)('$direction $shares from $entry to $exit: $pnl', ({ direction, entry, exit, shares, pnl }) => {
    expect(pnlAt(direction, entry, exit, shares)).toBe(pnl);
  });
});

describe('choosing a stop type', () => {
  it.each([
    { direction: 'long', trigger: '2151' },
    { direction: 'short', trigger: '2149' },
  ] as const)('starts a $direction trigger a tick beyond the last price ¥2,150: ¥$trigger', ({ direction, trigger }) => {
    const draft = { ...emptyConditional('2150'), direction };
    const market = { last: '2150', priceEdited: false, table: 'standard' as const, tick: '1' };
    expect(typeChange('stop', draft, market)).toEqual({ type: 'stop', price: '2150', triggerPrice: trigger });
  });
});
