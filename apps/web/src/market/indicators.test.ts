import { describe, expect, it } from 'vitest';
import { bollinger, ema, kdj, macd, rsi, sma, type Series } from './indicators';

/** Compares series to six places, keeping the gaps (null) exact. */
function expectSeries(actual: Series, expected: Series): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, index) => {
    const wanted = expected[index] ?? null;
    if (wanted === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(wanted, 6);
  });
}

describe('sma', () => {
  it.each([
    // (1+2+3)/3 = 2, (2+3+4)/3 = 3, (3+4+5)/3 = 4
    { values: [1, 2, 3, 4, 5], period: 3, expected: [null, null, 2, 3, 4] },
    { values: [4, 6], period: 1, expected: [4, 6] },
    { values: [4, 6], period: 3, expected: [null, null] },
    { values: [], period: 5, expected: [] },
  ])('averages $values over $period', ({ values, period, expected }) => {
    expectSeries(sma(values, period), expected);
  });
});

describe('ema', () => {
  it.each([
    // weight 2/(3+1) = 0.5: 1; 0.5·2 + 0.5·1 = 1.5; 0.5·3 + 0.5·1.5 = 2.25
    { values: [1, 2, 3], period: 3, expected: [1, 1.5, 2.25] },
    // weight 2/(1+1) = 1: the values themselves
    { values: [5, 7, 9], period: 1, expected: [5, 7, 9] },
  ])('smooths $values over $period, seeded with the first value', ({ values, period, expected }) => {
    expectSeries(ema(values, period), expected);
  });
});

describe('bollinger', () => {
  it('puts the bands two deviations around the moving average', () => {
    // window [1,2]: mean 1.5, variance ((0.5)² + (0.5)²)/2 = 0.25, deviation 0.5 → 1.5 ± 1
    const bands = bollinger([1, 2, 3, 4], 2, 2);
    expectSeries(bands.middle, [null, 1.5, 2.5, 3.5]);
    expectSeries(bands.upper, [null, 2.5, 3.5, 4.5]);
    expectSeries(bands.lower, [null, 0.5, 1.5, 2.5]);
  });

  it('closes the bands when prices do not move', () => {
    const bands = bollinger([7, 7, 7], 3);
    expectSeries(bands.upper, [null, null, 7]);
    expectSeries(bands.lower, [null, null, 7]);
  });
});

describe('macd', () => {
  it('is the fast EMA minus the slow one, its signal and their difference', () => {
    // fast (1): 1, 2, 3; slow (3, weight 0.5): 1, 1.5, 2.25 → line 0, 0.5, 0.75
    // signal (3, weight 0.5): 0, 0.25, 0.5 → histogram 0, 0.25, 0.25
    const result = macd([1, 2, 3], 1, 3, 3);
    expectSeries(result.macd, [0, 0.5, 0.75]);
    expectSeries(result.signal, [0, 0.25, 0.5]);
    expectSeries(result.histogram, [0, 0.25, 0.25]);
  });
});

describe('kdj', () => {
  it('smooths RSV by thirds from 50', () => {
    const bars = [
      { high: 10, low: 8, close: 9 },
      { high: 12, low: 9, close: 11 },
      { high: 11, low: 10, close: 10 },
    ];
    // bar 1: window high 12, low 8 → RSV (11−8)/4 = 75; K = (2·50+75)/3 = 175/3; D = (2·50+175/3)/3 = 475/9; J = 3K−2D = 625/9
    // bar 2: window high 12, low 9 → RSV (10−9)/3 = 100/3; K = (2·175/3+100/3)/3 = 50; D = (2·475/9+50)/3 = 1400/27; J = 1250/27
    const result = kdj(bars, 2, 3);
    expectSeries(result.k, [null, 175 / 3, 50]);
    expectSeries(result.d, [null, 475 / 9, 1400 / 27]);
    expectSeries(result.j, [null, 625 / 9, 1250 / 27]);
  });

  it('reads a window without range as the middle', () => {
    const flat = { high: 5, low: 5, close: 5 };
    const result = kdj([flat, flat], 2, 3);
    expectSeries(result.k, [null, 50]);
    expectSeries(result.j, [null, 50]);
  });
});

describe('rsi', () => {
  it.each([
    // changes +1, +1: gain 1, loss 0 → 100; then −1: gain (1·1+0)/2 = 0.5, loss (0·1+1)/2 = 0.5 → RS 1 → 50
    { values: [1, 2, 3, 2], period: 2, expected: [null, null, 100, 50] },
    // changes −1, −1: gain 0, loss 1 → 0
    { values: [3, 2, 1], period: 2, expected: [null, null, 0] },
    // no movement at all
    { values: [1, 1, 1], period: 2, expected: [null, null, 50] },
    // too few bars for one reading
    { values: [1, 2], period: 2, expected: [null, null] },
  ])('reads $values over $period as $expected', ({ values, period, expected }) => {
    expectSeries(rsi(values, period), expected);
  });
});
