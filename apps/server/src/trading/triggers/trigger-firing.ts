/**
 * What happens when a trigger fires, each in its own transaction under the row lock of the order
 * or position it changes: a stop becomes its market or limit order; an exit is marked fired with
 * its trade, its siblings are cancelled and its position closes at the book (or waits for one
 * that meets the exit's limit). A stop past its validity expires and its hold is released.
 */
import { fillNow, formatPrice, type Price } from '@kabuto/domain';
import type { Database } from '../../db/database';
import { releaseHold } from '../../ledger/ledger.service';
import { notify } from '../../messages/messages.service';
import type { QuoteStore } from '../../market/market-feed.service';
import { sideToClose, tradableInstrument, type TradingSettings } from '../trading-context';
import { closePosition } from '../trading-execution';
import type { TradeChange } from '../trading-events';
import { recordClose } from '../trading-outbox';
import type { TradingTaxation } from '../trading-taxation';
import type { EventPublisher } from '../../platform/outbox';
import * as trades from '../trading.repository';
import { markTriggered } from './conditional-orders.repository';
import * as exitRows from './exits.repository';

export interface FiringContext {
  db: Database;
  store: QuoteStore;
  settings: TradingSettings;
  changes: TradeChange[];
  events: EventPublisher;
  taxation: TradingTaxation | undefined;
}

interface Trade {
  seq: number;
  price: Price;
  time: Date;
}

const closeReasons = { takeProfit: 'take_profit', stopLoss: 'stop_loss', trail: 'trailing_stop' } as const;

export async function expireStop({ db, settings, changes }: FiringContext, orderId: number): Promise<void> {
  const { now } = settings.clock;
  await db.transaction(async (tx) => {
    const order = await trades.lockOrder(tx, orderId);
    if (!order || order.status !== 'waiting') return;
    await releaseHold(tx, trades.orderNo(order.id), now);
    await trades.endOrder(tx, order.id, 'expired', now);
    await notify(tx, order.memberId, 'order_expired', { orderNo: trades.orderNo(order.id), symbol: order.symbol });
    changes.push({ memberId: order.memberId, orderId: order.id, orderStatus: 'expired', notice: true });
  });
}

export async function fireStop({ db, settings, changes }: FiringContext, orderId: number, trade: Trade): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await trades.lockOrder(tx, orderId);
    if (!order || order.status !== 'waiting' || !order.conditional) return;
    await markTriggered(tx, order.id, trade, settings.clock.tradingDate);
    await notify(tx, order.memberId, 'order_triggered', {
      orderNo: trades.orderNo(order.id),
      symbol: order.symbol,
      trigger: formatPrice(order.conditional.triggerPrice),
      price: formatPrice(trade.price),
    });
    changes.push({ memberId: order.memberId, orderId: order.id, orderStatus: 'pending', notice: true });
  });
}

/** Closes the exit's position at the book when the market allows it; false while it must wait. */
async function closeAtBook(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  context: FiringContext,
  exit: exitRows.ExitRow,
  position: trades.PositionRow,
): Promise<boolean> {
  const instrument = tradableInstrument(context.store, position.symbol);
  const { clock, config } = context.settings;
  if (!instrument) return false;
  const fill = fillNow(
    {
      direction: position.direction === 'long' ? 'short' : 'long',
      type: exit.limitPrice === null ? 'market' : 'limit',
      limitPrice: exit.limitPrice,
      shares: position.shares,
    },
    {
      side: sideToClose(instrument, position.direction),
      continuous: clock.phase === 'continuous',
      halted: instrument.rules.status === 'halted',
    },
  );
  if (!fill) return false;
  const closed = await closePosition(tx, position, fill, {
    config,
    reason: closeReasons[exit.kind],
    now: clock.now,
    taxation: context.taxation,
  });
  await recordClose(context.events, tx, { memberId: position.memberId, positionId: position.id, now: clock.now });
  await notify(tx, position.memberId, 'exit_closed', {
    positionNo: trades.positionNo(position.id),
    symbol: position.symbol,
    trigger: formatPrice(exit.triggerPrice),
    price: formatPrice(exit.triggeredBy?.price ?? closed.closePrice),
    closePrice: formatPrice(closed.closePrice),
  });
  context.changes.push({ memberId: position.memberId, positionId: position.id, positionStatus: 'closed', notice: true });
  return true;
}

export async function fireExit(
  context: FiringContext,
  exitId: number,
  trade: Trade,
  state: { trigger: Price; best: Price | null },
): Promise<void> {
  const { now } = context.settings.clock;
  await context.db.transaction(async (tx) => {
    const candidate = await exitRows.lockExit(tx, exitId);
    if (!candidate || candidate.status !== 'active') return;
    // The position's lock first, as a member's close takes it: the two take turns.
    const position = await trades.lockPosition(tx, candidate.positionId);
    const exit = await exitRows.lockExit(tx, exitId);
    if (!exit || exit.status !== 'active') return;
    if (!position || position.status !== 'holding') {
      await exitRows.cancelActiveExits(tx, exit.positionId, now);
      return;
    }
    await exitRows.markExitTriggered(tx, exit.id, trade, state, now);
    // OCO: the others end with the one that fired.
    await exitRows.cancelActiveExits(tx, exit.positionId, now);
    const fired = { ...exit, triggerPrice: state.trigger, triggeredBy: trade };
    if (await closeAtBook(tx, context, fired, position)) return;
    await notify(tx, position.memberId, 'exit_triggered', {
      positionNo: trades.positionNo(position.id),
      symbol: position.symbol,
      trigger: formatPrice(state.trigger),
      price: formatPrice(trade.price),
    });
    context.changes.push({ memberId: position.memberId, positionId: position.id, positionStatus: 'holding', notice: true });
  });
}

/** An exit that fired earlier tries its close again (the book was empty, the stock halted, or its limit not met). */
export async function closeFiredExit(context: FiringContext, exit: exitRows.ExitRow): Promise<void> {
  await context.db.transaction(async (tx) => {
    const position = await trades.lockPosition(tx, exit.positionId);
    if (!position || position.status !== 'holding') return;
    await closeAtBook(tx, context, exit, position);
  });
}
