/** The public tape call: `/market/trades`. */
import { memberApi } from '@kabuto/contracts';
import type { Database } from '../db/database';
import type { Router } from '../http/router';
import type { MemberPrincipal } from '../platform/principals';
import { tapeWindow } from './tape.service';

export function tapeRoutes(router: Router<MemberPrincipal>, db: Database): void {
  router.add(memberApi.marketTrades, ({ body }) => tapeWindow(db.pool, body));
}
