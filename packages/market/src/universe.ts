/**
 * The simulated market's universe: its stocks with their model parameters, and its two
 * indices computed from them.
 */
import { isOnTick, yen, type Price } from '@kabuto/domain';
import { capWeightedIndex, priceWeightedIndex, type IndexRule } from './indices';
import type { IndexInstrument, StockInstrument } from './source';
import { stockRows, type StockRow } from './universe-data';
import { readingOf } from './universe-readings';

/** A universe name's reading; every simulated name has one, so search by kana never misses a stock. */
function readingFor(symbol: string, japaneseName: string): string {
  const reading = readingOf(japaneseName);
  if (reading === null) throw new Error(`${symbol}: no reading for ${japaneseName}`);
  return reading;
}

export interface UniverseStock {
  readonly instrument: StockInstrument;
  /** Where the simulated market stands at first start: the close the generated history ends on. */
  readonly referencePrice: Price;
  /** Annualised standard deviation of log returns, a model parameter (0.25 is 25%). */
  readonly volatility: number;
  /** Correlation of the stock's returns with the common market factor, in [0, 1). */
  readonly marketCorrelation: number;
  readonly sharesOutstanding: number;
}

function stockOf(row: StockRow): UniverseStock {
  const [symbol, board, sector, tickTable, jp, tw, en, reference, volatility, marketCorrelation, sharesOutstanding] = row;
  const referencePrice = yen(reference);
  // The simulator starts trading at the reference price, so it must be a valid price.
  if (!isOnTick(referencePrice, tickTable)) throw new Error(`${symbol}: ${reference} is not on the ${tickTable} grid`);
  return {
    instrument: {
      kind: 'stock',
      symbol,
      exchange: 'TSE',
      board,
      names: { en, tw, jp },
      reading: readingFor(symbol, jp),
      sector,
      lotSize: 100,
      tickTable,
    },
    referencePrice,
    volatility,
    marketCorrelation,
    sharesOutstanding,
  };
}

/** Every simulated stock, by code. */
export const universeStocks: readonly UniverseStock[] = stockRows.map(stockOf);

const allShareIndex: IndexInstrument = {
  kind: 'index',
  symbol: 'SIMALL',
  exchange: 'TSE',
  names: { en: 'Sim All-Share Index', tw: '模擬綜合股價指數', jp: 'シム総合株価指数' },
  reading: readingFor('SIMALL', 'シム総合株価指数'),
};

const averageIndex: IndexInstrument = {
  kind: 'index',
  symbol: 'SIM50',
  exchange: 'TSE',
  names: { en: 'Sim 50 Stock Average', tw: '模擬50種平均指數', jp: 'シム50種平均株価' },
  reading: readingFor('SIM50', 'シム50種平均株価'),
};

/** How many stocks the price-weighted average holds. */
const averageSize = 50;

/**
 * The two indices of a universe: a TOPIX-style index of every stock weighted by market value
 * (2,500.00 at the reference prices) and a Nikkei-style price-weighted average of the fifty
 * largest Prime companies (38,000.00 at the reference prices).
 */
export function universeIndices(stocks: readonly UniverseStock[]): IndexRule[] {
  const constituent = (stock: UniverseStock) => ({
    symbol: stock.instrument.symbol,
    price: stock.referencePrice,
    sharesOutstanding: stock.sharesOutstanding,
  });
  const marketValue = (stock: UniverseStock) => stock.referencePrice * BigInt(stock.sharesOutstanding);
  const largestPrime = stocks
    .filter((stock) => stock.instrument.board === 'prime')
    .sort((left, right) => (marketValue(right) > marketValue(left) ? 1 : marketValue(right) < marketValue(left) ? -1 : 0))
    .slice(0, averageSize);
  return [
    capWeightedIndex(allShareIndex, stocks.map(constituent), yen('2500')),
    priceWeightedIndex(averageIndex, (largestPrime.length > 0 ? largestPrime : stocks).map(constituent), yen('38000')),
  ];
}
