/** The public news calls and the back office's article calls. */
import { adminApi, memberApi } from '@kabuto/contracts';
import type { Router } from '../http/router';
import type { MemberPrincipal } from '../platform/principals';
import type { StaffPrincipal } from '../platform/principals';
import { auditTrailFor } from '../platform/audit';
import type { NewsService } from './news.service';

export function newsRoutes(router: Router<MemberPrincipal>, news: NewsService): void {
  router.add(memberApi.newsList, ({ body, language }) => news.list(body, language));
  router.add(memberApi.newsDetail, ({ body, language }) => news.detail(body.id, language));
}

export function newsAdminRoutes(router: Router<StaffPrincipal>, news: NewsService): void {
  router.add(adminApi.newsAdminList, ({ body }) => news.adminList(body));
  router.add(adminApi.newsSave, ({ body, principal }) => news.save(body, auditTrailFor(principal.staffId)));
  router.add(adminApi.newsDelete, ({ body, principal }) => news.remove(body.id, auditTrailFor(principal.staffId)));
}
