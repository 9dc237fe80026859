/**
 * What the stream tells members' open apps of other domains' events (the outbox): a verification
 * decision changes the member's standing and notices. An announcement claims nothing: told twice,
 * the apps refetch twice.
 */
import type { Bus } from '../market/market-feed.service';
import type { EventSubscriber } from '../platform/outbox';
import { publishMemberChange } from './member-events';

export function announceMemberEvents(events: EventSubscriber, bus: Bus): void {
  events.on('verification.decided', 'stream.verification-decided', async ({ payload }) => {
    publishMemberChange(bus, payload.memberId, new Date(payload.at));
  });
}
