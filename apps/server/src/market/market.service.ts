/** Market queries: quotes, lists, hot lists, bars, search and the watchlist. */
import type { z } from 'zod';
import type { klineRequest, marketListRequest, Quote } from '@kabuto/contracts';
import { compareDecimal, decimal, rankHot, reject, type MemberId, type Rejection } from '@kabuto/domain';
import { rollUpBars, searchForm, type Bar, type BarPeriod } from '@kabuto/market';
import type { Language } from '@kabuto/i18n';
import type { Database } from '../db/database';
import * as market from './market.repository';
import * as watchlist from './watchlist.repository';
import { barMessage } from './market-publisher';
import type { InstrumentState, QuoteStore } from './quote-store';
import { auctionList, indicativeOpen } from './auction-lists';

/** How many stored bars make one bar of a longer period, generously, so a page is always full. */
const storedPeriod: Record<BarPeriod, { stored: '1m' | '1d'; perBar: number }> = {
  '1m': { stored: '1m', perBar: 1 },
  '5m': { stored: '1m', perBar: 5 },
  '10m': { stored: '1m', perBar: 10 },
  '30m': { stored: '1m', perBar: 30 },
  '1d': { stored: '1d', perBar: 1 },
  '1w': { stored: '1d', perBar: 5 },
  '1M': { stored: '1d', perBar: 23 },
};

const byDecimal = (pick: (quote: Quote) => string) => (left: Quote, right: Quote) =>
  compareDecimal(decimal(pick(left)), decimal(pick(right)));
const sorters: Record<string, (left: Quote, right: Quote) => number> = {
  change: byDecimal((quote) => quote.changePct),
  volume: (left, right) => left.volume - right.volume,
  turnover: byDecimal((quote) => quote.turnover),
  symbol: (left, right) => left.symbol.localeCompare(right.symbol),
};

export type MarketService = ReturnType<typeof createMarketService>;

export function createMarketService({ db, store }: { db: Database; store: QuoteStore }) {
  const states = (kind: 'stock' | 'index') => [...store.states.values()].filter((state) => state.instrument.kind === kind);
  const quotes = (list: InstrumentState[], language: Language) => list.map((state) => store.quote(state, language));

  return {
    indices: (language: Language) => quotes(states('index'), language),

    hasInstrument: (symbol: string) => store.get(symbol) !== null,

    /** The stored 1-minute bars of `symbol` before `before`, oldest first, at most `limit`: what house strategies decide on. */
    async minuteBars(symbol: string, before: Date, limit: number): Promise<Bar[]> {
      return (await market.loadBars(db.pool, symbol, '1m', before, limit)).reverse();
    },

    /** Whether staff halted trading in `symbol`; the trading work refuses its orders while it is. */
    isHalted: (symbol: string) => store.get(symbol)?.halted ?? false,

    list(body: z.output<typeof marketListRequest>, language: Language) {
      const board = body.exchange === 'TSE' ? null : body.exchange;
      const chosen = states('stock').filter(
        (state) => board === null || (state.instrument.kind === 'stock' && state.instrument.board === board),
      );
      const sorted = quotes(chosen, language).sort(sorters[body.sort]);
      if (body.order === 'desc' && body.sort !== 'symbol') sorted.reverse();
      const start = (body.page - 1) * body.size;
      return { items: sorted.slice(start, start + body.size), total: sorted.length, page: body.page, size: body.size };
    },

    hot(kind: 'gainers' | 'losers' | 'active' | 'turnover', size: number, language: Language) {
      const traded = quotes(states('stock'), language).filter((quote) => quote.last !== null);
      return rankHot(kind, traded).slice(0, size);
    },

    /** Before the open, indicative opening prices; once it printed, today's opening auction. */
    preMarket: (size: number, language: Language) => auctionList(store, 'opening', size, language),

    /** The last closing auction: the day's closing prices and volumes. */
    afterMarket: (size: number, language: Language) => auctionList(store, 'closing', size, language),

    quote(symbol: string, language: Language) {
      const state = store.get(symbol);
      return state
        ? { ...store.quote(state, language), ...store.depth(state), indicativeOpen: indicativeOpen(state) }
        : reject('not_found');
    },

    async kline(body: z.output<typeof klineRequest>): Promise<ReturnType<typeof barMessage>[] | Rejection> {
      if (!store.get(body.symbol)) return reject('not_found');
      const { stored, perBar } = storedPeriod[body.period];
      const before = body.before ? new Date(body.before) : null;
      const newestFirst = await market.loadBars(db.pool, body.symbol, stored, before, body.limit * perBar + perBar);
      const oldestFirst: Bar[] = newestFirst.reverse();
      const bars = perBar === 1 ? oldestFirst : rollUpBars(oldestFirst, body.period);
      // The oldest rolled-up bar may be missing its first part, so it is dropped unless it is all there is.
      const complete = perBar > 1 && bars.length > body.limit ? bars.slice(1) : bars;
      return complete.slice(-body.limit).map(barMessage);
    },

    search(keyword: string, language: Language) {
      const wanted = searchForm(keyword);
      const scored = [...store.states.values()].flatMap((state) => {
        const { symbol, names, reading } = state.instrument;
        // Names in every language and the Japanese reading, so kana finds a stock as its kanji name does.
        const texts = [...Object.values(names), ...(reading === undefined ? [] : [reading])].map(searchForm);
        const score =
          symbol === wanted
            ? 0
            : symbol.startsWith(wanted)
              ? 1
              : texts.some((text) => text.startsWith(wanted))
                ? 2
                : texts.some((text) => text.includes(wanted))
                  ? 3
                  : null;
        return score === null ? [] : [{ score, state }];
      });
      return scored
        .sort(
          (left, right) => left.score - right.score || left.state.instrument.symbol.localeCompare(right.state.instrument.symbol),
        )
        .slice(0, 30)
        .map(({ state }) => ({
          symbol: state.instrument.symbol,
          name: state.instrument.names[language],
          exchange: 'TSE' as const,
          kind: state.instrument.kind,
        }));
    },

    async watchlist(memberId: MemberId, language: Language) {
      return (await watchlist.watchedSymbols(db.pool, memberId)).flatMap((symbol) => {
        const state = store.get(symbol);
        return state ? [store.quote(state, language)] : [];
      });
    },

    async watch(memberId: MemberId, symbol: string): Promise<Record<string, never> | Rejection> {
      if (!store.get(symbol)) return reject('not_found');
      await watchlist.addWatch(db.pool, memberId, symbol);
      return {};
    },

    async unwatch(memberId: MemberId, symbol: string): Promise<Record<string, never>> {
      await watchlist.removeWatch(db.pool, memberId, symbol);
      return {};
    },
  };
}
