/**
 * History generated at first start: three years of daily bars and the last ten trading days
 * of 1-minute bars per stock, deterministic for the seed, ending on the close the simulator
 * starts from.
 */
import { addDaysToDate, fromJapanTime, isTradingDate, toJapanTime, tseHours, type IsHoliday, type Price } from '@kabuto/domain';
import type { Bar } from './bars';
import { indexHistory } from './history-indices';
import { stockHistory } from './history-stock';
import { continuousMinutesPerDay } from './model';
import { Random, seedFor } from './random';
import type { LastSession } from './simulated-stock';
import type { AuctionResult } from './source';
import { universeIndices, universeStocks, type UniverseStock } from './universe';

export interface HistoryOptions {
  readonly seed: string | number;
  /** History holds every session that closed at or before `now`. */
  readonly now: Date;
  readonly isHoliday: IsHoliday;
  readonly stocks?: readonly UniverseStock[];
  /** Most recent trading days with 1-minute bars: 10 by default. */
  readonly minuteDays?: number;
  /** Years of daily bars: 3 by default. */
  readonly years?: number;
}

export interface InstrumentHistory {
  readonly symbol: string;
  /** Oldest first; the 15:30 bar holds the closing auction. */
  readonly minuteBars: readonly Bar[];
  /** Oldest first; the last `minuteDays` are the roll-up of their minute bars. */
  readonly dailyBars: readonly Bar[];
  /** The close before the first daily bar: the base of its limits and change. */
  readonly firstPreviousClose: Price;
  /** A stock's closing auction of the last session, whose price is that day's close (none for an index). */
  readonly closingAuction: AuctionResult | null;
}

export interface History {
  /** Trading dates covered, oldest first. */
  readonly tradingDates: readonly string[];
  /** Stocks, then indices. */
  readonly instruments: readonly InstrumentHistory[];
  /** Where the simulator continues from: pass to `MarketSimulator` as `lastSessions`. */
  readonly lastSessions: ReadonlyMap<string, LastSession>;
  /** The closing auctions of the last session, to record as the simulator records its own. */
  readonly auctions: readonly AuctionResult[];
}

/** Trading dates from `years` before `now` whose close is at or before `now`. */
export function historyDates(now: Date, years: number, isHoliday: IsHoliday): string[] {
  const today = toJapanTime(now).date;
  const first = `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
  const dates: string[] = [];
  for (let date = first; date <= today; date = addDaysToDate(date, 1)) {
    if (isTradingDate(date, isHoliday) && fromJapanTime(date, tseHours.closeMs) <= now) dates.push(date);
  }
  return dates;
}

export function generateHistory(options: HistoryOptions): History {
  const stocks = options.stocks ?? universeStocks;
  const dates = historyDates(options.now, options.years ?? 3, options.isHoliday);
  if (dates.length === 0) throw new Error('No trading date to generate history for');
  const minuteDays = Math.min(options.minuteDays ?? 10, dates.length);
  const market = new Random(seedFor(options.seed, 'history', 'market'));
  const dailyFactors = Float64Array.from(dates, () => market.normal());
  const minuteFactors = Float64Array.from({ length: minuteDays * continuousMinutesPerDay }, () => market.normal());
  // Midnight in Japan of each date, computed once: every bar's time is an offset from it.
  const dayStarts = dates.map((date) => fromJapanTime(date).getTime());
  const plan = { dayStarts, minuteDays, dailyFactors, minuteFactors, seed: options.seed };
  const stockHistories = stocks.map((stock) => stockHistory(stock, plan));
  const lastSessions = new Map<string, LastSession>();
  for (const history of stockHistories) lastSessions.set(history.symbol, lastSessionOf(history));
  const indexHistories = universeIndices(stocks).map((rule) => indexHistory(rule, stockHistories));
  for (const history of indexHistories) lastSessions.set(history.symbol, lastSessionOf(history));
  const auctions = stockHistories.flatMap((history) => (history.closingAuction ? [history.closingAuction] : []));
  return { tradingDates: dates, instruments: [...stockHistories, ...indexHistories], lastSessions, auctions };
}

function lastSessionOf(history: InstrumentHistory): LastSession {
  const bars = history.dailyBars;
  const last = bars[bars.length - 1];
  if (!last) throw new Error(`${history.symbol} has no daily bars`);
  const previousClose = bars[bars.length - 2]?.close ?? history.firstPreviousClose;
  const { open, high, low, close, volume, turnover } = last;
  return { tradingDate: toJapanTime(last.time).date, previousClose, open, high, low, close, volume, turnover };
}
