/**
 * Keeps the quote store of a node that does not run the market current. Each step, the leader
 * publishes its whole store (every instrument's day summary and book, and the phase) as one
 * `market:state` message, with bigints as decimal strings; followers decode it into their own
 * store, so every REST call (quote, lists, hot lists, watchlist) and every stream snapshot
 * answers the same on any node, from code that does not know which node it is on.
 *
 * The whole store rather than what changed: about 50 KB a second for the simulated universe,
 * and a follower that starts late or misses a message is exact again one step later. Halts are
 * not carried here: they are stored in the database and loaded by every node.
 */
import { asPrice, asSen, type MarketPhase } from '@kabuto/domain';
import type { AuctionResult, BookLevel, DaySummary, OrderBook, StoredAuctions } from '@kabuto/market';
import type { Bus } from './bus';
import type { QuoteStore } from './quote-store';

/** Internal to the bus: the stream accepts no such topic from clients. */
export const marketStateTopic = 'market:state';

type Level = [price: string, shares: number];

interface EncodedSummary {
  tradingDate: string;
  previousClose: string;
  limitUp: string | null;
  limitDown: string | null;
  open: string | null;
  high: string | null;
  low: string | null;
  last: string | null;
  volume: number;
  turnover: string;
}

/** An auction as a tuple, its kind given by its slot: the message goes out every second, keys and all. */
type EncodedAuction = [tradingDate: string, time: string, final: 0 | 1, price: string, volume: number, previousClose: string];

interface EncodedInstrument {
  symbol: string;
  summary: EncodedSummary | null;
  book: { time: string; bids: Level[]; asks: Level[] } | null;
  /** Absent from a leader running older code: the follower then keeps what it had. */
  auctions?: { opening: EncodedAuction | null; closing: EncodedAuction | null } | null;
}

interface MarketStateMessage {
  time: string;
  phase: MarketPhase;
  instruments: EncodedInstrument[];
}

const text = (value: bigint | null) => (value === null ? null : value.toString());
const integer = (value: string | null) => (value === null ? null : asPrice(BigInt(value)));
const levels = (side: readonly BookLevel[]): Level[] => side.map((level) => [level.price.toString(), level.shares]);
const decodeLevels = (side: Level[]): BookLevel[] => side.map(([price, shares]) => ({ price: asPrice(BigInt(price)), shares }));

function encodeSummary(summary: DaySummary): EncodedSummary {
  return {
    tradingDate: summary.tradingDate,
    previousClose: summary.previousClose.toString(),
    limitUp: text(summary.limitUp),
    limitDown: text(summary.limitDown),
    open: text(summary.open),
    high: text(summary.high),
    low: text(summary.low),
    last: text(summary.last),
    volume: summary.volume,
    turnover: summary.turnover.toString(),
  };
}

function decodeSummary(symbol: string, summary: EncodedSummary): DaySummary {
  return {
    ...summary,
    symbol,
    previousClose: asPrice(BigInt(summary.previousClose)),
    limitUp: integer(summary.limitUp),
    limitDown: integer(summary.limitDown),
    open: integer(summary.open),
    high: integer(summary.high),
    low: integer(summary.low),
    last: integer(summary.last),
    turnover: asSen(BigInt(summary.turnover)),
  };
}

function encodeAuction(auction: AuctionResult | null): EncodedAuction | null {
  if (!auction) return null;
  const { tradingDate, time, final, price, volume, previousClose } = auction;
  return [tradingDate, time.toISOString(), final ? 1 : 0, price.toString(), volume, previousClose.toString()];
}

function decodeAuction(symbol: string, kind: 'open' | 'close', auction: EncodedAuction | null): AuctionResult | null {
  if (!auction) return null;
  const [tradingDate, time, final, price, volume, previousClose] = auction;
  return {
    symbol,
    kind,
    tradingDate,
    time: new Date(time),
    final: final === 1,
    price: asPrice(BigInt(price)),
    volume,
    previousClose: asPrice(BigInt(previousClose)),
  };
}

function decodeAuctions(symbol: string, auctions: EncodedInstrument['auctions']): StoredAuctions | null {
  if (!auctions) return null;
  return { opening: decodeAuction(symbol, 'open', auctions.opening), closing: decodeAuction(symbol, 'close', auctions.closing) };
}

export function marketStateMessage(store: QuoteStore, time: Date): string {
  const instruments: EncodedInstrument[] = [];
  for (const [symbol, state] of store.states) {
    instruments.push({
      symbol,
      summary: state.summary && encodeSummary(state.summary),
      book: state.book && { time: state.book.time.toISOString(), bids: levels(state.book.bids), asks: levels(state.book.asks) },
      auctions: state.auctions && {
        opening: encodeAuction(state.auctions.opening),
        closing: encodeAuction(state.auctions.closing),
      },
    });
  }
  const message: MarketStateMessage = { time: time.toISOString(), phase: store.phase(), instruments };
  return JSON.stringify(message);
}

export function applyMarketState(store: QuoteStore, message: string): void {
  const state = JSON.parse(message) as MarketStateMessage;
  const time = new Date(state.time);
  for (const { symbol, summary, book, auctions } of state.instruments) {
    const decodedBook: OrderBook | null = book && {
      symbol,
      time: new Date(book.time),
      bids: decodeLevels(book.bids),
      asks: decodeLevels(book.asks),
    };
    const change = { summary: summary && decodeSummary(symbol, summary), book: decodedBook };
    store.update(symbol, auctions === undefined ? change : { ...change, auctions: decodeAuctions(symbol, auctions) }, time);
  }
  store.setPhase(state.phase);
}

/** Applies the leader's state messages to `store` until the returned function is called. */
export function followMarket(bus: Bus, store: QuoteStore, log: (line: string) => void): () => void {
  return bus.subscribe((topic, message) => {
    if (topic !== marketStateTopic) return;
    try {
      applyMarketState(store, message);
    } catch (error) {
      // A message this node cannot read (a leader running other code during a rolling deploy)
      // leaves the store as it was; the next step's message may be readable.
      log(`market state message not applied: ${String(error)}`);
    }
  });
}
