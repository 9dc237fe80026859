/**
 * Tells a member's open apps that an order, a position or their cash changed, on the private
 * stream topics. Sent after the change has committed, so an app that refetches sees it.
 */
import type { TradeEvent } from '@kabuto/contracts';
import type { Bus } from '../market/bus';
import { publishToMember } from '../stream/stream-topics';

export interface TradeChange {
  memberId: number;
  orderId?: number;
  orderStatus?: string;
  positionId?: number;
  positionStatus?: string;
}

export function publishTradeChange(bus: Bus, change: TradeChange, now: Date): void {
  const at = now.toISOString();
  const event = (kind: TradeEvent['kind'], id: number | null, status: string | null): TradeEvent => ({ kind, id, status, at });
  if (change.orderId !== undefined) {
    publishToMember(bus, change.memberId, 'orders', event('order', change.orderId, change.orderStatus ?? null));
  }
  if (change.positionId !== undefined) {
    publishToMember(bus, change.memberId, 'positions', event('position', change.positionId, change.positionStatus ?? null));
  }
  publishToMember(bus, change.memberId, 'account', event('account', null, null));
}
