import { describe, expect, it } from 'vitest';
import { asPrice } from './stock-exchange-rules';
import { breakout, describeAlgorithm, maCrossover, meanReversion, replayDecisions, type AlgorithmBar } from './copy-algorithms';

const bars = (closes: readonly number[]): AlgorithmBar[] =>
  closes.map((close, index) => ({
    time: new Date(Date.UTC(2026, 0, 5, 0, index)),
    high: asPrice(BigInt(close + 1) * 100n),
    low: asPrice(BigInt(close - 1) * 100n),
    close: asPrice(BigInt(close) * 100n),
  }));

describe('house algorithms', () => {
  it('a moving-average crossover enters when the short average crosses above the long one, and exits below', () => {
    const parameters = { short: 2, long: 4 };
    const prices = [100, 100, 100, 100, 100, 110, 120, 120, 90, 80];
    const decisions = replayDecisions(maCrossover, bars(prices), parameters);
    expect(decisions.map((decision) => [decision.signal, decision.time.getUTCMinutes()])).toEqual([
      ['enter', 5],
      ['exit', 8],
    ]);
  });

  it('a breakout enters above the highest high and exits below the lowest low', () => {
    const parameters = { entry: 3, exit: 2 };
    const prices = [100, 101, 100, 105, 106, 104, 100, 99];
    // Bar 3 closes at 105 above the highs 102, 101, 102 → enter; bar 6 closes at 100 below the lows 105, 103 → exit.
    const decisions = replayDecisions(breakout, bars(prices), parameters);
    expect(decisions.map((decision) => [decision.signal, decision.time.getUTCMinutes()])).toEqual([
      ['enter', 3],
      ['exit', 6],
    ]);
  });

  it('a mean reversion enters below the band and exits back at the average', () => {
    const parameters = { window: 4, bandBasisPoints: 500 };
    const prices = [100, 100, 100, 100, 90, 95, 100];
    // Bar 4: 90 × 4 × 10,000 < 390 × 9,500 → enter. Bar 6: 100 × 4 ≥ 385 → exit.
    const decisions = replayDecisions(meanReversion, bars(prices), parameters);
    expect(decisions.map((decision) => [decision.signal, decision.time.getUTCMinutes()])).toEqual([
      ['enter', 4],
      ['exit', 6],
    ]);
  });

  it('decides the same way every time from the same bars', () => {
    const prices = Array.from({ length: 200 }, (_, index) => 1000 + Math.round(50 * Math.sin(index / 7)));
    const first = replayDecisions(maCrossover, bars(prices), maCrossover.defaults);
    expect(replayDecisions(maCrossover, bars(prices), maCrossover.defaults)).toEqual(first);
    expect(first.length).toBeGreaterThan(2);
  });

  it('describes each algorithm with its parameters in three languages', () => {
    for (const algorithm of [maCrossover, breakout, meanReversion]) {
      for (const language of ['en', 'tw', 'jp'] as const) {
        const text = describeAlgorithm(algorithm, algorithm.defaults, language);
        expect(text).not.toMatch(/\{/);
        for (const value of Object.values(algorithm.defaults)) expect(text).toContain(String(value));
      }
    }
  });
});
