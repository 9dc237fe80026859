/** Loans' part of the composition root: the service, the monitor that runs after each market step, and their calls. */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import type { ConfigService } from '../settings/config.service';
import type { Bus } from '../market/market-feed.service';
import { createLoanMonitor, type LoanMonitorDependencies } from './loan-monitor';
import { loansAdminRoutes, loansRoutes } from './loans.routes';
import { createLoansService } from './loans.service';

export interface LoansWiringDependencies {
  db: Database;
  clock: () => Date;
  settings: ConfigService;
  bus: Bus;
  /** The collateral (trading's queries) and the forced sale (trading's service). */
  trading: LoanMonitorDependencies['trading'];
  log: (line: string) => void;
}

export function wireLoans({ db, clock, settings, bus, trading, log }: LoansWiringDependencies) {
  const service = createLoansService({ db, clock, config: settings, bus, trading: trading.queries });
  const monitor = createLoanMonitor({ db, config: settings, bus, trading, log });
  const routes: DomainRoutes = {
    member: ({ router }) => loansRoutes(router, service),
    staff: ({ router }) => loansAdminRoutes(router, service),
  };
  return { service, monitor, routes };
}
