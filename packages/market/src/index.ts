/** @kabuto/market: market-data sources behind one interface, the simulated universe, bars and history. */
export type {
  Board,
  AuctionResult,
  BookEvent,
  BookLevel,
  DayEvent,
  DaySummary,
  IndexEvent,
  IndexInstrument,
  Instrument,
  InstrumentNames,
  MarketEvent,
  MarketSource,
  OrderBook,
  PhaseEvent,
  StockInstrument,
  TradeEvent,
} from './source';
export { universeIndices, universeStocks, type UniverseStock } from './universe';
export { listedStock, type Listing } from './listing';
export { readingOf } from './universe-readings';
export { searchForm } from './search-text';
export { dayBarOf, dayBarTime, sameBar } from './day-bar';
export {
  capWeightedIndex,
  indexLevel,
  levelOfSum,
  priceWeightedIndex,
  weightedSum,
  type IndexConstituent,
  type IndexRule,
} from './indices';
export { buildBook, bookDepth, type BookInput } from './book';
export { AuctionBook, preOpenBatches, type AuctionBookInput } from './auction-book';
export { MarketSimulator, type SimulatorOptions, type StoredAuctions } from './simulator';
export type { LastSession } from './simulated-stock';
export {
  addPrint,
  barPeriods,
  bucketStart,
  buildBars,
  rollUpBars,
  type Bar,
  type BarPeriod,
  type BarUpdate,
  type Print,
} from './bars';
export { generateHistory, historyDates, type History, type HistoryOptions, type InstrumentHistory } from './history';
export { barAsTrades, parseBarsCsv, ReplaySource, type CsvBar, type ReplayOptions, type ReplayPrint } from './replay';
// Exchange rates, owned by the funds work: kept exported here beside the market sources.
export * from './fx-rates';
