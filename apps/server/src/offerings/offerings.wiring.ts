/**
 * Offerings' part of the composition root: IPOs (service and queries) and their calls. Who may
 * apply and where allotments become positions come from trading, the listing of a new stock from
 * the market.
 */
import type { DomainRoutes } from '../http/domain-apis';
import { describeApplicationHolds } from './offering-holds.service';
import { createOfferingsQueries } from './offerings-queries';
import { offeringsAdminRoutes, offeringsRoutes } from './offerings.routes';
import { createOfferingsService, type OfferingsDependencies } from './offerings.service';

export function wireOfferings(dependencies: Omit<OfferingsDependencies, 'newSeed'>) {
  const service = createOfferingsService(dependencies);
  const queries = createOfferingsQueries({ db: dependencies.db });
  const routes: DomainRoutes = {
    member: ({ router }) => offeringsRoutes(router, service, queries),
    staff: ({ router }) => offeringsAdminRoutes(router, service, queries),
  };
  return { service, routes, describeHolds: describeApplicationHolds };
}
