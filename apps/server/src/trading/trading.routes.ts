/** The member calls of `/trade/...`. */
import { adminApi, memberApi } from '@kabuto/contracts';
import { asMemberId } from '@kabuto/domain';
import type { Router } from '../http/router';
import type { MemberPrincipal } from '../platform/principals';
import type { StaffPrincipal } from '../platform/principals';
import type { TradingQueries } from './trading-queries.service';
import type { TradingService } from './trading.service';
import { placeOrder, type ConditionalOrders } from './triggers/conditional-routes';

export function tradingRoutes(
  router: Router<MemberPrincipal>,
  trading: TradingService,
  queries: TradingQueries,
  conditional: ConditionalOrders,
): void {
  router.add(memberApi.tradePreview, ({ principal, body }) => trading.preview(principal.memberId, body));
  router.add(
    memberApi.tradeOrder,
    ({ principal, body, keyed }) => placeOrder(trading, conditional, principal.memberId, body, keyed),
    {
      // The order desk claims the key in the transaction that writes the order with its batch.
      idempotent: 'by-handler',
    },
  );
  // Cancelling, closing and adding margin move money: each runs in the scope the router chooses, and a retried key replays the first reply.
  router.addMoneyCall(memberApi.tradeCancel, ({ principal, body, scope }) =>
    trading.cancel(scope, principal.memberId, body.orderId),
  );
  router.addMoneyCall(memberApi.tradeClose, ({ principal, body, scope }) =>
    trading.close(scope, principal.memberId, body.positionId),
  );
  router.addMoneyCall(memberApi.tradeAddMargin, ({ principal, body, scope }) =>
    trading.addMargin(scope, principal.memberId, body),
  );
  router.add(memberApi.tradeOrders, ({ principal, body, language }) => queries.orders(principal.memberId, body, language));
  router.add(memberApi.tradePositions, ({ principal, body, language }) => queries.positions(principal.memberId, body, language));
  router.add(memberApi.tradePosition, ({ principal, body, language }) => queries.position(principal.memberId, body.id, language));
}

/** Staff read a member's trading as the member sees it (in English); they can't place, cancel or close anything. */
export function tradingAdminRoutes(
  router: Router<StaffPrincipal>,
  queries: TradingQueries,
  conditional: ConditionalOrders,
): void {
  const pageSize = 20;
  router.add(adminApi.memberTrading, async ({ body }) => {
    const filter = { page: body.page, size: pageSize };
    const memberId = asMemberId(body.userId);
    return {
      orders: await queries.orders(memberId, filter, 'en'),
      positions: await queries.positions(memberId, filter, 'en'),
      exits: await conditional.exits.ofMember(memberId),
    };
  });
}
