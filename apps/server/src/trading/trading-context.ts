/**
 * What every trading use case reads before it decides: the trading settings, the market's clock,
 * and an instrument as the rules see it (state, limits, tick table, book), taken from the quote
 * store the market keeps on this node.
 */
import type { Language } from '@kabuto/contracts';
import {
  reject,
  tradingClock,
  type DepthLevel,
  type Direction,
  type InstrumentState,
  type MarketHours,
  type Price,
  type Rejection,
  type TickTable,
  type TradingClock,
  type TradingConfig,
  type TradingSchedule,
} from '@kabuto/domain';
import type { ConfigService } from '../settings/config.service';
import { guardAction } from '../identity/members.service';
import type { MemberStanding } from '../identity/members.service';
import { isExchangeHoliday } from '../market/market-feed.service';
import type { QuoteStore } from '../market/market-feed.service';

export interface TradingSettings {
  config: TradingConfig;
  schedule: TradingSchedule;
  clock: TradingClock;
}

/**
 * The settings as staff last saved them, read per use case: a change in the back office applies
 * to the next order on every node. Each value was validated when it was saved.
 */
export async function tradingSettings(config: ConfigService, hours: MarketHours, now: Date): Promise<TradingSettings> {
  const trading = await config.tradingConfig();
  const schedule: TradingSchedule = { hours, isHoliday: isExchangeHoliday, dayCutoffMsOfDay: trading.dayCutoffMsOfDay };
  return { config: trading, schedule, clock: tradingClock(now, schedule) };
}

export interface TradableInstrument {
  symbol: string;
  names: Record<Language, string>;
  tickTable: TickTable;
  rules: InstrumentState;
  /** The last trade, or the previous close before today's first. */
  mark: Price;
  bids: readonly DepthLevel[];
  asks: readonly DepthLevel[];
}

/** A stock with today's limits known, or null (an index, an unknown symbol, no data yet). */
export function tradableInstrument(store: QuoteStore, symbol: string): TradableInstrument | null {
  const state = store.get(symbol);
  if (!state || state.instrument.kind !== 'stock' || !state.summary) return null;
  const { summary, instrument } = state;
  if (summary.limitUp === null || summary.limitDown === null) return null;
  return {
    symbol,
    names: instrument.names,
    tickTable: instrument.tickTable,
    rules: {
      status: state.halted ? 'halted' : 'trading',
      limitUp: summary.limitUp,
      limitDown: summary.limitDown,
      tickTable: instrument.tickTable,
    },
    mark: summary.last ?? summary.previousClose,
    bids: state.book?.bids ?? [],
    asks: state.book?.asks ?? [],
  };
}

/** The side of the book an order of `direction` takes: a long buys from the asks, a short sells to the bids. */
export function sideToTake(instrument: TradableInstrument, direction: Direction): readonly DepthLevel[] {
  return direction === 'long' ? instrument.asks : instrument.bids;
}

/** The side a close takes: closing a long sells to the bids, closing a short buys from the asks. */
export function sideToClose(instrument: TradableInstrument, direction: Direction): readonly DepthLevel[] {
  return direction === 'long' ? instrument.bids : instrument.asks;
}

/** The price of the last trade (or the previous close) of any instrument the store knows. */
export function markOf(store: QuoteStore, symbol: string): Price | null {
  const summary = store.get(symbol)?.summary;
  return summary ? (summary.last ?? summary.previousClose) : null;
}

/** Who may open a position or add to one: a member who is not restricted and whose identity is verified. */
export async function tradingRefusal(
  member: Pick<MemberStanding, 'restrictions' | 'kycStatus'> | null | undefined,
  config: ConfigService,
): Promise<Rejection | null> {
  if (!member) return reject('not_found');
  const refused = await guardAction(member.restrictions, 'trade', config);
  if (refused) return refused;
  return member.kycStatus === 'verified' ? null : reject('verification_required');
}
