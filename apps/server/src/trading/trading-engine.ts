/**
 * What the house does after every market step, on the node that runs the market: fill resting
 * orders the market has reached, expire orders whose trading date has passed, warn and
 * liquidate positions at their published prices, and close day positions at the cut-off. Each
 * order or position is handled in its own transaction under its row lock, so a member's cancel
 * or close racing with it happens once, one way or the other.
 */
import {
  dayCloseDeadline,
  fillNow,
  formatPrice,
  isDueForAutoClose,
  isOrderExpired,
  isRejection,
  liquidationPrice,
  riskStatus,
  walkBook,
  type BookFill,
  type MarketHours,
} from '@kabuto/domain';
import { savepoint, type Database } from '../db/database';
import type { ConfigService } from '../settings/config.service';
import { releaseHold } from '../ledger/ledger.service';
import { notify } from '../messages/messages.service';
import type { Bus } from '../market/market-feed.service';
import type { QuoteStore } from '../market/market-feed.service';
import { sideToClose, sideToTake, tradableInstrument, tradingSettings, type TradingSettings } from './trading-context';
import { closePosition, fillRestingOrder } from './trading-execution';
import type { TradingTaxation } from './trading-taxation';
import { publishTradeChange, type TradeChange } from './trading-events';
import type { EventPublisher } from '../platform/outbox';
import { recordClose, recordFill } from './trading-outbox';
import * as trades from './trading.repository';
import { setPlannedExits } from './triggers/planned-exits';
import { thresholdRates, thresholdsOf, tickTableOf } from './position-thresholds';

export interface TradingEngineDependencies {
  db: Database;
  config: ConfigService;
  store: QuoteStore;
  bus: Bus;
  hours: MarketHours;
  /** Where the resting orders that filled and the positions the house closed are told, in their transactions (copy trading's mentors). */
  events: EventPublisher;
  /** Tax's part of a close (issue 34), wired after trading: asked for at each close. */
  taxation?: () => TradingTaxation | undefined;
}

export type TradingEngine = ReturnType<typeof createTradingEngine>;

