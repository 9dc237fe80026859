/**
 * The latest state of every instrument, kept in memory on each node: what the quote, depth and
 * list calls answer from. The node running the source fills it from the source's events; the
 * others fill it from the bus.
 */
import type { Quote } from '@kabuto/contracts';
import { divideDecimal, formatDecimal, formatPrice, decimalFromBigInt, tickSize, type MarketPhase } from '@kabuto/domain';
import type { DaySummary, Instrument, OrderBook, StoredAuctions } from '@kabuto/market';
import type { Language } from '@kabuto/i18n';

export interface InstrumentState {
  instrument: Instrument;
  summary: DaySummary | null;
  book: OrderBook | null;
  /** Today's opening auction (indicative in the pre-open) and the last closing auction, from the simulator. */
  auctions: StoredAuctions | null;
  halted: boolean;
  updatedAt: Date;
}

const price = (value: bigint | null) => (value === null ? null : formatPrice(value));

export function createQuoteStore(instruments: readonly Instrument[]) {
  const states = new Map<string, InstrumentState>(
    instruments.map((instrument) => [
      instrument.symbol,
      { instrument, summary: null, book: null, auctions: null, halted: false, updatedAt: new Date(0) },
    ]),
  );
  let phase: MarketPhase = 'closed';

  function quote(state: InstrumentState, language: Language): Quote {
    const { instrument, summary } = state;
    const previousClose = summary?.previousClose ?? 0n;
    const last = summary?.last ?? null;
    const change = last === null ? 0n : last - previousClose;
    const changePct =
      previousClose === 0n
        ? '0.00'
        : formatDecimal(divideDecimal(decimalFromBigInt(change * 100n), decimalFromBigInt(previousClose), 2, 'half-even'));
    const trading = phase === 'continuous' || phase === 'closing_auction' || phase === 'pre_open';
    return {
      symbol: instrument.symbol,
      name: instrument.names[language],
      exchange: 'TSE',
      kind: instrument.kind,
      board: instrument.kind === 'stock' ? instrument.board : null,
      last: price(last),
      open: price(summary?.open ?? null),
      prevClose: formatPrice(previousClose),
      high: price(summary?.high ?? null),
      low: price(summary?.low ?? null),
      change: formatPrice(change),
      changePct,
      volume: summary?.volume ?? 0,
      turnover: formatPrice(summary?.turnover ?? 0n),
      limitUp: price(summary?.limitUp ?? null),
      limitDown: price(summary?.limitDown ?? null),
      status: state.halted ? 'halted' : trading ? 'trading' : 'closed',
      simulated: true,
      updatedAt: state.updatedAt.toISOString(),
    };
  }

  return {
    states,
    /** A stock listed while the market runs (an IPO's listing day); known symbols are left as they are. */
    add(instrument: Instrument) {
      if (states.has(instrument.symbol)) return;
      states.set(instrument.symbol, {
        instrument,
        summary: null,
        book: null,
        auctions: null,
        halted: false,
        updatedAt: new Date(0),
      });
    },
    setPhase(next: MarketPhase) {
      phase = next;
    },
    phase: () => phase,
    update(symbol: string, change: Partial<Pick<InstrumentState, 'summary' | 'book' | 'auctions' | 'halted'>>, time: Date) {
      const state = states.get(symbol);
      if (!state) return;
      Object.assign(state, change);
      state.updatedAt = time;
    },
    get: (symbol: string) => states.get(symbol) ?? null,
    quote,
    depth(state: InstrumentState) {
      const levels = (side: readonly { price: bigint; shares: number }[] | undefined) =>
        (side ?? []).map((level) => ({ price: formatPrice(level.price), shares: level.shares }));
      const last = state.summary?.last ?? state.summary?.previousClose ?? null;
      return {
        depth: { bids: levels(state.book?.bids), asks: levels(state.book?.asks) },
        tickSize:
          state.instrument.kind === 'stock' && last !== null ? formatPrice(tickSize(last, state.instrument.tickTable)) : null,
        tickTable: state.instrument.kind === 'stock' ? state.instrument.tickTable : null,
        lotSize: state.instrument.kind === 'stock' ? state.instrument.lotSize : null,
      };
    },
  };
}

export type QuoteStore = ReturnType<typeof createQuoteStore>;
