/**
 * The quote source of the fan-out bench: once a second, a quote for every stock on the bus's
 * Redis channels, as the market publisher serialises it (the same store and `quoteMessage`, fed
 * by the same simulator), plus the tick's number and the time each was published. The server's
 * own market keeps publishing meanwhile, as it would; clients tell the stamped quotes apart.
 */
import { Redis } from 'ioredis';
import { MarketSimulator } from '@kabuto/market';
import { isExchangeHoliday } from '../../apps/server/src/market/calendar';
import { quoteMessage } from '../../apps/server/src/market/market-publisher';
import { marketInstruments, marketStocks } from '../../apps/server/src/market/market-runner';
import { createQuoteStore } from '../../apps/server/src/market/quote-store';
import { wallClockMs } from './protocol';

export interface QuoteSource {
  symbols: string[];
  /** The last tick published. */
  tick(): number;
  /** Settles once tick `tick` has been published. */
  reached(tick: number): Promise<void>;
  /** Bytes of one published quote, on average over the last tick. */
  averageBytes(): number;
  stop(): Promise<void>;
}

export async function startQuoteSource(redisUrl: string, prefix: string): Promise<QuoteSource> {
  const stocks = marketStocks();
  const store = createQuoteStore(marketInstruments(stocks));
  const simulator = new MarketSimulator({
    seed: 'fan-out',
    start: new Date(),
    hours: 'always',
    isHoliday: isExchangeHoliday,
    stocks,
  });
  const symbols = stocks.map((stock) => stock.instrument.symbol);
  const redis = new Redis(redisUrl);
  await redis.ping();
  let tick = 0;
  let bytes = 0;
  const waiting = new Set<{ tick: number; resolve: () => void }>();

  const publishTick = () => {
    const now = new Date();
    simulator.step(now);
    for (const symbol of symbols) store.update(symbol, { summary: simulator.summary(symbol), book: simulator.book(symbol) }, now);
    store.setPhase(simulator.phase());
    tick++;
    bytes = 0;
    for (const symbol of symbols) {
      // The stamp goes last, so clients find it without parsing the frame.
      const message = JSON.stringify({ ...quoteMessage(store, symbol), tick, sentAt: wallClockMs() });
      bytes += message.length;
      void redis.publish(`${prefix}quote:${symbol}`, message);
    }
    for (const waiter of waiting) {
      if (waiter.tick > tick) continue;
      waiting.delete(waiter);
      waiter.resolve();
    }
  };
  const timer = setInterval(publishTick, 1_000);

  return {
    symbols,
    tick: () => tick,
    reached: (wanted) => (wanted <= tick ? Promise.resolve() : new Promise((resolve) => waiting.add({ tick: wanted, resolve }))),
    averageBytes: () => bytes / symbols.length,
    async stop() {
      clearInterval(timer);
      await redis.quit();
    },
  };
}
