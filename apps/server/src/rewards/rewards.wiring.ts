/**
 * Rewards' part of the composition root: the service, its calls, and the handlers by which it
 * hears of invitees from identity, verification and funds (the outbox's events).
 */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import type { ConfigService } from '../settings/config.service';
import type { Bus } from '../market/market-feed.service';
import type { EventSubscriber } from '../platform/outbox';
import { rewardsAdminRoutes, rewardsRoutes } from './rewards.routes';
import { createRewardsService } from './rewards.service';

export function wireRewards({
  db,
  clock,
  settings,
  bus,
  events,
}: {
  db: Database;
  clock: () => Date;
  settings: ConfigService;
  bus: Bus;
  events: EventSubscriber;
}) {
  const service = createRewardsService({ db, clock, config: settings, bus });
  const { hooks } = service;
  // Each fact is recorded with the handler's claim of its event, in one transaction: once, however often delivered.
  events.on('identity.member_joined', 'rewards.invitee-joined', ({ payload, claim }) =>
    db.transaction(async (tx) => {
      if (await claim(tx)) await hooks.memberJoined(tx, { ...payload, now: new Date(payload.at) });
    }),
  );
  events.on('verification.decided', 'rewards.invitee-verified', async ({ payload, claim }) => {
    if (!payload.approved) return;
    await db.transaction(async (tx) => {
      if (await claim(tx)) await hooks.identityVerified(tx, payload.memberId, new Date(payload.at));
    });
  });
  events.on('funds.deposit_approved', 'rewards.invitee-deposited', ({ payload, claim }) =>
    db.transaction(async (tx) => {
      if (await claim(tx)) await hooks.depositApproved(tx, payload.memberId, new Date(payload.at));
    }),
  );
  const routes: DomainRoutes = {
    member: ({ router }) => rewardsRoutes(router, service),
    staff: ({ router }) => rewardsAdminRoutes(router, service),
  };
  return { service, routes };
}