export function createTradingEngine({
  db,
  config,
  store,
  bus,
  hours,
  events,
  taxation = () => undefined,
}: TradingEngineDependencies) {
  const changes: TradeChange[] = [];

  /** The fill a pending order gets now (the domain's fill-now rule), or null while the market has not reached it. */
  function fillFor(order: trades.TradeOrderRow, continuous: boolean): BookFill | null {
    const instrument = tradableInstrument(store, order.symbol);
    if (!instrument) return null;
    return fillNow(
      { direction: order.direction, type: order.type, limitPrice: order.limitPrice, shares: order.shares },
      { side: sideToTake(instrument, order.direction), continuous, halted: instrument.rules.status === 'halted' },
    );
  }

  /** Whether the order needs the house now: expired, or fillable. Decided first without a lock, then again under it. */
  function orderIsDue(order: trades.TradeOrderRow, settings: TradingSettings): boolean {
    return isOrderExpired(order, settings.clock) || fillFor(order, settings.clock.phase === 'continuous') !== null;
  }

  async function settleOrder(orderId: number, settings: TradingSettings): Promise<void> {
    const { clock } = settings;
    await db.transaction(async (tx) => {
      const order = await trades.lockOrder(tx, orderId);
      if (!order || order.status !== 'pending') return;
      if (isOrderExpired(order, clock)) {
        await releaseHold(tx, trades.orderNo(order.id), clock.now);
        await trades.endOrder(tx, order.id, 'expired', clock.now);
        await notify(tx, order.memberId, 'order_expired', { orderNo: trades.orderNo(order.id), symbol: order.symbol });
        changes.push({ memberId: order.memberId, orderId: order.id, orderStatus: 'expired', notice: true });
        return;
      }
      if (clock.phase !== 'continuous') return;
      const fill = fillFor(order, clock.phase === 'continuous');
      if (!fill) return;
      // Under an explicit savepoint: a dearer fill the member can't pay is refused (its writes undone), and the order is rejected instead.
      const context = { config: settings.config, tickTable: tickTableOf(store, order.symbol), tradingDate: clock.tradingDate };
      const opened = await savepoint(tx, (inner) => fillRestingOrder(inner, order, fill, { ...context, now: clock.now }));
      if (isRejection(opened)) {
        await releaseHold(tx, trades.orderNo(order.id), clock.now);
        await trades.endOrder(tx, order.id, 'rejected', clock.now, opened.rejected);
        await notify(tx, order.memberId, 'order_rejected', { orderNo: trades.orderNo(order.id), symbol: order.symbol });
        changes.push({ memberId: order.memberId, orderId: order.id, orderStatus: 'rejected', notice: true });
        return;
      }
      // IFD / IFDOCO: the exits the order planned are set in the transaction that fills it.
      if (order.plannedExits) await setPlannedExits(tx, { store, order, positionId: opened.positionId, now: clock.now });
      changes.push({
        memberId: order.memberId,
        orderId: order.id,
        orderStatus: 'filled',
        positionId: opened.positionId,
        positionStatus: 'holding',
        notice: true,
      });
      const { memberId, symbol, direction, shares } = order;
      await recordFill(events, tx, { memberId, symbol, direction, shares, positionId: opened.positionId, now: clock.now });
    });
  }

  /** The last price of every stock with a price, for the positions' stored thresholds to be compared with. */
  function lastPrices(): Map<string, bigint> {
    const marks = new Map<string, bigint>();
    for (const symbol of store.states.keys()) {
      const instrument = tradableInstrument(store, symbol);
      if (instrument) marks.set(symbol, instrument.mark);
    }
    return marks;
  }

  /**
   * Works out again the stored warning and liquidation prices of positions priced under other
   * rates or that had margin added since (a position opens priced), with the rules the members see.
   */
  async function priceAgain(stale: readonly trades.PositionRow[], { config: rules }: TradingSettings): Promise<void> {
    if (stale.length === 0) return;
    const thresholds = stale.map((position) => ({
      id: position.id,
      margin: position.margin,
      ...thresholdsOf(position, { config: rules, tickTable: tickTableOf(store, position.symbol) }),
    }));
    await trades.saveThresholds(db.pool, thresholdRates(rules), thresholds);
  }

  /** What the house must do with a holding position at the last price, or null for nothing. */
  function positionAction(position: trades.PositionRow, settings: TradingSettings) {
    const instrument = tradableInstrument(store, position.symbol);
    if (!instrument) return null;
    if (isDueForAutoClose(position, settings.clock.now, settings.schedule)) return { kind: 'day_cutoff' as const, instrument };
    const risk = riskStatus(position, instrument.mark, instrument.tickTable, settings.config);
    if (risk === 'liquidate') return { kind: 'liquidation' as const, instrument };
    if (risk === 'warning' && position.warnedAt === null) return { kind: 'warning' as const, instrument };
    return null;
  }

  /** Closes or warns one holding position, judged again under its lock. */
  async function watchPosition(positionId: number, settings: TradingSettings): Promise<void> {
    const { clock, config: rules } = settings;
    await db.transaction(async (tx) => {
      const position = await trades.lockPosition(tx, positionId);
      if (!position || position.status !== 'holding') return;
      const action = positionAction(position, settings);
      if (!action) return;
      const { instrument } = action;
      if (action.kind !== 'warning') {
        // A halted stock or an empty side (at a daily limit) can't be traded: the close waits for the next step.
        if (instrument.rules.status === 'halted' || clock.phase !== 'continuous') return;
        const fill = walkBook(sideToClose(instrument, position.direction), position.shares);
        if (isRejection(fill)) return;
        await closePosition(tx, position, fill, { config: rules, reason: action.kind, now: clock.now, taxation: taxation() });
        await recordClose(events, tx, { memberId: position.memberId, positionId: position.id, now: clock.now });
        // Both house closes (a liquidation, the day-trade cut-off) send the member a notice.
        changes.push({ memberId: position.memberId, positionId: position.id, positionStatus: 'closed', notice: true });
        return;
      }
      const liquidation = liquidationPrice(position, instrument.tickTable, rules);
      await notify(tx, position.memberId, 'margin_warning', {
        positionNo: trades.positionNo(position.id),
        symbol: position.symbol,
        price: formatPrice(instrument.mark),
        liquidationPrice: liquidation === null ? '' : formatPrice(liquidation),
      });
      await trades.markWarned(tx, position.id, clock.now);
      changes.push({ memberId: position.memberId, positionId: position.id, positionStatus: 'holding', notice: true });
    });
  }

  return {
    /** One pass over pending orders and holding positions at `now`; runs after each market step. */
    async step(now: Date): Promise<void> {
      const settings = await tradingSettings(config, hours, now);
      for (const order of await trades.pendingOrders(db.pool)) {
        if (orderIsDue(order, settings)) await settleOrder(order.id, settings);
      }
      const watched = await trades.positionsToWatch(db.pool, lastPrices(), thresholdRates(settings.config));
      await priceAgain(
        watched.filter((position) => position.thresholdsStale),
        settings,
      );
      for (const position of watched) {
        if (positionAction(position, settings)) await watchPosition(position.id, settings);
      }
      // Told after the step's transactions: fills and closes reached other domains through the outbox.
      for (const change of changes.splice(0)) publishTradeChange(bus, change, now);
    },

    /** When the house will close a day position (for the position's screen). */
    autoCloseAt(openedAt: Date, settings: TradingSettings): Date {
      return dayCloseDeadline(openedAt, settings.schedule);
    },
  };
}
