/**
 * The composition root: the platform pieces (the server, the bus, uploads, shared limits), then
 * each domain's wiring (`<domain>/<domain>.wiring.ts`), in the order they use one another, then
 * both APIs with every domain's calls, the stream, the built apps and what runs with the market.
 * Everything a route needs is passed to it here; nothing reaches for a global.
 */
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { mountApis, type DomainRoutes } from './http/domain-apis';
import { createReadiness, readinessRoutes, type Readiness } from './http/readiness';
import { createServer, installServerPlugins } from './http/server';
import { serveApps } from './http/static-apps';
import { logRequests } from './platform/log-format';
import { sharedLimits } from './platform/shared-limits';
import { inProcessBus, type Bus } from './market/bus';
import { createListings } from './market/listings';
import type { MarketOptions } from './market/market-runner';
import { afterEachStep, startMarketWithClocks } from './market/market-steps';
import { redisBus } from './market/redis-bus';
import { publishMemberChange } from './stream/member-events';
import type { StreamOptions } from './stream/stream-connection';
import { streamMaxPayloadBytes } from './stream/stream-messages';
import { streamRoutes } from './stream/stream.routes';
import { createUploadStore, type UploadStore } from './identity/upload-store';
import { startOfferingsClock } from './offerings/offerings-clock';
import { wireAlerts } from './alerts/alerts.wiring';
import { wireBackoffice } from './backoffice/backoffice.wiring';
import { wireCommon } from './common/common.wiring';
import { wireCopytrade } from './copytrade/copytrade.wiring';
import { wireFunds } from './funds/funds.wiring';
import { joinHoldDescribers } from './platform/hold-describer';
import { wireIdentity } from './identity/identity.wiring';
import { wireLoans } from './loans/loans.wiring';
import { wireMarket } from './market/market.wiring';
import { wireNews } from './news/news.wiring';
import { wireOfferings } from './offerings/offerings.wiring';
import { wirePlacements } from './placements/placements.wiring';
import { wireRewards } from './rewards/rewards.wiring';
import { wireSupport } from './support/support.wiring';
import { wireTrading } from './trading/trading.wiring';

export interface AppDependencies {
  config: ServerConfig;
  db: Database;
  clock?: () => Date;
  /** Redis pub/sub when `config.redisUrl` is set, else in-process, unless one is given. */
  bus?: Bus;
  /** A smaller simulated market for tests: fewer stocks and less history. */
  market?: Pick<MarketOptions, 'stockCount' | 'minuteDays' | 'years' | 'lockRetryMs' | 'historyGate'>;
  /** Shorter heartbeats or a smaller subscription cap for tests. */
  stream?: Partial<StreamOptions>;
  /** What the node still waits for before it serves members; nothing passed yet by default. */
  readiness?: Readiness;
  /** Where uploads' bytes go: PostgreSQL, or S3 with `config.s3`, unless one is given. */
  uploadStore?: UploadStore;
}

