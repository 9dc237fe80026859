/** SQL for the recorded auctions (migration 023). Prices are stored as numeric yen. */
import { formatPrice, parsePrice } from '@kabuto/domain';
import type { AuctionResult, StoredAuctions } from '@kabuto/market';
import type { Queryable } from '../db/database';

/** Records executed auctions; an auction already recorded (by an earlier leader) stays as it was. */
export async function saveAuctions(db: Queryable, auctions: readonly AuctionResult[]): Promise<void> {
  if (auctions.length === 0) return;
  await db.query(
    `INSERT INTO auctions (symbol, trading_date, kind, executed_at, price, volume, previous_close)
     SELECT * FROM unnest($1::text[], $2::date[], $3::text[], $4::timestamptz[], $5::numeric[], $6::bigint[], $7::numeric[])
     ON CONFLICT (symbol, trading_date, kind) DO NOTHING`,
    [
      auctions.map((auction) => auction.symbol),
      auctions.map((auction) => auction.tradingDate),
      auctions.map((auction) => auction.kind),
      auctions.map((auction) => auction.time),
      auctions.map((auction) => formatPrice(auction.price)),
      auctions.map((auction) => auction.volume),
      auctions.map((auction) => formatPrice(auction.previousClose)),
    ],
  );
}

interface AuctionRecord {
  symbol: string;
  trading_date: string;
  kind: 'open' | 'close';
  executed_at: Date;
  price: string;
  volume: string;
  previous_close: string;
}

const sen = (value: string) => {
  const parsed = parsePrice(value);
  if (parsed === null) throw new Error(`stored price ${value} is not a price`);
  return parsed;
};

/** Each stock's last recorded opening and closing auction. */
export async function lastAuctions(db: Queryable): Promise<Map<string, StoredAuctions>> {
  const { rows } = await db.query<AuctionRecord>(
    `SELECT DISTINCT ON (symbol, kind) symbol, to_char(trading_date, 'YYYY-MM-DD') AS trading_date, kind, executed_at,
            price, volume, previous_close
       FROM auctions ORDER BY symbol, kind, trading_date DESC`,
  );
  const auctions = new Map<string, StoredAuctions>();
  for (const row of rows) {
    const result: AuctionResult = {
      symbol: row.symbol,
      kind: row.kind,
      tradingDate: row.trading_date,
      time: row.executed_at,
      final: true,
      price: sen(row.price),
      volume: Number(row.volume),
      previousClose: sen(row.previous_close),
    };
    const known = auctions.get(row.symbol) ?? { opening: null, closing: null };
    auctions.set(row.symbol, row.kind === 'open' ? { ...known, opening: result } : { ...known, closing: result });
  }
  return auctions;
}
