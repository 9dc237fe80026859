/** Conditional orders' calls: stops through `/trade/order`, exits on positions, beside trading's own routes. */
import type { z } from 'zod';
import { memberApi, type placeOrderRequest } from '@kabuto/contracts';
import type { MemberId } from '@kabuto/domain';
import type { Router } from '../../http/router';
import type { KeyedCall } from '../../platform/idempotency';
import type { MemberPrincipal } from '../../platform/principals';
import type { TradingService } from '../trading.service';
import type { createExits } from './exits.service';
import type { createStopOrders } from './stop-orders.service';

export interface ConditionalOrders {
  stops: ReturnType<typeof createStopOrders>;
  exits: ReturnType<typeof createExits>;
}

/**
 * A stop or a stop-limit waits for its trigger (stop-orders.service.ts); any other order goes to
 * the order desk as before, so the market and limit path gains nothing. An opening order with
 * exits (IFD/IFDOCO) rests as a pending order that sets them in the transaction that fills it (a
 * market one at the next market step).
 */
export function placeOrder(
  trading: TradingService,
  conditional: ConditionalOrders,
  memberId: MemberId,
  body: z.output<typeof placeOrderRequest>,
  keyed: KeyedCall | null,
) {
  const { type, triggerPrice: _trigger, validity: _validity, expiresOn: _expiresOn, exits, ...rest } = body;
  if (type === 'stop' || type === 'stopLimit' || exits) return conditional.stops.place(memberId, body, keyed);
  return trading.order(memberId, { ...rest, type }, keyed);
}

export function conditionalRoutes(router: Router<MemberPrincipal>, conditional: ConditionalOrders): void {
  router.addMoneyCall(memberApi.tradeExits, ({ principal, body, scope }) =>
    conditional.exits.set(scope, principal.memberId, body),
  );
  router.addMoneyCall(memberApi.tradeCancelExits, ({ principal, body, scope }) =>
    conditional.exits.cancel(scope, principal.memberId, body.positionId),
  );
  router.add(memberApi.tradePositionExits, ({ principal, body }) => conditional.exits.list(principal.memberId, body.positionId));
}
