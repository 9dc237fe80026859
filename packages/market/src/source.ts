/**
 * The one interface every market-data source implements (the simulator, CSV replay), and the
 * instruments, events, books and day summaries it speaks in.
 */
import type { MarketPhase, Price, Sen, TickTable } from '@kabuto/domain';

export type Board = 'prime' | 'standard' | 'growth';

/** Names in the three catalogs' languages: English, Traditional Chinese, Japanese. */
export interface InstrumentNames {
  readonly en: string;
  readonly tw: string;
  readonly jp: string;
}

export interface StockInstrument {
  readonly kind: 'stock';
  /** The four-digit securities code, as on the TSE ("7203"). */
  readonly symbol: string;
  readonly exchange: 'TSE';
  readonly board: Board;
  readonly names: InstrumentNames;
  /** The Japanese name's reading in katakana (トウワジュウケン), for search; absent where unknown (CSV replay). */
  readonly reading?: string;
  /** A TSE 33-industry style sector code ("electric_appliances"). */
  readonly sector: string;
  /** Shares per trading unit (単元株): 100 for every listed stock since 2018. */
  readonly lotSize: 100;
  readonly tickTable: TickTable;
}

/** An index is quoted like a stock but never traded: it has no book, board, lot or limits. */
export interface IndexInstrument {
  readonly kind: 'index';
  readonly symbol: string;
  readonly exchange: 'TSE';
  readonly names: InstrumentNames;
  readonly reading?: string;
}

export type Instrument = StockInstrument | IndexInstrument;

export interface BookLevel {
  readonly price: Price;
  /** A whole number of lots, in shares. */
  readonly shares: number;
}

/**
 * The five best levels each side, best first. Bids fall and asks rise by at least one tick,
 * the best bid is below the best ask, and every level is inside the day's limits. A side is
 * empty at a limit (at ストップ高 nobody offers below the limit and nothing is allowed above).
 */
export interface OrderBook {
  readonly symbol: string;
  readonly time: Date;
  readonly bids: readonly BookLevel[];
  readonly asks: readonly BookLevel[];
}

/** One instrument's trading date so far: what a quote is made of. */
export interface DaySummary {
  readonly symbol: string;
  /** The Japan date of the trading day, "YYYY-MM-DD". */
  readonly tradingDate: string;
  /** The base of today's limits and of the change shown beside the price. */
  readonly previousClose: Price;
  /** Null for an index, which has no limits. */
  readonly limitUp: Price | null;
  readonly limitDown: Price | null;
  /** Null until the first trade (or index calculation) of the day. */
  readonly open: Price | null;
  readonly high: Price | null;
  readonly low: Price | null;
  readonly last: Price | null;
  /** Shares traded today. */
  readonly volume: number;
  /** Σ price × shares of today's trades, exactly, in sen. */
  readonly turnover: Sen;
}

/** A trade; `auction` marks the single print of the opening or closing auction. */
export interface TradeEvent {
  readonly kind: 'trade';
  readonly symbol: string;
  readonly time: Date;
  readonly price: Price;
  /** Whole lots, in shares. */
  readonly shares: number;
  readonly auction?: 'open' | 'close';
}

/**
 * A call auction of one stock: while the pre-open takes orders, the indicative price and volume
 * of the book so far (`final` false); once it printed, the price and shares it executed at.
 */
export interface AuctionResult {
  readonly symbol: string;
  readonly kind: 'open' | 'close';
  readonly tradingDate: string;
  /** When it was worked out: the latest indicative calculation, or the print. */
  readonly time: Date;
  readonly final: boolean;
  readonly price: Price;
  /** Shares executed (or executable, while indicative) at `price`. */
  readonly volume: number;
  /** The close the day's change is measured from. */
  readonly previousClose: Price;
}

/** A new level of an index, in hundredths of a point (the `Price` scale). */
export interface IndexEvent {
  readonly kind: 'index';
  readonly symbol: string;
  readonly time: Date;
  readonly level: Price;
}

/** The book at the end of a step, once per symbol whose book changed in it. */
export interface BookEvent {
  readonly kind: 'book';
  readonly symbol: string;
  readonly time: Date;
  readonly book: OrderBook;
}

/** A new trading date began for a symbol: its previous close and limits, an empty day. */
export interface DayEvent {
  readonly kind: 'day';
  readonly symbol: string;
  readonly time: Date;
  readonly summary: DaySummary;
}

/** The market moved into another phase (pre-open, open, lunch, closing auction, close). */
export interface PhaseEvent {
  readonly kind: 'phase';
  readonly time: Date;
  readonly phase: MarketPhase;
}

export type MarketEvent = TradeEvent | IndexEvent | BookEvent | DayEvent | PhaseEvent;

/**
 * A source of market data. The server runs exactly one per cluster, on the node holding the
 * market advisory lock, calling `step` on a timer (about once a second) and publishing what
 * it returns; other nodes only read the published quotes. A source holds its own state in
 * memory and is built from stored history on start (see the simulator's `LastSession`), so
 * the node that takes over after a failure resumes from the last stored closes.
 *
 * A source is a pure state machine over the times it is given: it never reads the clock, so
 * a test or a replay can drive it through any day at any speed.
 */
export interface MarketSource {
  /** Every instrument priced, stocks then indices, in a stable order. */
  instruments(): readonly Instrument[];
  /**
   * Moves the source to `now` and returns what happened since the previous step, oldest
   * first: trades and index levels in time order, then one book per changed symbol. `now`
   * never goes back; a step to an earlier time is a bug and throws.
   */
  step(now: Date): MarketEvent[];
  /** The book as of the last step; null for an index or an unknown symbol. */
  book(symbol: string): OrderBook | null;
  /** Today's summary as of the last step; null for an unknown symbol. */
  summary(symbol: string): DaySummary | null;
  /** The market's phase as of the last step. */
  phase(): MarketPhase;
}
