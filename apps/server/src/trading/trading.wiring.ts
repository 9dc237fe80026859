/**
 * Trading's part of the composition root: members' orders and positions (the service), their
 * views (the queries), the house's pass after each market step (the engine), and their calls.
 */
import type { DomainRoutes } from '../http/domain-apis';
import { createOrderHoldDescriber } from './order-holds.service';
import { createTradingEngine } from './trading-engine';
import { createTradingQueries } from './trading-queries.service';
import { tradingAdminRoutes, tradingRoutes } from './trading.routes';
import { createTradingService, type TradingDependencies } from './trading.service';

export function wireTrading(dependencies: TradingDependencies) {
  const service = createTradingService(dependencies);
  const queries = createTradingQueries(dependencies);
  const engine = createTradingEngine(dependencies);
  const routes: DomainRoutes = {
    member: ({ router }) => tradingRoutes(router, service, queries),
    staff: ({ router }) => tradingAdminRoutes(router, queries),
  };
  return {
    service,
    queries,
    engine,
    describeHolds: createOrderHoldDescriber(dependencies.store),
    routes,
  };
}
