/** A market a test sets by hand: one stock's last price and five-level book, with the simulator stopped. */
import { asSen, priceLimits, yen, type TickTable } from '@kabuto/domain';
import { businessNoon } from './fixtures';
import { startTestApp, type TestApp } from './test-app';

type Level = readonly [price: string, shares: number];

export interface BookSetting {
  /** The base of today's limits; 2,150 gives ¥1,650–¥2,650. */
  previousClose?: string;
  last: string;
  bids?: readonly Level[];
  asks?: readonly Level[];
}

/**
 * A test app at business noon whose market a test sets by hand (`setBook`): the simulator
 * stopped, and the stock to trade, the first on the standard tick table.
 */
export async function startHandSetMarket(): Promise<{ app: TestApp; symbol: string }> {
  const app = await startTestApp({}, { market: true });
  await app.stopMarket();
  app.clock.now = businessNoon;
  return { app, symbol: standardStock(app) };
}

/** The first simulated stock on the standard tick table (¥1 ticks from ¥1,000 to ¥3,000). */
export function standardStock(app: TestApp): string {
  for (const [symbol, state] of app.quotes.states) {
    if (state.instrument.kind === 'stock' && state.instrument.tickTable === 'standard') return symbol;
  }
  throw new Error('the test market has no stock on the standard tick table');
}

export function tickTableOf(app: TestApp, symbol: string): TickTable {
  const instrument = app.quotes.get(symbol)?.instrument;
  if (instrument?.kind !== 'stock') throw new Error(`${symbol} is not a stock`);
  return instrument.tickTable;
}

export function setBook(app: TestApp, symbol: string, setting: BookSetting): void {
  const previousClose = yen(setting.previousClose ?? '2150');
  const limits = priceLimits(previousClose, tickTableOf(app, symbol));
  const last = yen(setting.last);
  const levels = (side: readonly Level[] | undefined) => (side ?? []).map(([price, shares]) => ({ price: yen(price), shares }));
  const time = app.clock.now;
  app.quotes.update(
    symbol,
    {
      summary: {
        symbol,
        tradingDate: time.toISOString().slice(0, 10),
        previousClose,
        limitUp: limits.limitUp,
        limitDown: limits.limitDown,
        open: last,
        high: last,
        low: last,
        last,
        volume: 0,
        turnover: asSen(0n),
      },
      book: { symbol, time, bids: levels(setting.bids), asks: levels(setting.asks) },
    },
    time,
  );
}

/** A book around `last` with 1,000 shares on each of five ¥1 levels each side. */
export function bookAround(last: string): BookSetting {
  const price = Number(last);
  const side = (sign: 1 | -1) => [1, 2, 3, 4, 5].map((step) => [String(price + sign * step), 1_000] as const);
  return { last, bids: side(-1), asks: side(1) };
}
