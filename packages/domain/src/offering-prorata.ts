/**
 * The published rules of block trades, placements and auctions (API.md, "Block trades,
 * placements, auctions"), as pure functions anyone can re-run on the published book:
 *
 * - pro-rata allotment: when the offer covers every request, each gets what it asked; otherwise
 *   each gets its share of the offer in whole units (100 shares) rounded down, then the units left
 *   go one each to the earliest requests still short, in order, until none is left;
 * - uniform-price auction: bids by price high to low, then time; the clearing price is the price
 *   of the bid at which the cumulative shares reach the offer (the lowest bid's price if they never
 *   do); bids above it fill fully, bids at it share the rest by the pro-rata rule; everyone pays
 *   the clearing price;
 * - the block price band: a block trade's price within ±7% of the instrument's last price.
 */
import { asPrice, type Price } from './stock-exchange-rules';

/** Shares a unit of allotment is: the market's trading unit (単元株). */
export const shareUnit = 100;

/** A request for shares, in application order (earliest first). */
export interface ShareRequest {
  readonly id: string;
  /** A positive multiple of `shareUnit`. */
  readonly shares: number;
}

function assertUnits(shares: number, what: string): void {
  if (!Number.isSafeInteger(shares) || shares < 0 || shares % shareUnit !== 0) {
    throw new Error(`${what} must be a whole number of ${shareUnit}-share units, not ${shares}`);
  }
}

/**
 * Shares allotted to each request (same order, same ids). `requests` must be in application
 * order: the earliest gets the first leftover unit.
 */
export function allotProRata(requests: readonly ShareRequest[], sharesOffered: number): Map<string, number> {
  assertUnits(sharesOffered, 'the offer');
  for (const r of requests) assertUnits(r.shares, `request ${r.id}`);
  const result = new Map<string, number>();
  const total = requests.reduce((sum, r) => sum + BigInt(r.shares / shareUnit), 0n);
  const offered = BigInt(sharesOffered / shareUnit);
  if (total <= offered) {
    for (const r of requests) result.set(r.id, r.shares);
    return result;
  }
  // floor(offered × requested / total) units each; bigint so large books can't lose precision.
  let left = offered;
  const units = requests.map((r) => {
    const share = (offered * BigInt(r.shares / shareUnit)) / total;
    left -= share;
    return share;
  });
  // The rest, one unit each to the earliest still short, round after round until none is left.
  while (left > 0n) {
    let gave = false;
    for (let i = 0; i < requests.length && left > 0n; i += 1) {
      if ((units[i] as bigint) < BigInt((requests[i] as ShareRequest).shares / shareUnit)) {
        units[i] = (units[i] as bigint) + 1n;
        left -= 1n;
        gave = true;
      }
    }
    if (!gave) break; // every request is full (cannot happen when oversubscribed)
  }
  requests.forEach((r, i) => result.set(r.id, Number(units[i]) * shareUnit));
  return result;
}

/** A sealed bid: price in sen, shares a multiple of 100, placed at a time (ties by id after time). */
export interface AuctionBid {
  readonly id: string;
  readonly price: Price;
  readonly shares: number;
  readonly placedAt: Date;
}

export interface AuctionClearing {
  /** Null when there was no bid. */
  readonly clearingPrice: Price | null;
  /** Shares allotted per bid id (0 for a losing bid). */
  readonly allotted: Map<string, number>;
}

/** Bids as the rule ranks them: price high to low, then earliest first, then by id (numerically: "9" before "10"). */
export function rankBids<B extends AuctionBid>(bids: readonly B[]): B[] {
  return [...bids].sort((a, b) => {
    if (a.price !== b.price) return a.price > b.price ? -1 : 1;
    const t = a.placedAt.getTime() - b.placedAt.getTime();
    if (t !== 0) return t;
    if (a.id.length !== b.id.length) return a.id.length - b.id.length;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** Clears a uniform-price auction of `sharesOffered` shares. */
export function clearAuction(bids: readonly AuctionBid[], sharesOffered: number): AuctionClearing {
  assertUnits(sharesOffered, 'the offer');
  for (const b of bids) assertUnits(b.shares, `bid ${b.id}`);
  const ranked = rankBids(bids);
  const allotted = new Map<string, number>(ranked.map((b) => [b.id, 0]));
  if (ranked.length === 0) return { clearingPrice: null, allotted };
  let cumulative = 0;
  let clearingPrice = (ranked[ranked.length - 1] as AuctionBid).price;
  for (const bid of ranked) {
    cumulative += bid.shares;
    if (cumulative >= sharesOffered) {
      clearingPrice = bid.price;
      break;
    }
  }
  let rest = sharesOffered;
  for (const bid of ranked) {
    if (bid.price > clearingPrice) {
      allotted.set(bid.id, bid.shares);
      rest -= bid.shares;
    }
  }
  const atPrice = ranked.filter((b) => b.price === clearingPrice);
  for (const [id, shares] of allotProRata(atPrice, rest)) allotted.set(id, shares);
  return { clearingPrice, allotted };
}

/** The block price band in percent of the last price (Tokyo's off-auction block trades). */
export const blockBandPct = 7n;

/** The lowest and highest block price the last price allows (inclusive), in sen. */
export function blockPriceBand(lastPrice: Price): { low: Price; high: Price } {
  // low rounded up and high rounded down, so every price inside is within 7% exactly.
  const low = (lastPrice * (100n - blockBandPct) + 99n) / 100n;
  const high = (lastPrice * (100n + blockBandPct)) / 100n;
  return { low: asPrice(low), high: asPrice(high) };
}

export function withinBlockBand(price: Price, lastPrice: Price): boolean {
  const diff = price > lastPrice ? price - lastPrice : lastPrice - price;
  return diff * 100n <= lastPrice * blockBandPct;
}
