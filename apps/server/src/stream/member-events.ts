/**
 * Tells a member's open apps that their money or their notices changed (a deposit or withdrawal
 * decided by staff), on the private stream topics `account` and `messages`. Sent after the change
 * has committed, so an app that refetches sees it; the message names no amounts.
 */
import type { TradeEvent } from '@kabuto/contracts';
import type { Bus } from '../market/market-feed.service';
import { publishToMember } from './stream-topics';

export function publishMemberChange(bus: Bus, memberId: number, now: Date): void {
  const event: TradeEvent = { kind: 'account', id: null, status: null, at: now.toISOString() };
  publishToMember(bus, memberId, 'account', event);
  publishToMember(bus, memberId, 'messages', event);
}
