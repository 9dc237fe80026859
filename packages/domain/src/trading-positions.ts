/**
 * The lives of orders and positions: an order is pending until it fills, is cancelled or
 * expires; a position is holding until a close begins (closing) and settles (closed). Also
 * when a member may close, and when the house closes day positions.
 */
import { fromJapanTime, toJapanTime } from './calendar';
import { addDaysToDate, isTradingDate, marketPhase, tradingDate, type IsHoliday, type MarketHours } from './stock-exchange-hours';
import { reject, type Rejection } from './rejection';
import type { CloseRules, Product, TradingConfig } from './trading-config';
import { acceptingPhases, type InstrumentStatus, type SessionState } from './trading-rules';

/** `waiting`: a stop whose trigger no trade has reached yet (conditional-orders.ts). */
export type OrderStatus = 'waiting' | 'pending' | 'filled' | 'cancelled' | 'expired' | 'rejected';
export type PositionStatus = 'holding' | 'closing' | 'closed';

/** How the market's hours are kept and when day positions are closed. */
export interface TradingSchedule {
  readonly hours: MarketHours;
  readonly isHoliday: IsHoliday;
  /** `TradingConfig.dayCutoffMsOfDay`. */
  readonly dayCutoffMsOfDay: number;
}

/** `now` as the trading rules see it; the service builds it once per request with `tradingClock`. */
export interface TradingClock extends SessionState {
  readonly now: Date;
  /** The trading date `now` belongs to (stock-exchange-hours `tradingDate`). */
  readonly tradingDate: string;
}

export function tradingClock(now: Date, schedule: TradingSchedule): TradingClock {
  return {
    now,
    tradingDate: tradingDate(now, schedule.hours, schedule.isHoliday),
    phase: marketPhase(now, schedule.hours, schedule.isHoliday),
    pastDayCutoff: schedule.hours === 'tse' && toJapanTime(now).msOfDay >= schedule.dayCutoffMsOfDay,
  };
}

export interface OrderState {
  readonly status: OrderStatus;
  /** The trading date the order was placed on. */
  readonly tradingDate: string;
}

function fromPending<O extends OrderState>(order: O, status: OrderStatus): O | Rejection {
  if (order.status !== 'pending') return reject('order_not_pending', { status: order.status });
  return { ...order, status };
}

/** A member cancels an order: only a pending one, or a stop still waiting for its trigger (409 otherwise). */
export function cancelOrder<O extends OrderState>(order: O): O | Rejection {
  if (order.status === 'waiting') return { ...order, status: 'cancelled' };
  return fromPending(order, 'cancelled');
}

export function fillOrder<O extends OrderState>(order: O): O | Rejection {
  return fromPending(order, 'filled');
}

export function expireOrder<O extends OrderState>(order: O): O | Rejection {
  return fromPending(order, 'expired');
}

/**
 * Orders live for their trading date: a pending order expires once the session has closed, or
 * the clock has moved to a later trading date (in `always` hours, at midnight Japan time).
 */
export function isOrderExpired(order: OrderState, clock: Pick<TradingClock, 'tradingDate' | 'phase'>): boolean {
  return order.status === 'pending' && (clock.tradingDate > order.tradingDate || clock.phase === 'closed');
}

export interface PositionState {
  readonly status: PositionStatus;
  readonly product: Product;
  readonly openedAt: Date;
  /** The trading date the position opened on. */
  readonly openedTradingDate: string;
  /**
   * A lock the position came with, whatever its product: an offering's allotment may not be closed
   * before its listing or lock-up ends. Null (or absent) for a position an order opened.
   */
  readonly lockedUntil?: Date | null;
}

/** `locked_until {until}` while the position's own lock runs, else null. */
function lockRefusal(position: PositionState, now: Date): Rejection | null {
  const until = position.lockedUntil;
  return until && now < until ? reject('locked_until', { until: until.toISOString() }) : null;
}

export interface CloseContext {
  readonly clock: TradingClock;
  /** Null while the instrument is not on the market (an allotment before its listing). */
  readonly instrumentStatus: InstrumentStatus | null;
  readonly config: Pick<TradingConfig, 'closeRules'>;
}

/**
 * Why the member can't close the position now, or null. First the position's own lock (an
 * allotment's); a close is a market order, so it keeps a market order's hours; then the
 * product's T+1 rule, then its minimum holding time.
 */
