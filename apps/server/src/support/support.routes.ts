/** The member's customer-service conversation (`/support/…`) and the back office's inbox. */
import { adminApi, memberApi } from '@kabuto/contracts';
import { asMemberId } from '@kabuto/domain';
import type { Router } from '../http/router';
import { auditTrailFor } from '../platform/audit';
import type { MemberPrincipal, StaffPrincipal } from '../platform/principals';
import type { SupportService } from './support.service';

export function supportRoutes(router: Router<MemberPrincipal>, support: SupportService): void {
  router.add(memberApi.supportThread, ({ principal }) => support.thread(principal.memberId));
  router.add(memberApi.supportUnread, ({ principal }) => support.unread(principal.memberId));
  router.add(memberApi.supportSend, ({ principal, body }) => support.send(principal.memberId, body.text));
}

export function supportAdminRoutes(router: Router<StaffPrincipal>, support: SupportService): void {
  router.add(adminApi.supportList, ({ body }) => support.list(body));
  router.add(adminApi.supportConversation, ({ body }) => support.conversation(asMemberId(body.memberId)));
  router.add(adminApi.supportReply, ({ body, principal }) =>
    support.reply(principal.staffId, body, auditTrailFor(principal.staffId)),
  );
}
