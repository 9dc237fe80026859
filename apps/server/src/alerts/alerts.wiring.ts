/** Price alerts' part of the composition root: the service (and its pass after each market step) and its calls. */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import type { Bus, QuoteStore } from '../market/market-feed.service';
import { alertsRoutes } from './alerts.routes';
import { createAlertsService } from './alerts.service';

export function wireAlerts({ db, clock, quotes, bus }: { db: Database; clock: () => Date; quotes: QuoteStore; bus: Bus }) {
  const service = createAlertsService({ db, store: quotes, bus, clock });
  const routes: DomainRoutes = { member: ({ router }) => alertsRoutes(router, service) };
  return { service, routes };
}