export function checkClose(position: PositionState, context: CloseContext): Rejection | null {
  if (position.status !== 'holding') return reject('position_not_holding', { status: position.status });
  const { clock } = context;
  const locked = lockRefusal(position, clock.now);
  if (locked) return locked;
  if (!acceptingPhases.market.includes(clock.phase) || context.instrumentStatus === null) {
    return reject('market_closed', { phase: clock.phase });
  }
  if (context.instrumentStatus === 'halted') return reject('instrument_halted');
  const rules: CloseRules = context.config.closeRules[position.product];
  if (!rules.sameDayClose && clock.tradingDate <= position.openedTradingDate) return reject('same_day_close_not_allowed');
  const heldMs = clock.now.getTime() - position.openedAt.getTime();
  const requiredMs = rules.minMinutesBeforeClose * 60_000;
  if (heldMs < requiredMs) return reject('close_too_soon', { minutes: Math.ceil((requiredMs - heldMs) / 60_000) });
  return null;
}

/** The member closes a position: holding → closing, when `checkClose` allows it. */
export function beginClose<P extends PositionState>(position: P, context: CloseContext): P | Rejection {
  return checkClose(position, context) ?? { ...position, status: 'closing' };
}

/**
 * The house closes a position (liquidation, the day cut-off): holding → closing regardless of
 * the member's close rules, which protect the member's choices, not the house's risk.
 */
export function beginForcedClose<P extends PositionState>(position: P): P | Rejection {
  if (position.status !== 'holding') return reject('position_not_holding', { status: position.status });
  return { ...position, status: 'closing' };
}

/** The close has filled and its entry is posted: closing → closed. */
export function settleClose<P extends PositionState>(position: P): P | Rejection {
  if (position.status !== 'closing') return reject('wrong_state', { status: position.status });
  return { ...position, status: 'closed' };
}

/**
 * When the member may first close the position, or null when it has no lock: the latest of its
 * own lock (an allotment's), `openedAt` + the product's minimum minutes and, under T+1, the start
 * of the next trading date. The API shows it as `lockedUntil`, and the position as "locked" until then.
 */
export function closeAvailableFrom(position: PositionState, rules: CloseRules, schedule: TradingSchedule): Date | null {
  const candidates: number[] = [];
  if (position.lockedUntil) candidates.push(position.lockedUntil.getTime());
  if (rules.minMinutesBeforeClose > 0) candidates.push(position.openedAt.getTime() + rules.minMinutesBeforeClose * 60_000);
  if (!rules.sameDayClose) {
    const next = nextDate(position.openedTradingDate, (date) => isScheduledDate(date, schedule));
    candidates.push(fromJapanTime(next).getTime());
  }
  return candidates.length === 0 ? null : new Date(Math.max(...candidates));
}

/**
 * The instant the house closes a day position opened at `openedAt`: the first cut-off at or
 * after the opening on a trading date. Under `tse` hours day orders are taken only in the
 * continuous session before the cut-off, so this is the same afternoon; under `always` hours a
 * position opened after the cut-off runs to the next day's.
 */
export function dayCloseDeadline(openedAt: Date, schedule: TradingSchedule): Date {
  const { date, msOfDay } = toJapanTime(openedAt);
  const isOpen = (day: string) => isScheduledDate(day, schedule);
  const day = msOfDay < schedule.dayCutoffMsOfDay && isOpen(date) ? date : nextDate(date, isOpen);
  return fromJapanTime(day, schedule.dayCutoffMsOfDay);
}

/** Whether the house must close this position now: a holding day position past its deadline. */
export function isDueForAutoClose(position: PositionState, now: Date, schedule: TradingSchedule): boolean {
  return position.product === 'day' && position.status === 'holding' && now >= dayCloseDeadline(position.openedAt, schedule);
}

function isScheduledDate(date: string, schedule: TradingSchedule): boolean {
  return schedule.hours === 'always' || isTradingDate(date, schedule.isHoliday);
}

// The longest run of dates without trading is under ten days; a fortnight catches a broken calendar.
const searchDays = 14;

function nextDate(after: string, isOpen: (date: string) => boolean): string {
  for (let ahead = 1; ahead <= searchDays; ahead++) {
    const date = addDaysToDate(after, ahead);
    if (isOpen(date)) return date;
  }
  throw new Error(`No trading date within a fortnight after ${after}`);
}