export async function buildApp({
  config,
  db,
  clock = () => new Date(),
  bus: givenBus,
  market: simulation = {},
  stream = {},
  readiness = createReadiness(),
  uploadStore: givenUploadStore,
}: AppDependencies) {
  const app = createServer(config);
  const logInfo = (line: string) => app.log.info(line);
  const logError = (line: string) => app.log.error(line);
  const bus =
    givenBus ??
    (config.redisUrl
      ? redisBus(config.redisUrl, { prefix: config.redisPrefix, log: (line) => app.log.warn(line) })
      : inProcessBus());
  const uploadStore = givenUploadStore ?? (await createUploadStore(config.s3));
  app.addHook('onClose', async () => uploadStore.close());

  const common = wireCommon({ db, marketSessions: config.marketSessions });
  const settings = common.config;
  const market = wireMarket({ db, clock, bus, stockCount: simulation.stockCount });
  app.addHook('onClose', async () => market.stopFollowingHalts());
  const { quotes } = market;
  const trading = wireTrading({ db, clock, config: settings, store: quotes, bus, hours: config.marketSessions });
  const rewards = wireRewards({ db, clock, settings, bus });
  const loans = wireLoans({ db, clock, settings, bus, trading, log: logError });
  const copytrade = wireCopytrade({
    db,
    clock,
    settings,
    bus,
    trading,
    market: market.service,
    // The stocks house strategies trade: the market's first ones.
    houseSymbols: market.stockSymbols,
    log: logError,
    // While a loan is owed, cash is collateral: a follow, a withdrawal, an exchange out of yen or an
    // offering's hold may take only the yen that keeps the loan within its line (loans' rule).
    cashOutflow: loans.service.cashOutflowGuard,
  });
  // Mentors' copies follow their members' fills and closes, told after each commits.
  trading.tell(copytrade.mentorHooks);
  const identity = wireIdentity({
    db,
    clock,
    settings,
    uploadStore,
    seed: config.simSeed,
    webAuthn: config.webAuthn,
    signInRateLimit: config.signInRateLimit,
    account: {
      unrealizedPnl: trading.queries.unrealizedPnl,
      copiesEquity: copytrade.queries.equityOf,
      dayPnl: trading.queries.dayPnl,
      // `figures` reads its service through `this`, so it is called on the service.
      loanFigures: (memberId) => loans.service.figures(memberId),
      // Rewards hear of invitees through hooks called inside identity's and funds' own transactions.
      onMemberJoined: rewards.service.hooks.memberJoined,
    },
    verification: {
      onVerified: rewards.service.hooks.identityVerified,
      onDecided: (memberId, now) => publishMemberChange(bus, memberId, now),
    },
  });
  const backoffice = wireBackoffice({
    db,
    clock,
    settings,
    verification: identity.verification,
    members: identity.members,
    signInRateLimit: config.signInRateLimit,
  });
  const alerts = wireAlerts({ db, clock, quotes, bus });
  const news = wireNews({ db, clock, hasInstrument: market.service.hasInstrument, log: logInfo });
  // Offerings' and placements' allotments become trading's positions, for members trading lets open them.
  const offerings = wireOfferings({
    db,
    clock,
    applicantRefusal: trading.service.openingRefusal,
    positions: { open: trading.service.openAllotment, cancel: trading.service.cancelAllotment },
    listings: createListings(),
    cashOutflow: loans.service.cashOutflowGuard,
  });
  const placements = wirePlacements({
    db,
    clock,
    quotes,
    applicantRefusal: trading.service.openingRefusal,
    positions: { open: trading.service.openAllotment },
    cashOutflow: loans.service.cashOutflowGuard,
  });
  const funds = wireFunds({
    db,
    clock,
    settings,
    bus,
    seed: config.simSeed,
    passkeys: identity.passkeys,
    onDepositApproved: rewards.service.hooks.depositApproved,
    cashOutflow: loans.service.cashOutflowGuard,
    // Each domain that places holds names its own (Mine's held funds).
    describeHolds: joinHoldDescribers([trading.describeHolds, offerings.describeHolds, placements.describeHolds]),
  });
  const support = wireSupport({ db, clock, bus });
  const domains: readonly { routes: DomainRoutes }[] = [
    common,
    identity,
    backoffice,
    funds,
    market,
    alerts,
    rewards,
    news,
    trading,
    offerings,
    placements,
    loans,
    copytrade,
    support,
  ];

  const limits = sharedLimits({ redisUrl: config.redisUrl, prefix: config.redisPrefix, log: (line) => app.log.warn(line) });
  app.addHook('onClose', async () => limits.close());
  await installServerPlugins(app, { limits, websocketMaxPayloadBytes: streamMaxPayloadBytes });
  readinessRoutes(app, readiness);
  logRequests(app);
  await mountApis(app, {
    db,
    domains,
    authenticateMember: identity.service.authenticate,
    authenticateStaff: backoffice.staff.authenticate,
  });
  streamRoutes(app, { bus, store: quotes, identity: identity.service, options: stream, slots: limits.connectionSlots });
  await serveApps(app, config);

  const marketOptions: MarketOptions = {
    db,
    bus,
    seed: config.simSeed,
    hours: config.marketSessions,
    clock,
    ...simulation,
    log: logInfo,
    // After each step: the day's news notes, the stops and exits judged on the tape (triggers), the house's trading pass (resting fills, expiries,
    // liquidations, the day cut-off), price alerts, the loans' interest, notices and collateral
    // rules, then the house strategies' decisions and copies' stop-losses.
    onEvents: afterEachStep(
      news.marketCloseNotes,
      [
        { name: 'triggers', run: (now) => trading.triggers.step(now) },
        { name: 'trading', run: (now) => trading.engine.step(now) },
        { name: 'price alert', run: (now) => alerts.service.step(now) },
        { name: 'loan', run: (now) => loans.monitor.step(now) },
        { name: 'copy trading', run: (now) => copytrade.runner.step(now) },
      ],
      logError,
    ),
  };
  // The offerings' status clock runs only where the market does (the leader node) and stops with it.
  const offeringsClock = (isLeader: () => boolean) =>
    startOfferingsClock({
      tick: async () => {
        await offerings.service.tick();
        await placements.service.tick();
      },
      isLeader,
      log: logError,
    });
  return {
    app,
    bus,
    quotes,
    readiness,
    uploadStore,
    /** Counters shared by every node (Redis) or this one: for per-member limits a route counts itself. */
    limits,
    // The domains that main.ts, the seeds and the tests drive directly.
    common,
    backoffice,
    alerts,
    trading,
    offerings,
    placements,
    loans,
    copytrade,
    startMarket: () => startMarketWithClocks(marketOptions, quotes, [offeringsClock]),
  };
}
