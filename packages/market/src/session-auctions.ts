/**
 * The simulator's call auctions over a session: the pre-open, whose book takes a batch of orders
 * each minute from 8:00 (Tokyo hours), the opening auction that executes it, and the closing
 * auction. Each stock's book and result live in its `SimulatedStock`; this keeps the session's
 * side: whether the opening book has been opened, and the market-wide moves the auctions carry.
 */
import { tseHours } from '@kabuto/domain';
import type { Random } from './random';
import type { SimulatedStock } from './simulated-stock';

export class SessionAuctions {
  /** Whether today's opening books are open: from the pre-open's first minute, or at the open. */
  private openingStarted = false;

  constructor(
    /** The simulator's market-wide stream, shared with continuous trading. */
    private readonly market: Random,
    private readonly stocks: readonly SimulatedStock[],
    private readonly halted: ReadonlySet<string>,
  ) {}

  /** A new trading date: its opening books are yet to open. */
  newDate(): void {
    this.openingStarted = false;
  }

  /**
   * A minute of the pre-open (`msOfDay` after midnight in Japan): at its first, the overnight
   * news moves every model price and the opening books open; each minute a batch of orders
   * arrives and the indicative price is worked out again from the book so far.
   */
  preOpenMinute(time: Date, msOfDay: number): void {
    if (!this.openingStarted) this.startOpening();
    const batches = Math.floor((msOfDay - tseHours.preOpenMs) / 60_000) + 1;
    for (const stock of this.stocks) {
      if (this.takesPart(stock, 'open')) stock.collectOpeningOrders(batches, time);
      else stock.cancelAuction();
    }
  }

  /**
   * Runs an auction: the opening book carries the overnight gap and holds the pre-open's orders;
   * the closing book is sent at the close. `print` executes each taking part (the simulator
   * moves its indices by the price change).
   */
  run(kind: 'open' | 'close', print: (stock: SimulatedStock) => void): void {
    if (kind === 'open' && !this.openingStarted) this.startOpening();
    if (kind === 'close') {
      const factor = this.market.normal();
      for (const stock of this.stocks) {
        stock.move(factor, null);
        stock.startAuction('close');
      }
    }
    for (const stock of this.stocks) {
      if (this.takesPart(stock, kind)) print(stock);
      else stock.cancelAuction();
    }
    this.openingStarted = false;
  }

  /**
   * A halted stock takes no part; nor, in the opening, one that has printed today already (around
   * the clock, a restart mid-day opens just the stocks not yet open).
   */
  private takesPart(stock: SimulatedStock, kind: 'open' | 'close'): boolean {
    return !this.halted.has(stock.symbol) && (kind === 'close' || stock.day.open === null);
  }

  private startOpening(): void {
    this.openingStarted = true;
    const factor = this.market.normal();
    const overnight = this.market.normal();
    for (const stock of this.stocks) {
      if (stock.day.open !== null) continue;
      stock.move(factor, overnight);
      stock.startAuction('open');
    }
  }
}
