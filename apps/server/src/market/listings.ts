/**
 * Instruments listed while the market runs (an IPO's listing day). An offering announces its
 * stock with its time and first price (persisted in `instruments`); on the leader node each market
 * step lists the announced stocks whose time has come: the simulator trades them from then on,
 * starting from the offer price, this node's store quotes them, and a `market:listing` message has
 * every follower add them to its store. A node that starts later (or takes over) loads the listed
 * stocks from the database, so every list, search, quote, depth, K-line and stream sees them.
 */
import { asPrice, type Price } from '@kabuto/domain';
import { listedStock, type Board, type InstrumentNames, type MarketSimulator, type UniverseStock } from '@kabuto/market';
import type { Queryable } from '../db/database';
import type { Bus } from './bus';
import * as listings from './listings.repository';
import type { QuoteStore } from './quote-store';

/** Internal to the bus: the stream accepts no such topic from clients. */
export const marketListingTopic = 'market:listing';

const stockOf = (row: listings.ListingRow): UniverseStock => listedStock(row);

/** What an offering asks of the market: is a symbol free, announce its stock, withdraw it if cancelled. */
export function createListings() {
  return {
    isTaken: (reader: Queryable, symbol: string) => listings.symbolKnown(reader, symbol),
    announce(
      tx: Queryable,
      listing: { symbol: string; names: InstrumentNames; board: string; price: Price; listingAt: Date },
    ): Promise<void> {
      return listings.insertAnnounced(tx, { ...listing, board: listing.board as Board });
    },
    withdraw: (tx: Queryable, symbol: string) => listings.markWithdrawn(tx, symbol),
  };
}

/** A stock announced but not listed yet: its names and when it lists. */
export interface UpcomingListing {
  names: InstrumentNames;
  listingAt: Date;
}

/** The stocks among `symbols` announced but not listed yet (an IPO's before its listing), by symbol. */
export async function upcomingListings(db: Queryable, symbols: readonly string[]): Promise<Map<string, UpcomingListing>> {
  if (symbols.length === 0) return new Map();
  const rows = await listings.announcedListings(db, symbols);
  return new Map(rows.map((row) => [row.symbol, { names: row.names, listingAt: row.listingAt }]));
}

/** The stocks listed so far, for a simulator and a store being built. */
export async function listedStocks(db: Queryable): Promise<UniverseStock[]> {
  return (await listings.listedListings(db)).map(stockOf);
}

/** On the leader, before a step: lists every announced stock whose time has come. */
export async function listDue(
  db: Queryable,
  now: Date,
  target: { simulator: MarketSimulator; store: QuoteStore; bus: Bus },
): Promise<void> {
  for (const row of await listings.dueListings(db, now)) {
    const stock = stockOf(row);
    target.simulator.list(stock);
    target.store.add(stock.instrument);
    // Quoted from the offer price at once, not only after the step that follows.
    const { symbol } = stock.instrument;
    target.store.update(symbol, { summary: target.simulator.summary(symbol), book: target.simulator.book(symbol) }, now);
    await listings.markListed(db, row.symbol);
    target.bus.publish(marketListingTopic, JSON.stringify({ ...row, price: row.price.toString() }));
  }
}

/** On a follower: adds each stock the leader lists to this node's store, until the returned function is called. */
export function followListings(bus: Bus, store: QuoteStore, log: (line: string) => void): () => void {
  return bus.subscribe((topic, message) => {
    if (topic !== marketListingTopic) return;
    try {
      const row = JSON.parse(message) as Omit<listings.ListingRow, 'price'> & { price: string };
      store.add(stockOf({ ...row, price: asPrice(BigInt(row.price)) }).instrument);
    } catch (error) {
      log(`market listing message not applied: ${String(error)}`);
    }
  });
}
