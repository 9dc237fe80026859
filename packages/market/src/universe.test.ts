import { formatDecimal, formatPrice, isOnTick, yen, asPrice } from '@kabuto/domain';
import { describe, expect, it } from 'vitest';
import { capWeightedIndex, indexLevel, priceWeightedIndex } from './indices';
import type { IndexInstrument } from './source';
import { universeIndices, universeStocks } from './universe';

describe('the simulated universe', () => {
  const instruments = universeStocks.map((stock) => stock.instrument);

  it('lists at least 150 stocks on all three boards', () => {
    expect(universeStocks.length).toBeGreaterThanOrEqual(150);
    expect(new Set(instruments.map((instrument) => instrument.board))).toEqual(new Set(['prime', 'standard', 'growth']));
  });

  it('gives each stock a distinct four-digit code and distinct names in three languages', () => {
    expect(instruments.every((instrument) => /^\d{4}$/.test(instrument.symbol))).toBe(true);
    expect(new Set(instruments.map((instrument) => instrument.symbol)).size).toBe(instruments.length);
    for (const language of ['en', 'tw', 'jp'] as const) {
      const names = instruments.map((instrument) => instrument.names[language]);
      expect(names.every((name) => name.trim().length > 1)).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('starts every stock on a valid price with sane model parameters', () => {
    for (const stock of universeStocks) {
      expect(isOnTick(stock.referencePrice, stock.instrument.tickTable)).toBe(true);
      expect(stock.volatility).toBeGreaterThan(0.05);
      expect(stock.volatility).toBeLessThan(1.5);
      expect(stock.marketCorrelation).toBeGreaterThanOrEqual(0);
      expect(stock.marketCorrelation).toBeLessThan(1);
      expect(Number.isSafeInteger(stock.sharesOutstanding) && stock.sharesOutstanding > 0).toBe(true);
      expect(stock.instrument.lotSize).toBe(100);
    }
  });

  it('sets its indices at their base levels at the reference prices', () => {
    const [allShare, average] = universeIndices(universeStocks);
    const reference = new Map(universeStocks.map((stock) => [stock.instrument.symbol, stock.referencePrice]));
    const priceOf = (symbol: string) => reference.get(symbol) ?? asPrice(0n);
    expect(allShare && formatPrice(indexLevel(allShare, priceOf))).toBe('2500');
    expect(allShare?.weights.size).toBe(universeStocks.length);
    // The divisor is rounded to six places, so the average lands within a hundredth of its base.
    const level = average ? indexLevel(average, priceOf) : asPrice(0n);
    expect(level - yen('38000')).toBeGreaterThanOrEqual(-1n);
    expect(level - yen('38000')).toBeLessThanOrEqual(1n);
    expect(average?.weights.size).toBe(50);
  });
});

describe('index arithmetic', () => {
  const instrument: IndexInstrument = {
    kind: 'index',
    symbol: 'TEST',
    exchange: 'TSE',
    names: { en: 'Test', tw: '測試', jp: 'テスト' },
  };
  const references = [
    { symbol: 'A', price: yen('1000'), sharesOutstanding: 3_000 },
    { symbol: 'B', price: yen('250'), sharesOutstanding: 4_000 },
  ];

  it('moves a cap-weighted index with total market value', () => {
    // At reference: 1,000 × 3,000 + 250 × 4,000 = 4,000,000 → 1,000.00.
    // A to 1,100: 3,300,000 + 1,000,000 = 4,300,000 → 1,000 × 4.3 / 4 = 1,075.00.
    const rule = capWeightedIndex(instrument, references, yen('1000'));
    const prices = new Map([
      ['A', yen('1100')],
      ['B', yen('250')],
    ]);
    expect(formatPrice(indexLevel(rule, (symbol) => prices.get(symbol) ?? asPrice(0n)))).toBe('1075');
  });

  it('averages prices over a published divisor', () => {
    // Divisor = (1,000 + 250) / 500 = 2.5 yen per point. A to 1,100: (1,100 + 250) / 2.5 = 540.00.
    const rule = priceWeightedIndex(instrument, references, yen('500'));
    expect(rule.divisor && formatDecimal(rule.divisor)).toBe('2.500000');
    const prices = new Map([
      ['A', yen('1100')],
      ['B', yen('250')],
    ]);
    expect(formatPrice(indexLevel(rule, (symbol) => prices.get(symbol) ?? asPrice(0n)))).toBe('540');
  });

  it('rounds a level half-even to a hundredth of a point', () => {
    // Divisor (1,000 + 250) / 3 = 416.666667 (six places). 1,250 / 416.666667 = 2.999999997… → 3.00.
    const rule = priceWeightedIndex(instrument, references, yen('3'));
    expect(
      formatPrice(indexLevel(rule, (symbol) => references.find((item) => item.symbol === symbol)?.price ?? asPrice(0n))),
    ).toBe('3');
  });
});
