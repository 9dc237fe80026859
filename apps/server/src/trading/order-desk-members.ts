/** The order desk's member checks: one read of the members of a batch's orders, then who may not trade. */
import type { Rejection } from '@kabuto/domain';
import type { Queryable } from '../db/database';
import type { ConfigService } from '../settings/config.service';
import { membersStanding } from '../identity/members.service';
import { tradingRefusal } from './trading-context';
import type { AcceptedOrder } from './order-desk-types';

export type BatchMembers = Awaited<ReturnType<typeof membersStanding>>;

/** The standing of every member with an order in `orders`, in one read. */
export function readMembers(tx: Queryable, orders: readonly AcceptedOrder[]): Promise<BatchMembers> {
  return membersStanding(tx, [...new Set(orders.map((order) => order.memberId))]);
}

/** Why the member of `order` may not trade now (restricted, not verified, unknown), or null. */
export function memberRefusal(members: BatchMembers, order: AcceptedOrder, config: ConfigService): Promise<Rejection | null> {
  return tradingRefusal(members.get(order.memberId), config);
}
