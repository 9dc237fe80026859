/**
 * The composition root: the platform pieces (the server, the bus, uploads, shared limits), then
 * each domain's wiring (`<domain>/<domain>.wiring.ts`), in the order they use one another, then
 * both APIs with every domain's calls, the stream, the built apps and what runs with the market.
 * Everything a route needs is passed to it here; nothing reaches for a global.
 */
import { asMemberId } from '@kabuto/domain';
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
import { announceMemberEvents } from './stream/stream-events';
import { createOutbox, type OutboxOptions } from './platform/outbox';
import type { StreamOptions } from './stream/stream-connection';
import { streamMaxPayloadBytes } from './stream/stream-messages';
import { streamRoutes } from './stream/stream.routes';
import { createUploadStore, type UploadStore } from './verification/upload-store';
import { startOfferingsClock } from './offerings/offerings-clock';
import { wireAlerts } from './alerts/alerts.wiring';
import { wireBackoffice } from './backoffice/backoffice.wiring';
import { wireSettings } from './settings/settings.wiring';
import { wireCopytrade } from './copytrade/copytrade.wiring';
import { wireDocuments } from './documents/documents.wiring';
import { wireFunds } from './funds/funds.wiring';
import { joinHoldDescribers } from './platform/hold-describer';
import { wireIdentity } from './identity/identity.wiring';
import { wireLoans } from './loans/loans.wiring';
import { wireMarket } from './market/market.wiring';
import { wireNews } from './news/news.wiring';
import { wireOfferings } from './offerings/offerings.wiring';
import { wirePlacements } from './placements/placements.wiring';
import { wireProof } from './proof/proof.wiring';
import { wireRewards } from './rewards/rewards.wiring';
import { wireSupport } from './support/support.wiring';
import { wireTrading } from './trading/trading.wiring';
import { wireTax } from './tax/tax.wiring';
import { wireVerification } from './verification/verification.wiring';

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
  /** The crash test's hook into the outbox's delivery (main.ts, `OUTBOX_CRASH`). */
  outboxStage?: OutboxOptions['onStage'];
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
  outboxStage,
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

  // What one domain tells others goes through the outbox: publishers write events with their
  // change, subscribers' handlers (in each domain's wiring) hear them after commit.
  const outbox = createOutbox({ db, log: logError, ...(outboxStage ? { onStage: outboxStage } : {}) });
  const events = outbox.publisher;
  announceMemberEvents(outbox.subscriber, bus);
  const common = wireSettings({ db, marketSessions: config.marketSessions });
  const settings = common.config;
  const market = wireMarket({ db, clock, bus, stockCount: simulation.stockCount });
  app.addHook('onClose', async () => market.stopFollowingHalts());
  const { quotes } = market;
  const trading = wireTrading({ db, clock, config: settings, store: quotes, bus, hours: config.marketSessions, events });
  const rewards = wireRewards({ db, clock, settings, bus, events: outbox.subscriber });
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
    events: outbox.subscriber,
  });
  // Tax withholds at closes of withholding accounts and judges NISA orders, inside trading's transactions.
  const tax = wireTax({ db, clock, settings });
  trading.taxWith(tax.service.taxation);
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
    },
    events,
  });
  const verification = wireVerification({ db, clock, uploadStore, events, authenticate: identity.service.authenticate });
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
    events,
    cashOutflow: loans.service.cashOutflowGuard,
    // Each domain that places holds names its own (Mine's held funds).
    describeHolds: joinHoldDescribers([trading.describeHolds, offerings.describeHolds, placements.describeHolds]),
  });
  const backoffice = wireBackoffice({
    db,
    clock,
    settings,
    verification: verification.service,
    cardsOf: funds.staffCardsOf,
    signInRateLimit: config.signInRateLimit,
  });
  const support = wireSupport({ db, clock, bus });
  const documents = wireDocuments({
    db,
    clock,
    config: settings,
    nameOf: (symbol, language) => quotes.get(symbol)?.instrument.names[language] ?? symbol,
    authenticate: identity.service.authenticate,
    trading: { orders: trading.queries.orders, positions: trading.queries.positions },
    // The documents name the member's tax account (issue 34) as it is in force.
    accountTypeOf: (memberId) => tax.service.typeOf(asMemberId(memberId)),
  });
  const proof = wireProof({ db, clock, hours: config.marketSessions, seed: config.simSeed, log: logError });
  const domains: readonly { routes: DomainRoutes }[] = [
    common,
    identity,
    verification,
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
    tax,
    proof,
    documents,
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
    tax,
    proof,
    /** Where trading's events go (a test that builds a node's passes of its own hands them this). */
    events,
    /** Delivers every undelivered event now (a test that stopped the market, so no sweep runs). */
    deliverEvents: outbox.deliverAll,
    // The outbox's sweep, the offerings' clock and the proof's daily build run on the leader only.
    startMarket: () =>
      startMarketWithClocks(marketOptions, quotes, [offeringsClock, (isLeader) => outbox.sweep(isLeader), proof.leaderClock]),
  };
}
