/** The back office's instrument calls: the list with trading state, and halts. */
import { adminApi } from '@kabuto/contracts';
import type { Router } from '../http/router';
import type { StaffPrincipal } from '../platform/principals';
import { auditTrailFor } from '../platform/audit';
import type { InstrumentsService } from './instruments.service';

export function instrumentsAdminRoutes(router: Router<StaffPrincipal>, instruments: InstrumentsService): void {
  router.add(adminApi.instrumentsList, ({ body }) => instruments.list(body));
  router.add(adminApi.instrumentsHalt, ({ body, principal }) => instruments.halt(body, auditTrailFor(principal.staffId)));
}
