import { describe, expect, it } from 'vitest';
import { exitPriceRefusal, exitReached, judgeExit, trailTrigger, trailWidthRefusal } from './conditional-exits';
import type { TapeTrade } from './conditional-orders';
import { yen } from './stock-exchange-rules';

const tape = (...prices: string[]): TapeTrade[] =>
  prices.map((price, index) => ({ seq: index + 1, price: yen(price), time: new Date(index) }));

describe('when an exit is reached', () => {
  it.each([
    { kind: 'takeProfit', direction: 'long', trigger: '2170', price: '2170', reached: true },
    { kind: 'takeProfit', direction: 'long', trigger: '2170', price: '2169', reached: false },
    { kind: 'takeProfit', direction: 'short', trigger: '2130', price: '2130', reached: true },
    { kind: 'stopLoss', direction: 'long', trigger: '2130', price: '2130', reached: true },
    { kind: 'stopLoss', direction: 'long', trigger: '2130', price: '2131', reached: false },
    { kind: 'stopLoss', direction: 'short', trigger: '2170', price: '2171', reached: true },
    { kind: 'trail', direction: 'long', trigger: '2140', price: '2140', reached: true },
    { kind: 'trail', direction: 'short', trigger: '2160', price: '2159', reached: false },
  ] as const)('$kind of a $direction at ¥$trigger, trade ¥$price: $reached', ({ kind, direction, trigger, price, reached }) => {
    expect(exitReached(kind, direction, yen(trigger), yen(price))).toBe(reached);
  });
});

describe('the trailing trigger', () => {
  it.each([
    // Long: best − width rounded down to the tick. 2,165 − 10 = 2,155.
    { direction: 'long', best: '2165', trail: { width: yen('10') }, table: 'standard', trigger: '2155' },
    // 1% of 2,150 = 21.5: 2,128.5 rounds down to 2,128 on ¥1 ticks.
    { direction: 'long', best: '2150', trail: { pctHundredths: 100n }, table: 'standard', trigger: '2128' },
    // Short: best + width rounded up. 1.5% of 2,000 = 30: 2,030.
    { direction: 'short', best: '2000', trail: { pctHundredths: 150n }, table: 'standard', trigger: '2030' },
    // Short above ¥3,000 (¥5 ticks): 3,001 + 1 = 3,002 rounds up to 3,005.
    { direction: 'short', best: '3001', trail: { width: yen('1') }, table: 'standard', trigger: '3005' },
  ] as const)('$direction best ¥$best: ¥$trigger', ({ direction, best, trail, table, trigger }) => {
    expect(trailTrigger(direction, yen(best), trail, table)).toBe(yen(trigger));
  });

  it('follows the best price, never moves back and fires on the first trade at the trigger in force', () => {
    // Width 10 from best 2,150 (trigger 2,140): 2,160 → 2,150; 2,165 → 2,155; 2,158 and 2,156 leave it; 2,155 fires (seq 5).
    const judged = judgeExit(
      {
        kind: 'trail',
        direction: 'long',
        trigger: yen('2140'),
        afterSeq: 0,
        trail: { width: { width: yen('10') }, best: yen('2150'), table: 'standard' },
      },
      tape('2160', '2165', '2158', '2156', '2155', '2100'),
    );
    expect(judged).toMatchObject({ fired: { seq: 5 }, trigger: yen('2155'), best: yen('2165') });
  });
});

describe('checking an exit against the last price ¥2,150 (limits ¥1,650–¥2,650)', () => {
  const market = { last: yen('2150'), limitUp: yen('2650'), limitDown: yen('1650'), table: 'standard' as const };
  it.each([
    { kind: 'takeProfit', direction: 'long', price: '2151', code: null },
    { kind: 'takeProfit', direction: 'long', price: '2150', code: 'trigger_would_fire' },
    { kind: 'stopLoss', direction: 'long', price: '2149', code: null },
    { kind: 'stopLoss', direction: 'long', price: '2150', code: 'trigger_would_fire' },
    { kind: 'takeProfit', direction: 'short', price: '2149', code: null },
    { kind: 'stopLoss', direction: 'short', price: '2151', code: null },
    { kind: 'stopLoss', direction: 'short', price: '2149', code: 'trigger_would_fire' },
    { kind: 'takeProfit', direction: 'long', price: '2151.5', code: 'off_tick' },
    { kind: 'takeProfit', direction: 'long', price: '2651', code: 'outside_price_limits' },
  ] as const)('$kind of a $direction at ¥$price: $code', ({ kind, direction, price, code }) => {
    expect(exitPriceRefusal(kind, direction, yen(price), market)?.rejected ?? null).toBe(code);
  });

  it.each([
    { trail: { width: yen('0') }, code: 'invalid_input' },
    { trail: { width: yen('2150') }, code: 'invalid_input' },
    { trail: { width: yen('2149') }, code: null },
    { trail: { pctHundredths: 0n }, code: 'invalid_input' },
    { trail: { pctHundredths: 9_999n }, code: null },
  ])('a trailing width $trail: $code', ({ trail, code }) => {
    expect(trailWidthRefusal(trail, yen('2150'))?.rejected ?? null).toBe(code);
  });
});
