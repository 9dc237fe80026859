/** SQL for instruments listed while the market runs: announced, listed at their time, or withdrawn. */
import { asPrice, type Price } from '@kabuto/domain';
import type { Board, InstrumentNames } from '@kabuto/market';
import type { Queryable } from '../db/database';

export interface ListingRow {
  symbol: string;
  names: InstrumentNames;
  board: Board;
  /** Sen. */
  price: Price;
  listingAt: Date;
}

interface ListingRecord {
  symbol: string;
  names: InstrumentNames;
  board: Board;
  listing_price: string;
  listing_at: Date;
}

const toListing = (row: ListingRecord): ListingRow => ({
  symbol: row.symbol,
  names: row.names,
  board: row.board,
  price: asPrice(BigInt(row.listing_price)),
  listingAt: row.listing_at,
});

const listingColumns = 'symbol, names, board, listing_price, listing_at';

export async function symbolKnown(db: Queryable, symbol: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM instruments WHERE symbol = $1', [symbol]);
  return rows.length > 0;
}

export async function insertAnnounced(tx: Queryable, listing: ListingRow): Promise<void> {
  await tx.query(
    `INSERT INTO instruments (symbol, kind, board, sector, names, tick_table, lot_size, listing_status, listing_at, listing_price)
     VALUES ($1, 'stock', $2, 'new_listing', $3, 'standard', 100, 'announced', $4, $5)`,
    [listing.symbol, listing.board, JSON.stringify(listing.names), listing.listingAt, listing.price.toString()],
  );
}

export async function markWithdrawn(tx: Queryable, symbol: string): Promise<void> {
  await tx.query(`UPDATE instruments SET listing_status = 'withdrawn' WHERE symbol = $1 AND listing_status = 'announced'`, [
    symbol,
  ]);
}

/** The announced (not yet listed) stocks among `symbols`. */
export async function announcedListings(db: Queryable, symbols: readonly string[]): Promise<ListingRow[]> {
  const { rows } = await db.query<ListingRecord>(
    `SELECT ${listingColumns} FROM instruments WHERE listing_status = 'announced' AND symbol = ANY($1)`,
    [symbols],
  );
  return rows.map(toListing);
}

/** Announced listings whose time has come. */
export async function dueListings(db: Queryable, now: Date): Promise<ListingRow[]> {
  const { rows } = await db.query<ListingRecord>(
    `SELECT ${listingColumns} FROM instruments WHERE listing_status = 'announced' AND listing_at <= $1 ORDER BY listing_at, symbol`,
    [now],
  );
  return rows.map(toListing);
}

export async function markListed(db: Queryable, symbol: string): Promise<void> {
  await db.query(`UPDATE instruments SET listing_status = 'listed' WHERE symbol = $1`, [symbol]);
}

/** Every stock listed while the market ran, for a node that starts (or restarts) after their listing. */
export async function listedListings(db: Queryable): Promise<ListingRow[]> {
  const { rows } = await db.query<ListingRecord>(
    `SELECT ${listingColumns} FROM instruments WHERE listing_status = 'listed' ORDER BY listing_at, symbol`,
  );
  return rows.map(toListing);
}
