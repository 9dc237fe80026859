/**
 * The day's profit and loss, from recorded positions and the day's prices: how much what the
 * member holds (and held today) is worth more or less than at the start of the trading day, less
 * the fees and duty paid today. A position opened before today starts the day at the previous
 * close; one opened today starts at its cost. An open position ends at the last price, one closed
 * today at its close price. Everything in sen until one half-even rounding per position, as the
 * P&L figures elsewhere are rounded.
 */
import { add, subtract, sum } from './money';
import { asSen, type Price, type Sen } from './stock-exchange-rules';
import { tradingCurrency, type Direction, type Yen } from './trading-config';
import { pnlSen, yenAmount } from './trading-money';

export interface DayPosition {
  readonly direction: Direction;
  readonly shares: number;
  readonly entryNotional: Sen;
  /** Opened on today's trading day (Tokyo date). */
  readonly openedToday: boolean;
  /** The opening fee and stamp duty; counted only when opened today. */
  readonly openingCharges: Yen;
  /** The previous close of its stock: where a position held overnight starts the day. */
  readonly previousClose: Price;
  /** The last price while holding; the close price once closed (today). */
  readonly endPrice: Price;
  /** The closing fee when it closed today; 0 while holding. */
  readonly closingFee: Yen;
}

/** Half-even from sen to whole yen (a sen is 1/100 yen here), for one position's move. */
function senToYenHalfEven(sen: Sen): bigint {
  const negative = sen < 0n;
  const units = negative ? -sen : sen;
  const whole = units / 100n;
  const rest = units % 100n;
  const rounded = rest > 50n || (rest === 50n && whole % 2n === 1n) ? whole + 1n : whole;
  return negative ? -rounded : rounded;
}

/** One position's part of the day's P&L, in yen. */
export function positionDayPnl(position: DayPosition): Yen {
  const start = position.openedToday ? 0n : pnlSen(position, position.previousClose);
  const end = pnlSen(position, position.endPrice);
  const charges = position.openedToday ? add(position.openingCharges, position.closingFee) : position.closingFee;
  return subtract(yenAmount(senToYenHalfEven(asSen(end - start))), charges);
}

/** The day's P&L of every position open now or closed today, in yen. */
export function dayPnl(positions: readonly DayPosition[]): Yen {
  return sum(tradingCurrency, positions.map(positionDayPnl));
}
