/**
 * What trading tells other domains, through the outbox (platform/outbox.ts), in the transaction
 * of the fill or the close: copy trading's mentors' copies follow them (copytrade/mentor-copies.ts).
 */
import type { Queryable } from '../db/database';
import type { EventPublisher, PublishedEvent } from '../platform/outbox';
import type { MemberFill } from './order-desk-types';

/** A member's position that closed: by their close call, a loan's forced sale, or the house. */
export interface MemberClose {
  memberId: number;
  positionId: number;
  now: Date;
}

export function fillEvent({ memberId, symbol, direction, shares, positionId, now }: MemberFill): PublishedEvent {
  return { topic: 'trading.member_filled', payload: { memberId, symbol, direction, shares, positionId, at: now.toISOString() } };
}

export function recordFill(events: EventPublisher, tx: Queryable, fill: MemberFill): Promise<void> {
  return events.publishAll(tx, [fillEvent(fill)]);
}

export function recordClose(events: EventPublisher, tx: Queryable, { memberId, positionId, now }: MemberClose): Promise<void> {
  return events.publish(tx, 'trading.position_closed', { memberId, positionId, at: now.toISOString() });
}
