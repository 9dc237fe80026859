/**
 * Whether an order may be placed: the market's phase, the instrument's state, lots, leverage and
 * the limit price, checked in a fixed order so a member always sees the first problem.
 */
import type { MarketPhase } from './stock-exchange-hours';
import { formatPrice, isOnTick, tickSize, type Price, type TickTable } from './stock-exchange-rules';
import { reject, rejectField, type Rejection } from './rejection';
import type { Direction, OrderType, Product, TradingConfig } from './trading-config';

export interface OrderRequest {
  readonly direction: Direction;
  readonly type: OrderType;
  /** Required for a limit order. A market order takes the book, so a price sent with one is ignored. */
  readonly price?: Price | undefined;
  readonly lots: number;
  readonly leverage: number;
  readonly product: Product;
}

export type InstrumentStatus = 'trading' | 'closed' | 'halted';

/** What the rules need of the instrument's quote: its state, today's limits and its tick table. */
export interface InstrumentState {
  readonly status: InstrumentStatus;
  readonly limitUp: Price;
  readonly limitDown: Price;
  readonly tickTable: TickTable;
}

/** Where the market stands at `now`: see `tradingClock` in trading-positions.ts. */
export interface SessionState {
  readonly phase: MarketPhase;
  /** Whether today's cut-off for day positions has passed; day orders are refused after it. */
  readonly pastDayCutoff: boolean;
}

/**
 * The phases in which each order type is taken. A market order fills at once against the
 * continuous book, or waits in the pre-open for the opening; so does a limit order. The closing
 * auction matches no book until its single print, and the house does not match members' orders
 * against that print, so it takes no new order: one taken there could only expire unfilled.
 * During the lunch break and outside the day nothing is taken.
 */
export const acceptingPhases: Readonly<Record<OrderType, readonly MarketPhase[]>> = {
  market: ['pre_open', 'continuous'],
  limit: ['pre_open', 'continuous'],
};

/** The first reason the order is refused, or null when it may be placed (funds are the ledger's check). */
export function checkOrder(
  order: OrderRequest,
  instrument: InstrumentState,
  session: SessionState,
  config: Pick<TradingConfig, 'leverageOptions'>,
): Rejection | null {
  if (!acceptingPhases[order.type].includes(session.phase)) return reject('market_closed', { phase: session.phase });
  if (instrument.status === 'halted') return reject('instrument_halted');
  if (!Number.isSafeInteger(order.lots) || order.lots <= 0) return reject('invalid_lots');
  if (!config.leverageOptions.includes(order.leverage)) {
    return reject('invalid_leverage', { options: config.leverageOptions.join(', ') });
  }
  if (order.type === 'limit') {
    const refusal = checkLimitPrice(order.price, instrument);
    if (refusal) return refusal;
  }
  if (order.product === 'day' && (session.phase !== 'continuous' || session.pastDayCutoff)) return reject('day_trade_closed');
  return null;
}

function checkLimitPrice(price: Price | undefined, instrument: InstrumentState): Rejection | null {
  if (price === undefined) return rejectField('price', 'required');
  if (price <= 0n) return rejectField('price', 'not_positive');
  if (!isOnTick(price, instrument.tickTable)) {
    return reject('off_tick', { tick: formatPrice(tickSize(price, instrument.tickTable)) });
  }
  if (price > instrument.limitUp || price < instrument.limitDown) {
    return reject('outside_price_limits', {
      limitUp: formatPrice(instrument.limitUp),
      limitDown: formatPrice(instrument.limitDown),
    });
  }
  return null;
}

/**
 * The price a resting limit order fills at when the market offers `marketPrice` (the best ask
 * for a long, the best bid for a short), or null while the market has not reached it. The fill
 * takes the market's price, which is the limit or better: a long pays at most its limit, a
 * short sells at least at its limit.
 */
export function limitFillPrice(direction: Direction, limit: Price, marketPrice: Price): Price | null {
  if (direction === 'long') return marketPrice <= limit ? marketPrice : null;
  return marketPrice >= limit ? marketPrice : null;
}
