/** News's part of the composition root: the service, the notes written when the market closes, and its calls. */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import { watchMarketClose } from './market-close';
import { newsAdminRoutes, newsRoutes } from './news.routes';
import { createNewsService } from './news.service';

export interface NewsWiringDependencies {
  db: Database;
  clock: () => Date;
  /** Whether a symbol is listed (the market service). */
  hasInstrument: (symbol: string) => boolean;
  log: (line: string) => void;
}

export function wireNews({ db, clock, hasInstrument, log }: NewsWiringDependencies) {
  const service = createNewsService({ db, clock, hasInstrument });
  const routes: DomainRoutes = {
    member: ({ router }) => newsRoutes(router, service),
    staff: ({ router }) => newsAdminRoutes(router, service),
  };
  /** Listens to each market step and writes the day's notes once the market has closed. */
  const marketCloseNotes = watchMarketClose({ news: service, log });
  return { marketCloseNotes, routes };
}
