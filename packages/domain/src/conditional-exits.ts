/**
 * The published rules of a position's exits: a take-profit fires on the first recorded trade at
 * or beyond it in the member's favour, a stop-loss on the first at or beyond it against the
 * member, and a trailing stop's trigger follows the best price since it was set (the highest for
 * a long, the lowest for a short) at a fixed width, moving only in the member's favour. When one
 * fires the others are cancelled (OCO). Pure: the tape is passed in.
 */
import { formatPrice, isOnTick, roundToTick, tickSize, asPrice, type Price, type TickTable } from './stock-exchange-rules';
import { reject, rejectField, type Rejection } from './rejection';
import type { Direction } from './trading-config';
import type { TapeTrade } from './conditional-orders';

export type ExitKind = 'takeProfit' | 'stopLoss' | 'trail';

/** A trailing stop's width: yen (in sen) or hundredths of a percent of the best price. */
export type TrailWidth = { readonly width: Price } | { readonly pctHundredths: bigint };

/** Whether a trade at `price` reaches an exit's trigger on a position of `direction`. */
export function exitReached(kind: ExitKind, direction: Direction, trigger: Price, price: Price): boolean {
  const favourable = kind === 'takeProfit';
  const upward = (direction === 'long') === favourable;
  return upward ? price >= trigger : price <= trigger;
}

/**
 * The trailing trigger at `best`: best − width for a long, rounded down to the tick grid; best +
 * width for a short, rounded up (a trigger between two ticks could never be printed exactly).
 */
export function trailTrigger(direction: Direction, best: Price, trail: TrailWidth, table: TickTable): Price {
  const width = 'width' in trail ? trail.width : (best * trail.pctHundredths) / 10_000n;
  if (direction === 'long') {
    const raw = best - width;
    return raw <= 0n ? asPrice(1n) : roundToTick(asPrice(raw), table, 'down');
  }
  return roundToTick(asPrice(best + width), table, 'up');
}

/** The better of two triggers for the member: the higher for a long's stop, the lower for a short's. */
function favourOf(direction: Direction, current: Price, next: Price): Price {
  return direction === 'long' ? (next > current ? next : current) : next < current ? next : current;
}

export interface ExitToJudge {
  readonly kind: ExitKind;
  readonly direction: Direction;
  readonly trigger: Price;
  readonly afterSeq: number;
  /** A trailing stop's width, the best price so far and its tick table. */
  readonly trail?: { readonly width: TrailWidth; readonly best: Price; readonly table: TickTable };
}

export interface ExitJudgement<T extends TapeTrade> {
  /** The trade that fired it, or null. */
  readonly fired: T | null;
  /** The trigger in force after the trades judged (a trailing stop's may have moved). */
  readonly trigger: Price;
  readonly best: Price | null;
}

/**
 * Judges an exit on the trades after `afterSeq`, in tape order. A trade first meets the trigger
 * in force before it (a trailing stop moves only after a trade that did not fire it).
 */
export function judgeExit<T extends TapeTrade>(exit: ExitToJudge, tape: readonly T[]): ExitJudgement<T> {
  let trigger = exit.trigger;
  let best = exit.trail?.best ?? null;
  for (const trade of tape) {
    if (trade.seq <= exit.afterSeq) continue;
    if (exitReached(exit.kind, exit.direction, trigger, trade.price)) return { fired: trade, trigger, best };
    if (exit.trail && best !== null) {
      const better = exit.direction === 'long' ? trade.price > best : trade.price < best;
      if (better) {
        best = trade.price;
        trigger = favourOf(exit.direction, trigger, trailTrigger(exit.direction, best, exit.trail.width, exit.trail.table));
      }
    }
  }
  return { fired: null, trigger, best };
}

/**
 * Checks an exit's price against the last price and the grid: a take-profit must be above the
 * last price for a long (below for a short), a stop-loss below it for a long (above for a short);
 * one the last price already reaches is refused (`trigger_would_fire`).
 */
export function exitPriceRefusal(
  kind: 'takeProfit' | 'stopLoss',
  direction: Direction,
  price: Price,
  market: { last: Price; limitUp: Price; limitDown: Price; table: TickTable },
): Rejection | null {
  if (!isOnTick(price, market.table)) return reject('off_tick', { tick: formatPrice(tickSize(price, market.table)) });
  if (price > market.limitUp || price < market.limitDown) {
    return reject('outside_price_limits', { limitUp: formatPrice(market.limitUp), limitDown: formatPrice(market.limitDown) });
  }
  if (exitReached(kind, direction, price, market.last)) return reject('trigger_would_fire', { last: formatPrice(market.last) });
  return null;
}

/** A trailing width must be more than zero and less than the last price (400 otherwise). */
export function trailWidthRefusal(trail: TrailWidth, last: Price): Rejection | null {
  if ('width' in trail) {
    if (trail.width <= 0n) return rejectField('trail.width', 'not_positive');
    return trail.width >= last ? rejectField('trail.width', 'too_large') : null;
  }
  if (trail.pctHundredths <= 0n) return rejectField('trail.pct', 'not_positive');
  return trail.pctHundredths >= 10_000n ? rejectField('trail.pct', 'too_large') : null;
}
