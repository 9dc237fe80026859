/**
 * Placements' part of the composition root: block trades, placements and auctions (service and
 * queries) and their calls. Who may apply and where allotments become positions come from
 * trading; a stock's names, tick table and last price from the quote store.
 */
import type { DomainRoutes } from '../http/domain-apis';
import type { QuoteStore } from '../market/market-feed.service';
import { createPlacementHoldDescriber } from './placement-holds.service';
import { createPlacementsQueries } from './placements-queries';
import { placementsAdminRoutes, placementsRoutes } from './placements.routes';
import { createPlacementsService, type PlacementInstruments, type PlacementsDependencies } from './placements.service';

export interface PlacementsWiringDependencies extends Omit<PlacementsDependencies, 'instruments'> {
  quotes: QuoteStore;
}

export function wirePlacements({ quotes, ...dependencies }: PlacementsWiringDependencies) {
  const instruments: PlacementInstruments = {
    lookup(symbol: string) {
      const state = quotes.get(symbol);
      if (!state || state.instrument.kind !== 'stock') return null;
      const { names, tickTable } = state.instrument;
      return { names, tickTable, lastPrice: state.summary?.last ?? state.summary?.previousClose ?? null };
    },
  };
  const service = createPlacementsService({ ...dependencies, instruments });
  const queries = createPlacementsQueries({ db: dependencies.db, clock: dependencies.clock, instruments });
  const routes: DomainRoutes = {
    member: ({ router }) => placementsRoutes(router, service, queries),
    staff: ({ router }) => placementsAdminRoutes(router, service, queries),
  };
  return { service, routes, describeHolds: createPlacementHoldDescriber(instruments) };
}
