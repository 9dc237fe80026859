/** Rewards' part of the composition root: the service (whose hooks identity and funds call) and its calls. */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import type { ConfigService } from '../common/config.service';
import type { Bus } from '../market/market-feed.service';
import { rewardsAdminRoutes, rewardsRoutes } from './rewards.routes';
import { createRewardsService } from './rewards.service';

export function wireRewards({
  db,
  clock,
  settings,
  bus,
}: {
  db: Database;
  clock: () => Date;
  settings: ConfigService;
  bus: Bus;
}) {
  const service = createRewardsService({ db, clock, config: settings, bus });
  const routes: DomainRoutes = {
    member: ({ router }) => rewardsRoutes(router, service),
    staff: ({ router }) => rewardsAdminRoutes(router, service),
  };
  return { service, routes };
}
