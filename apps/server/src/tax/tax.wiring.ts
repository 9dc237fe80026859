/** Tax's part of the composition root: the service (whose taxation trading runs in its closes and NISA orders) and its calls. */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import type { ConfigService } from '../settings/config.service';
import { createTaxRemittance } from './tax-remittance';
import { taxAdminRoutes, taxRoutes } from './tax.routes';
import { createTaxService } from './tax.service';

export function wireTax({ db, clock, settings }: { db: Database; clock: () => Date; settings: ConfigService }) {
  const service = createTaxService({ db, clock, config: settings });
  const remittance = createTaxRemittance({ db, clock });
  const routes: DomainRoutes = {
    member: ({ router }) => taxRoutes(router, service),
    staff: ({ router }) => taxAdminRoutes(router, service, remittance),
  };
  return { service, remittance, routes };
}
