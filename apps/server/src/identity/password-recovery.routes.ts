/** `/user/resetPassword`: a new login password proven by a passkey step-up instead of the old one. */
import { memberApi } from '@kabuto/contracts';
import type { Router } from '../http/router';
import type { MemberPrincipal } from '../platform/principals';
import type { PasswordRecoveryService } from './password-recovery.service';

export function passwordRecoveryRoutes(router: Router<MemberPrincipal>, recovery: PasswordRecoveryService): void {
  router.add(memberApi.resetPassword, ({ principal, body }) => recovery.resetWithPasskey(principal, body));
}
