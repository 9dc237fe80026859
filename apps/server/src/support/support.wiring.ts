/** Support's part of the composition root: members' conversations with staff, and their calls. */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import type { Bus } from '../market/market-feed.service';
import { supportAdminRoutes, supportRoutes } from './support.routes';
import { createSupportService } from './support.service';

export function wireSupport({ db, clock, bus }: { db: Database; clock: () => Date; bus: Bus }) {
  const service = createSupportService({ db, clock, bus });
  const routes: DomainRoutes = {
    member: ({ router }) => supportRoutes(router, service),
    staff: ({ router }) => supportAdminRoutes(router, service),
  };
  return { routes };
}
