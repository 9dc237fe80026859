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
import type { TradingTaxation } from './trading-taxation';
import { conditionalRoutes } from './triggers/conditional-routes';
import { createExits } from './triggers/exits.service';
import { createStopOrders } from './triggers/stop-orders.service';
import { createTriggerEngine } from './triggers/trigger-engine';

export function wireTrading(dependencies: Omit<TradingDependencies, 'taxation'>) {
  // Tax (a higher domain, wired after trading) runs inside trading's closes and NISA orders.
  let taxation: TradingTaxation | undefined;
  const taxationNow = () => taxation;
  const service = createTradingService({ ...dependencies, taxation: taxationNow });
  const queries = createTradingQueries(dependencies);
  const engine = createTradingEngine({ ...dependencies, taxation: taxationNow });
  // Conditional orders (stops, exits) and the leader's pass that judges them on the tape.
  const conditional = { stops: createStopOrders(dependencies), exits: createExits(dependencies) };
  const triggers = createTriggerEngine({ ...dependencies, taxation: taxationNow });
  const routes: DomainRoutes = {
    member: ({ router }) => {
      tradingRoutes(router, service, queries, conditional);
      conditionalRoutes(router, conditional);
    },
    staff: ({ router }) => tradingAdminRoutes(router, queries, conditional),
  };
  return {
    service,
    queries,
    engine,
    triggers,
    describeHolds: createOrderHoldDescriber(dependencies.store),
    /** From now on, closes of withholding accounts and NISA orders go through `next` (tax, issue 34). */
    taxWith(next: TradingTaxation) {
      taxation = next;
    },
    routes,
  };
}
