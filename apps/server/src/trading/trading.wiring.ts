/**
 * Trading's part of the composition root: members' orders and positions (the service), their
 * views (the queries), the house's pass after each market step (the engine), and their calls.
 */
import type { DomainRoutes } from '../http/domain-apis';
import { createOrderHoldDescriber } from './order-holds.service';
import { createTradingEngine } from './trading-engine';
import { createTradingQueries } from './trading-queries.service';
import { tradingAdminRoutes, tradingRoutes } from './trading.routes';
import { createTradingService, type TradingDependencies, type TradingHooks } from './trading.service';
import { conditionalRoutes } from './triggers/conditional-routes';
import { createExits } from './triggers/exits.service';
import { createStopOrders } from './triggers/stop-orders.service';
import { createTriggerEngine } from './triggers/trigger-engine';

export function wireTrading(dependencies: Omit<TradingDependencies, 'hooks'>) {
  // Who hears of members' fills and closes (copy trading) is wired after trading, which it trades through.
  let listeners: TradingHooks = {};
  const hooks: Required<TradingHooks> = {
    afterFill: (fill) => listeners.afterFill?.(fill),
    afterClose: (close) => listeners.afterClose?.(close),
  };
  const service = createTradingService({ ...dependencies, hooks });
  const queries = createTradingQueries(dependencies);
  const engine = createTradingEngine({ ...dependencies, hooks });
  // Conditional orders (stops, exits) and the leader's pass that judges them on the tape.
  const conditional = { stops: createStopOrders(dependencies), exits: createExits(dependencies) };
  const triggers = createTriggerEngine(dependencies);
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
    /** From now on, `next` is told after commit of each member's fill and close. */
    tell(next: TradingHooks) {
      listeners = next;
    },
    routes,
  };
}
