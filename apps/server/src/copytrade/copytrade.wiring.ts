/**
 * Copy trading's part of the composition root: the desk its pockets trade through, the member's
 * copies (service and queries), the house strategies' pass after each market step (the runner),
 * mentors' copies that follow their members' trades, and their calls.
 */
import { asMemberId } from '@kabuto/domain';
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import type { ConfigService } from '../settings/config.service';
import type { Bus } from '../market/market-feed.service';
import type { CashOutflowGuard } from '../platform/cash-outflow';
import type { MarketService } from '../market/market.service';
import type { TradingQueries } from '../trading/trading-queries.service';
import type { TradingService } from '../trading/trading.service';
import type { EventSubscriber } from '../platform/outbox';
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
  /** Where mentors' copies hear of their members' fills and closes (trading's events). */
  events: EventSubscriber;
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
  events,
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
  // A mentor's fill or close, once committed, is followed by every copy of their strategy; a failure is retried by the outbox.
  // Every member's fills and closes are events; only running mentors' are wanted (one read per page of them).
  events.on(
    'trading.member_filled',
    'copytrade.mentor-fill',
    async ({ payload, claim }) => {
      await mentorCopies.filled({ ...payload, memberId: asMemberId(payload.memberId), now: new Date(payload.at) }, claim);
    },
    mentorCopies.mentorsAmong,
  );
  events.on(
    'trading.position_closed',
    'copytrade.mentor-close',
    async ({ payload, claim }) => {
      await mentorCopies.closed({ ...payload, now: new Date(payload.at) }, claim);
    },
    mentorCopies.mentorsAmong,
  );
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
    routes,
  };
}
