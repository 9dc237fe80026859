/** The public market calls and the watchlist. */
import { memberApi } from '@kabuto/contracts';
import type { Router } from '../http/router';
import type { MemberPrincipal } from '../platform/principals';
import type { MarketService } from './market.service';

export function marketRoutes(router: Router<MemberPrincipal>, market: MarketService): void {
  router.add(memberApi.indices, async ({ language }) => market.indices(language));
  router.add(memberApi.marketList, async ({ body, language }) => market.list(body, language));
  router.add(memberApi.hot, async ({ body, language }) => market.hot(body.kind, body.size, language));
  router.add(memberApi.preMarket, async ({ body, language }) => market.preMarket(body.size, language));
  router.add(memberApi.afterMarket, async ({ body, language }) => market.afterMarket(body.size, language));
  router.add(memberApi.quote, async ({ body, language }) => market.quote(body.symbol, language));
  router.add(memberApi.kline, ({ body }) => market.kline(body));
  router.add(memberApi.search, async ({ body, language }) => market.search(body.keyword, language));
  router.add(memberApi.watchlist, ({ principal, language }) => market.watchlist(principal.memberId, language));
  router.add(memberApi.addWatch, ({ principal, body }) => market.watch(principal.memberId, body.symbol));
  router.add(memberApi.removeWatch, ({ principal, body }) => market.unwatch(principal.memberId, body.symbol));
}
