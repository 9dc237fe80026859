/** The member's price-alert calls (`/alerts/…`). */
import { memberApi } from '@kabuto/contracts';
import type { Router } from '../http/router';
import type { MemberPrincipal } from '../identity/identity.service';
import type { AlertsService } from './alerts.service';

export function alertsRoutes(router: Router<MemberPrincipal>, alerts: AlertsService): void {
  router.add(memberApi.alertsList, ({ principal, body, language }) => alerts.list(principal.memberId, body.symbol, language));
  router.add(memberApi.alertsAdd, ({ principal, body }) => alerts.add(principal.memberId, body));
  router.add(memberApi.alertsRemove, ({ principal, body }) => alerts.remove(principal.memberId, body.id));
}
