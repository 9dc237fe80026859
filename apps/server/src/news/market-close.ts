/**
 * Watches the market's steps for the end of a trading date and has that date's notes written.
 * With exchange hours the end is the close (the phase turns to `closed`), read from the quote
 * store's final summaries. Around-the-clock hours have no close, so there the cut-off is the
 * roll-over to the next trading date: the date's close is the new date's previous close,
 * exactly, and the rest comes from the summaries seen on the step before.
 */
import type { DaySummary, MarketEvent } from '@kabuto/market';
import type { QuoteStore } from '../market/market-feed.service';
import { marketNotes, type DayClose } from './market-notes';
import type { NewsService } from './news.service';

export type StockSummaries = ReadonlyMap<string, { names: DayClose['names']; summary: DaySummary }>;

const dayClose = (symbol: string, names: DayClose['names'], summary: DaySummary, close: DayClose['close']): DayClose => ({
  symbol,
  names,
  previousClose: summary.previousClose,
  close,
  limitUp: summary.limitUp,
  limitDown: summary.limitDown,
});

/**
 * The trading dates a step ended, each with its stocks' closes. `current` holds the stocks'
 * summaries after the step and `previous` those after the step before (null on the first).
 */
export function endedDates(
  events: readonly MarketEvent[],
  current: StockSummaries,
  previous: StockSummaries | null,
): Map<string, DayClose[]> {
  const ended = new Map<string, Map<string, DayClose>>();
  const add = (date: string, close: DayClose) => {
    const closes = ended.get(date) ?? new Map<string, DayClose>();
    if (!closes.has(close.symbol)) closes.set(close.symbol, close);
    ended.set(date, closes);
  };
  if (events.some((event) => event.kind === 'phase' && event.phase === 'closed')) {
    for (const [symbol, { names, summary }] of current) add(summary.tradingDate, dayClose(symbol, names, summary, summary.last));
  }
  for (const event of events) {
    if (event.kind !== 'day') continue;
    const before = previous?.get(event.symbol);
    if (!before || before.summary.tradingDate === event.summary.tradingDate) continue;
    // A stock that never traded that date has no close, though it carries one into the next.
    const close = before.summary.last === null ? null : event.summary.previousClose;
    add(before.summary.tradingDate, dayClose(event.symbol, before.names, before.summary, close));
  }
  return new Map([...ended].map(([date, closes]) => [date, [...closes.values()]]));
}

function stockSummaries(store: QuoteStore): StockSummaries {
  const summaries = new Map<string, { names: DayClose['names']; summary: DaySummary }>();
  for (const [symbol, state] of store.states) {
    if (state.instrument.kind === 'stock' && state.summary) {
      summaries.set(symbol, { names: state.instrument.names, summary: state.summary });
    }
  }
  return summaries;
}

/** The market runner's step callback: writes the notes of every trading date a step ended. */
export function watchMarketClose({ news, log }: { news: Pick<NewsService, 'writeNotes'>; log: (line: string) => void }) {
  let previous: StockSummaries | null = null;
  return async (events: readonly MarketEvent[], store: QuoteStore, now: Date): Promise<void> => {
    const current = stockSummaries(store);
    const ended = endedDates(events, current, previous);
    previous = current;
    for (const [date, closes] of ended) {
      const written = await news.writeNotes(marketNotes(date, closes), now);
      if (written.length > 0) log(`market notes of ${date} written: ${written.join(', ')}`);
    }
  };
}
