/**
 * The statistical shape of the simulated market, shared by the live simulator and the history
 * it continues: time scales, the intraday activity curve, liquidity, and the one place a model
 * price (a float) becomes an exact price on the tick grid.
 */
import {
  clampToLimits,
  asPrice,
  roundToTick,
  tseHours,
  type MarketHours,
  type Price,
  type PriceLimits,
  type TickTable,
} from '@kabuto/domain';
import type { UniverseStock } from './universe';

export const tradingDaysPerYear = 245;

const morningSeconds = (tseHours.morningCloseMs - tseHours.morningOpenMs) / 1000;
const afternoonSeconds = (tseHours.closingAuctionMs - tseHours.afternoonOpenMs) / 1000;
/** Seconds of continuous trading in a TSE day: 9:00–11:30 and 12:30–15:25. */
export const continuousSecondsPerDay = morningSeconds + afternoonSeconds;
export const continuousMinutesPerDay = continuousSecondsPerDay / 60;

/**
 * Seconds over which a day's variance spreads. In `always` mode the market trades all day, so
 * the same daily volatility is spread over 86,400 seconds instead of 19,500.
 */
export function modelSecondsPerDay(hours: MarketHours): number {
  return hours === 'tse' ? continuousSecondsPerDay : 86_400;
}

/** Share of a day's variance that builds up while the market is shut and shows in the opening gap. */
export const overnightVarianceShare = 0.2;

/** News: jumps per stock per year, and the standard deviation of a jump's log size. */
export const newsJumpsPerYear = 6;
export const newsJumpSize = 0.05;

/**
 * The index (0–324) of a continuous-trading minute from milliseconds after midnight in Japan,
 * or -1 outside continuous trading.
 */
export function continuousMinute(msOfDay: number): number {
  if (msOfDay >= tseHours.morningOpenMs && msOfDay < tseHours.morningCloseMs) {
    return Math.floor((msOfDay - tseHours.morningOpenMs) / 60_000);
  }
  if (msOfDay >= tseHours.afternoonOpenMs && msOfDay < tseHours.closingAuctionMs) {
    return morningSeconds / 60 + Math.floor((msOfDay - tseHours.afternoonOpenMs) / 60_000);
  }
  return -1;
}

/**
 * Relative trading activity in each continuous minute, averaging 1: the U shape of Tokyo's
 * volume, heavy after the open, light over the late morning, a bump when the afternoon opens,
 * and rising into the close.
 */
export const activityByMinute: Float64Array = (() => {
  const minutes = continuousMinutesPerDay;
  const afternoonStart = morningSeconds / 60;
  const curve = new Float64Array(minutes);
  for (let minute = 0; minute < minutes; minute++) {
    const fromOpen = minute / minutes;
    const toClose = (minutes - 1 - minute) / minutes;
    const afterLunch = minute >= afternoonStart ? (minute - afternoonStart) / minutes : Infinity;
    curve[minute] =
      0.55 + 1.8 * Math.exp(-fromOpen / 0.04) + 1.2 * Math.exp(-toClose / 0.05) + 0.5 * Math.exp(-afterLunch / 0.02);
  }
  const mean = curve.reduce((total, value) => total + value, 0) / minutes;
  return curve.map((value) => value / mean);
})();

export interface Liquidity {
  /** Shares an average day trades. */
  readonly dailyShares: number;
  /** Chance of a trade in a second of average activity. */
  readonly tradeChancePerSecond: number;
  /** Shares of the day that cross in the opening and closing auctions. */
  readonly openingAuctionShare: number;
  readonly closingAuctionShare: number;
}

/**
 * How actively a stock trades. Turnover rates and trade rates by board are rough averages of
 * the Tokyo market: large caps trade every few seconds, small Standard names every half minute,
 * Growth names turn over a larger share of their stock.
 */
export function liquidityOf(stock: UniverseStock): Liquidity {
  const { board, tickTable } = stock.instrument;
  const dailyTurnoverRate = board === 'growth' ? 0.012 : board === 'standard' ? 0.0025 : 0.004;
  const tradeChancePerSecond = tickTable === 'topix100' ? 0.3 : board === 'prime' ? 0.12 : board === 'growth' ? 0.08 : 0.04;
  return {
    dailyShares: stock.sharesOutstanding * dailyTurnoverRate,
    tradeChancePerSecond,
    openingAuctionShare: 0.04,
    closingAuctionShare: 0.08,
  };
}

/** A model price in yen, for the model's float arithmetic only. */
export function modelYen(price: Price): number {
  return Number(price) / 100;
}

/**
 * The valid price nearest a model price, inside the day's limits: the one place a float
 * becomes a price. Everything after it is exact.
 */
export function snapToGrid(model: number, table: TickTable, limits: PriceLimits): Price {
  if (!Number.isFinite(model)) throw new Error(`The model price ran away: ${model}`);
  const sen = BigInt(Math.max(1, Math.round(model * 100)));
  return clampToLimits(roundToTick(asPrice(sen), table, 'nearest'), limits);
}

/** A share count of whole lots, at least one lot. */
export function wholeLots(shares: number, lotSize: number): number {
  return Math.max(1, Math.round(shares / lotSize)) * lotSize;
}
