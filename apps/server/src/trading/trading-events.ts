/**
 * Tells a member's open apps that an order, a position or their cash changed, on the private
 * stream topics (`messages` too when the member was sent a notice). Sent after the change has
 * committed, so an app that refetches sees it.
 */
import type { TradeEvent } from '@kabuto/contracts';
import type { MemberId } from '@kabuto/domain';
import type { Bus } from '../market/market-feed.service';
import { publishToMember } from '../stream/member-stream.service';

export interface TradeChange {
  memberId: MemberId;
  orderId?: number;
  orderStatus?: string;
  positionId?: number;
  positionStatus?: string;
  /** The change came with a notice to the member (a fill, an expiry, a warning, a house close): `messages` is told too. */
  notice?: boolean;
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
  if (change.notice) publishToMember(bus, change.memberId, 'messages', event('account', null, null));
}
