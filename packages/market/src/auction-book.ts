/**
 * A simulated call-auction book: the orders that arrive for the opening auction (over the
 * pre-open, 8:00–9:00 on Tokyo hours) or the closing auction, and the price the exchange's
 * itayose rule clears them at. While orders still arrive that price is indicative; the auction
 * executes exactly the book as it stands, so the print equals the last indicative price.
 */
import { itayose, type ItayoseClearing, type AuctionOrder, type Price, type PriceLimits, type TickTable } from '@kabuto/domain';
import { snapToGrid, wholeLots } from './model';
import type { Random } from './random';

/** Minutes of the pre-open, one batch of orders arriving in each. */
export const preOpenBatches = 60;
/** Orders per batch, each a buy or a sell. */
const ordersPerBatch = 4;
/** Share of orders sent at market (no limit). */
const marketOrderShare = 0.08;
/** Standard deviation of a limit's log distance from the model price: most within a few ticks. */
const limitSpread = 0.004;

export interface AuctionBookInput {
  readonly table: TickTable;
  readonly limits: PriceLimits;
  readonly lotSize: number;
  /** The price the rule prefers among equal clearings: the previous close at the open, the last price at the close. */
  readonly reference: Price;
  /** Shares both sides together are expected to send over all batches. */
  readonly expectedShares: number;
}

export class AuctionBook {
  /** Shares per side and limit ("buy:123400", "sell:market"), kept aggregated: the rule only needs the totals. */
  private readonly levels = new Map<string, AuctionOrder>();
  batches = 0;

  constructor(private readonly input: AuctionBookInput) {}

  /** One batch of orders around the model price (a float, in yen), drawn from `random`. */
  addBatch(model: number, random: Random): void {
    const { table, limits, lotSize, expectedShares } = this.input;
    const meanShares = expectedShares / (preOpenBatches * ordersPerBatch);
    for (let count = 0; count < ordersPerBatch; count++) {
      const side = random.next() < 0.5 ? 'buy' : 'sell';
      const atMarket = random.next() < marketOrderShare;
      const limit = snapToGrid(model * Math.exp(limitSpread * random.normal()), table, limits);
      const shares = wholeLots(-Math.log(1 - random.next()) * meanShares, lotSize);
      const price = atMarket ? null : limit;
      const key = `${side}:${price === null ? 'market' : price.toString()}`;
      const resting = this.levels.get(key);
      this.levels.set(key, { side, price, shares: (resting?.shares ?? 0) + shares });
    }
    this.batches += 1;
  }

  /** Adds batches until `count` have arrived (a simulator resuming mid pre-open catches up at once). */
  fillTo(count: number, model: number, random: Random): void {
    while (this.batches < Math.min(count, preOpenBatches)) this.addBatch(model, random);
  }

  orders(): readonly AuctionOrder[] {
    return [...this.levels.values()];
  }

  /** The itayose clearing of the book as it stands, or null when buyers and sellers do not cross. */
  clearing(): ItayoseClearing | null {
    return itayose(this.orders(), this.input.reference);
  }
}
