/**
 * The order desk's id allocation: one draw of the batch's order and position ids before its
 * writes, so that entries and replies can name them; and the rows of the orders written under them.
 */
import { yenAmount, type OrderCharges } from '@kabuto/domain';
import type { Queryable } from '../db/database';
import { orderOpening, fillRecord } from './trading-execution';
import { openingOf } from './position-opening';
import type { AcceptedOrder, PlacedOrder } from './order-desk-types';
import * as trades from './trading.repository';

export type DrawnIds = Awaited<ReturnType<typeof trades.newOrderIds>>;

/** Ids for `orders` orders, and positions for those of them that fill. */
export const drawIds = (tx: Queryable, orders: readonly { charges: OrderCharges | null }[]): Promise<DrawnIds> =>
  trades.newOrderIds(tx, orders.length, orders.filter(({ charges }) => charges).length);

/** A written order: its id, its row, the position it opens when it filled, and what its caller is told. */
export interface NumberedOrder {
  orderNo: string;
  row: trades.NewOrder & { id: number };
  position: trades.NewPosition | null;
  placed: PlacedOrder;
}

/** Numbers the orders to write, in batch order, with the ids drawn (a position id for each that filled). */
export function numberOrders(
  written: readonly { order: AcceptedOrder; charges: OrderCharges | null }[],
  ids: DrawnIds,
): NumberedOrder[] {
  const positionIds = [...ids.positionIds];
  return written.map(({ order, charges }, index) => {
    const id = ids.orderIds[index];
    if (id === undefined) throw new Error('fewer order ids than orders');
    const row = {
      id,
      memberId: order.memberId,
      symbol: order.symbol,
      ...order.order,
      limitPrice: order.order.type === 'limit' ? (order.order.price ?? null) : null,
      shares: order.shares,
      held: order.fill ? yenAmount(0n) : order.hold,
      tradingDate: order.tradingDate,
      now: order.now,
      ...(order.fill ? { fill: fillRecord(order.fill) } : {}),
    };
    let position: trades.NewPosition | null = null;
    if (order.fill && charges) {
      const positionId = positionIds.shift();
      if (positionId === undefined) throw new Error('fewer position ids than fills');
      position = openingOf({ ...orderOpening(row, order.fill, charges, order), id: positionId });
    }
    const orderNo = trades.orderNo(id);
    const placed: PlacedOrder = {
      orderId: id,
      orderNo,
      status: order.fill ? 'filled' : 'pending',
      ...(position?.id === undefined ? {} : { positionId: position.id }),
    };
    return { orderNo, row, position, placed };
  });
}
