/** The proof of liabilities' part of the composition root: the service, its calls, and its leader clock. */
import type { MarketHours } from '@kabuto/domain';
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import { startProofClock } from './proof-clock';
import { proofAdminRoutes, proofRoutes } from './proof.routes';
import { createProofService } from './proof.service';

export function wireProof({
  db,
  clock,
  hours,
  seed,
  log,
}: {
  db: Database;
  clock: () => Date;
  hours: MarketHours;
  seed: string;
  log: (line: string) => void;
}) {
  const service = createProofService({ db, clock, hours, seed, log });
  const routes: DomainRoutes = {
    member: ({ router }) => proofRoutes(router, service),
    staff: ({ router }) => proofAdminRoutes(router, service),
  };
  const leaderClock = (isLeader: () => boolean) => startProofClock({ buildDue: () => service.buildDue(), isLeader, log });
  return { service, routes, leaderClock };
}
