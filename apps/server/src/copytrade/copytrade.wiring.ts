/**
 * Copy trading's part of the composition root: the desk its pockets trade through, the member's
 * copies (service and queries), the house strategies' pass after each market step (the runner),
 * mentors' copies that follow their members' trades, and their calls.
 */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import type { ConfigService } from '../common/config.service';
import type { Bus } from '../market/market-feed.service';
import type { CashOutflowGuard } from '../platform/cash-outflow';
import type { MarketService } from '../market/market.service';
import type { TradingQueries } from '../trading/trading-queries.service';
import type { TradingHooks, TradingService } from '../trading/trading.service';
import { createCopyDesk } from './copy-desk';
import { createCopyRunner } from './copy-runner';
import { createCopytradeQueries } from './copytrade-queries';
import { copytradeAdminRoutes, copytradeRoutes } from './copytrade.routes';
import { createCopytradeService } from './copytrade.service';
import { replayHouseHistory } from './house-history';
import { createMentorCopies } from './mentor-copies';

export interface CopytradeWiringDependencies {
  db: Database;
  clock: () => Date;
  settings: ConfigService;
  bus: Bus;
  trading: { service: TradingService; queries: Pick<TradingQueries, 'unrealizedPnl'> };
  market: MarketService;
  /** The stocks house strategies trade. */
  houseSymbols: string[];
  log: (line: string) => void;
  /** The check before a follow's yen leaves the available balance: a loan's collateral (loans). */
  cashOutflow: CashOutflowGuard;
}

export function wireCopytrade({
  db,
  clock,
  settings,
  bus,
  trading,
  market,
  houseSymbols,
  log,
  cashOutflow,
}: CopytradeWiringDependencies) {
  const desk = createCopyDesk({ db, config: settings, trading: trading.service });
  const service = createCopytradeService({ db, clock, trading: trading.service, desk, cashOutflow });
  const queries = createCopytradeQueries({ db, clock, config: settings, trading: trading.service, market, desk });
  const runner = createCopyRunner({ db, trading: trading.service, market, desk, log, bus });
  const mentorCopies = createMentorCopies({
    db,
    trading: trading.service,
    desk,
    bus,
    unrealizedPnl: trading.queries.unrealizedPnl,
  });
  const mentorFailed = (error: unknown) => log(`copying a mentor's trade failed: ${String(error)}`);
  const routes: DomainRoutes = {
    member: ({ router }) => copytradeRoutes(router, service, queries),
    staff: ({ router }) => copytradeAdminRoutes(router, service, queries),
  };
  return {
    service,
    queries,
    runner,
    /** Demo history: the house strategies' algorithms replayed on the stored bars (house-history.ts). */
    replayHistory: () => replayHouseHistory({ db, trading: trading.service, market, clock }),
    houseSymbols,
    /** What mentors' copies do after a member's fill or close commits: follow it, a failure only logged. */
    mentorHooks: {
      afterFill: (fill) => void mentorCopies.filled(fill).catch(mentorFailed),
      afterClose: (close) => void mentorCopies.closed(close).catch(mentorFailed),
    } satisfies TradingHooks,
    routes,
  };
}
