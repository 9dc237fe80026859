/** The documents' part of the composition root: the PDFs and their verification, the CSV exports, and their calls. */
import type { Language } from '@kabuto/contracts';
import { toJapanTime } from '@kabuto/domain';
import type { Database } from '../db/database';
import type { ConfigService } from '../settings/config.service';
import type { DomainRoutes } from '../http/domain-apis';
import { createDocumentsCsv, type CsvSources } from './documents-csv';
import type { AccountTypeOf } from './documents-figures';
import { documentsAdminRoutes, documentsRoutes, type AuthenticateMember } from './documents.routes';
import { createDocumentsService } from './documents.service';

export function wireDocuments({
  db,
  clock,
  config,
  nameOf,
  authenticate,
  trading,
  accountTypeOf = async () => null,
}: {
  db: Database;
  clock: () => Date;
  config: ConfigService;
  nameOf: (symbol: string, language: Language) => string;
  authenticate: AuthenticateMember;
  trading: Pick<CsvSources, 'orders' | 'positions'>;
  /** Issue 34's account type; until it is merged every member's is unknown (null). */
  accountTypeOf?: AccountTypeOf;
}) {
  const service = createDocumentsService({ db, clock, config, nameOf, accountTypeOf });
  const csv = createDocumentsCsv({
    db: db.pool,
    clockYear: () => toJapanTime(clock()).year,
    accountTypeOf,
    orders: trading.orders,
    positions: trading.positions,
  });
  const routes: DomainRoutes = {
    member: ({ router, app }) => documentsRoutes(router, app, { documents: service, csv, authenticate }),
    staff: ({ router }) => documentsAdminRoutes(router, service),
  };
  return { service, routes };
}
