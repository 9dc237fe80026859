/**
 * The composition root: wires settings, database, services and routes into one Fastify app.
 * Everything a route needs is passed to it here; nothing reaches for a global.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import helmet from 'helmet';
import { adminApi, memberApi } from '@kabuto/contracts';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { createRouter } from './http/router';
import { sendFailure } from './http/replies';
import { openApiDocument } from './http/openapi';
import { createIdentityService } from './identity/identity.service';
import { humanLogStream, logRequests } from './platform/log-format';
import type { MemberPrincipal, StaffPrincipal } from './platform/principals';
import { identityRoutes, staffFileRoute, uploadRoutes } from './identity/identity.routes';
import { createPasswordsService } from './identity/passwords.service';
import { createVerificationService } from './identity/verification.service';
import { createBankCardsService } from './identity/bank-cards.service';
import { createPasskeysService } from './identity/passkeys.service';
import { passkeyRoutes } from './identity/passkeys.routes';
import { createSessionsService } from './identity/sessions.service';
import { createMessagesService } from './messages/messages.service';
import { createMembersService } from './identity/member-admin.service';
import { createChannelsService } from './funds/channels.service';
import { createDepositsService } from './funds/deposits.service';
import { createWithdrawalsService } from './funds/withdrawals.service';
import { createCurrencyExchangeService } from './funds/currency-exchange.service';
import { fundsAdminRoutes, fundsRoutes } from './funds/funds.routes';
import { createConfigService } from './common/config.service';
import { commonRoutes } from './common/common.routes';
import { createStaffService } from './backoffice/staff.service';
import { backofficeRoutes } from './backoffice/backoffice.routes';
import { createStaffSignInService } from './backoffice/staff-sign-in.service';
import { inProcessBus, type Bus } from './market/bus';
import { createQuoteStore, type QuoteStore } from './market/quote-store';
import { marketInstruments, marketStocks, startMarket, type MarketOptions, type MarketRunner } from './market/market-runner';
import { createMarketService } from './market/market.service';
import { marketRoutes } from './market/market.routes';
import { createAlertsService, type AlertsService } from './alerts/alerts.service';
import { alertsRoutes } from './alerts/alerts.routes';
import { redisBus } from './market/redis-bus';
import { streamRoutes } from './stream/stream.routes';
import type { StreamOptions } from './stream/stream-connection';
import { streamMaxPayloadBytes } from './stream/stream-messages';
import { publishMemberChange } from './stream/member-events';
import { createInstrumentsService } from './market/instruments.service';
import { createListings } from './market/listings';
import { instrumentsAdminRoutes } from './market/instruments.routes';
import { followHalts } from './market/halts';
import { createNewsService } from './news/news.service';
import { newsAdminRoutes, newsRoutes } from './news/news.routes';
import { watchMarketClose } from './news/market-close';
import { createTradingService, type TradingHooks } from './trading/trading.service';
import { createTradingQueries } from './trading/trading-queries.service';
import { createTradingEngine, type TradingEngine } from './trading/trading-engine';
import { tradingAdminRoutes, tradingRoutes } from './trading/trading.routes';
import { createReadiness, readinessRoutes, type Readiness } from './http/readiness';
import { createRewardsService } from './rewards/rewards.service';
import { rewardsAdminRoutes, rewardsRoutes } from './rewards/rewards.routes';
import { createOfferingsService } from './offerings/offerings.service';
import { createOfferingsQueries } from './offerings/offerings-queries';
import { offeringsAdminRoutes, offeringsRoutes } from './offerings/offerings.routes';
import { startOfferingsClock } from './offerings/offerings-clock';
import { createPlacementsService } from './placements/placements.service';
import { createPlacementsQueries } from './placements/placements-queries';
import { placementsAdminRoutes, placementsRoutes } from './placements/placements.routes';
import { createLoansService } from './loans/loans.service';
import { createLoanMonitor, type LoanMonitor } from './loans/loan-monitor';
import { loansAdminRoutes, loansRoutes } from './loans/loans.routes';
import { createUploadStore, type UploadStore } from './identity/upload-store';
import { sharedLimits } from './platform/shared-limits';
import { createCopyDesk } from './copytrade/copy-desk';
import { createCopyRunner, type CopyRunner } from './copytrade/copy-runner';
import { createCopytradeService } from './copytrade/copytrade.service';
import { createCopytradeQueries } from './copytrade/copytrade-queries';
import { copytradeAdminRoutes, copytradeRoutes } from './copytrade/copytrade.routes';
import { replayHouseHistory } from './copytrade/house-history';
import { createMentorCopies } from './copytrade/mentor-copies';
import { createSupportService } from './support/support.service';
import { supportAdminRoutes, supportRoutes } from './support/support.routes';
import { createPasswordRecoveryService } from './identity/password-recovery.service';
import { passwordRecoveryRoutes } from './identity/password-recovery.routes';
import { createRecoveryRequestsService } from './identity/recovery-requests.service';
import { recoveryRequestAdminRoutes, recoveryRequestRoutes } from './identity/recovery-requests.routes';

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
  market = {},
  stream = {},
  readiness = createReadiness(),
  uploadStore: givenUploadStore,
}: AppDependencies) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.token', 'req.headers.authorization'],
      ...(config.logFormat === 'text' ? { stream: humanLogStream() } : {}),
    },
    // Request lines come from logRequests: at debug, or at error for a 5xx.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    // Only the configured proxies may name the client (TRUST_PROXY); with none, the socket's address is used.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  });
  const bus =
    givenBus ??
    (config.redisUrl
      ? redisBus(config.redisUrl, { prefix: config.redisPrefix, log: (line) => app.log.warn(line) })
      : inProcessBus());
  const uploadStore = givenUploadStore ?? (await createUploadStore(config.s3));
  app.addHook('onClose', async () => uploadStore.close());
  const settings = createConfigService({ db, marketSessions: config.marketSessions });
  const quotes = createQuoteStore(marketInstruments(marketStocks(market.stockCount)));
  const tradingDependencies = { db, clock, config: settings, store: quotes, bus, hours: config.marketSessions };
  const tradingQueries = createTradingQueries(tradingDependencies);
  // Rewards hear of invitees through hooks called inside identity's and funds' own transactions.
  const rewards = createRewardsService({ db, clock, config: settings, bus });
  const loans = createLoansService({ db, clock, config: settings, bus, trading: tradingQueries });
  // Copy trading is created below, after the services it uses; /user/info reads the member's copies through this.
  let copiesEquityOf: (memberId: number) => Promise<bigint> = async () => 0n;
  const services = {
    config: settings,
    identity: createIdentityService({
      db,
      clock,
      seed: config.simSeed,
      unrealizedPnl: tradingQueries.unrealizedPnl,
      copiesEquity: (memberId) => copiesEquityOf(memberId),
      dayPnl: tradingQueries.dayPnl,
      onMemberJoined: rewards.hooks.memberJoined,
      loanFigures: (memberId) => loans.figures(memberId),
    }),
    passwords: createPasswordsService({ db, clock }),
    verification: createVerificationService({
      db,
      clock,
      onVerified: rewards.hooks.identityVerified,
      onDecided: (memberId, now) => publishMemberChange(bus, memberId, now),
    }),
    bankCards: createBankCardsService({
      db,
      clock,
      cooldownHours: async () => Number(await settings.value('withdrawCardCooldownHours')),
    }),
    messages: createMessagesService({ db, clock }),
    passkeys: createPasskeysService({ db, clock }),
    sessions: createSessionsService({ db, clock }),
    staff: createStaffService({ db, clock }),
    staffSignIn: createStaffSignInService({ db, clock }),
    members: createMembersService({ db, clock }),
    channels: createChannelsService({ db, config: settings }),
    deposits: createDepositsService({ db, clock, config: settings, bus, onApproved: rewards.hooks.depositApproved }),
    withdrawals: createWithdrawalsService({ db, clock, config: settings, bus }),
    currencyExchange: createCurrencyExchangeService({ clock, config: settings, seed: config.simSeed }),
    market: createMarketService({ db, store: quotes }),
    instruments: createInstrumentsService({ db, store: quotes, bus, clock }),
    alerts: createAlertsService({ db, store: quotes, bus, clock }),
    rewards,
    loans,
  };
  const news = createNewsService({ db, clock, hasInstrument: services.market.hasInstrument });
  // Copy trading's mentors hear of their members' fills and closes after commit (mentor-copies.ts, set below).
  let mentorHooks: Required<TradingHooks> = { afterFill: () => undefined, afterClose: () => undefined };
  const tradingHooks: TradingHooks = {
    afterFill: (fill) => mentorHooks.afterFill(fill),
    afterClose: (close) => mentorHooks.afterClose(close),
  };
  const trading = {
    service: createTradingService({ ...tradingDependencies, hooks: tradingHooks }),
    queries: tradingQueries,
    engine: createTradingEngine({ ...tradingDependencies, hooks: tradingHooks }),
  };
  const offerings = {
    service: createOfferingsService({
      db,
      clock,
      applicantRefusal: trading.service.openingRefusal,
      positions: { open: trading.service.openAllotment, cancel: trading.service.cancelAllotment },
      listings: createListings(),
    }),
    queries: createOfferingsQueries({ db }),
  };
  const copyDesk = createCopyDesk({ db, config: settings, trading: trading.service });
  const copytrade = {
    service: createCopytradeService({ db, clock, trading: trading.service, desk: copyDesk }),
    queries: createCopytradeQueries({
      db,
      clock,
      config: settings,
      trading: trading.service,
      market: services.market,
      desk: copyDesk,
    }),
    runner: createCopyRunner({
      db,
      trading: trading.service,
      market: services.market,
      desk: copyDesk,
      log: (line) => app.log.error(line),
      bus,
    }),
    /** Demo history: the house strategies' algorithms replayed on the stored bars (house-history.ts). */
    replayHistory: () => replayHouseHistory({ db, trading: trading.service, market: services.market, clock }),
    /** The stocks house strategies trade: the market's first ones. */
    houseSymbols: marketStocks(market.stockCount).map((stock) => stock.instrument.symbol),
  };
  copiesEquityOf = (memberId) => copytrade.queries.equityOf(memberId);
  const mentorCopies = createMentorCopies({
    db,
    trading: trading.service,
    desk: copyDesk,
    bus,
    unrealizedPnl: tradingQueries.unrealizedPnl,
  });
  const mentorFailed = (error: unknown) => app.log.error(`copying a mentor's trade failed: ${String(error)}`);
  mentorHooks = {
    afterFill: (fill) => void mentorCopies.filled(fill).catch(mentorFailed),
    afterClose: (close) => void mentorCopies.closed(close).catch(mentorFailed),
  };
  const placementInstruments = {
    lookup(symbol: string) {
      const state = quotes.get(symbol);
      if (!state || state.instrument.kind !== 'stock') return null;
      const { names, tickTable } = state.instrument;
      return { names, tickTable, lastPrice: state.summary?.last ?? state.summary?.previousClose ?? null };
    },
  };
  const placements = {
    service: createPlacementsService({
      db,
      clock,
      applicantRefusal: trading.service.openingRefusal,
      positions: { open: trading.service.openAllotment },
      instruments: placementInstruments,
    }),
    queries: createPlacementsQueries({ db, clock, instruments: placementInstruments }),
  };
  const support = createSupportService({ db, clock, bus });
  const recoveryRequests = createRecoveryRequestsService({ db, clock, uploadStore });
  const loanMonitor = createLoanMonitor({ db, config: settings, bus, trading, log: (line) => app.log.error(line) });
  const unfollowHalts = followHalts(bus, quotes);
  app.addHook('onClose', async () => unfollowHalts());

  // The same security headers on every reply, worked out once (a plugin that built helmet's
  // middleware again for each request cost a tenth of the server's CPU under load).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'connect-src': ["'self'", 'ws:', 'wss:'] },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  await app.register(multipart);
  await app.register(websocket, { options: { maxPayload: streamMaxPayloadBytes, perMessageDeflate: false } });
  // With REDIS_URL the limits count across every node; without Redis reachable, @fastify/rate-limit
  // lets attempts through (skipOnError) while account locks, kept in PostgreSQL, still hold.
  const limits = sharedLimits({ redisUrl: config.redisUrl, prefix: config.redisPrefix, log: (line) => app.log.warn(line) });
  app.addHook('onClose', async () => limits.close());
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_, context) => ({ statusCode: context.statusCode, message: 'rate limited' }),
    ...(limits.redis ? { redis: limits.redis, nameSpace: limits.rateLimitNamespace, skipOnError: true } : {}),
  });
  installErrorHandling(app);
  readinessRoutes(app, readiness);
  logRequests(app);

  await app.register(async (api) => {
    const router = createRouter<MemberPrincipal>({
      app: api,
      prefix: '/api/vue',
      db,
      authenticate: (request) => services.identity.authenticate(header(request.headers.token), header(request.headers.account)),
      keyScope: (principal) => `member:${principal.memberId}`,
    });
    commonRoutes(router, services.config);
    const identityServices = { ...services, db, uploadStore, signInRateLimit: config.signInRateLimit };
    identityRoutes(router, identityServices);
    uploadRoutes(api, identityServices);
    passkeyRoutes(router, { ...services, webAuthn: config.webAuthn, signInRateLimit: config.signInRateLimit });
    fundsRoutes(router, { ...services, db });
    marketRoutes(router, services.market);
    alertsRoutes(router, services.alerts);
    rewardsRoutes(router, rewards);
    newsRoutes(router, news);
    tradingRoutes(router, trading.service, trading.queries);
    offeringsRoutes(router, offerings.service, offerings.queries);
    placementsRoutes(router, placements.service, placements.queries);
    loansRoutes(router, services.loans);
    copytradeRoutes(router, copytrade.service, copytrade.queries);
    supportRoutes(router, support);
    passwordRecoveryRoutes(router, createPasswordRecoveryService({ db, clock, passkeys: services.passkeys }));
    recoveryRequestRoutes(api, router, recoveryRequests, config.signInRateLimit);
    const document = openApiDocument('Kabuto member API', '/api/vue', memberApi, 'member');
    api.get('/api/vue/openapi.json', async () => document);
  });

  await app.register(async (api) => {
    const router = createRouter<StaffPrincipal>({
      app: api,
      prefix: '/api/admin',
      db,
      authenticate: (request, endpoint) => services.staff.authenticate(request.headers.authorization, endpoint),
      keyScope: (principal) => `staff:${principal.staffId}`,
    });
    backofficeRoutes(router, { ...services, db, signInRateLimit: config.signInRateLimit });
    fundsAdminRoutes(router, { ...services, db });
    instrumentsAdminRoutes(router, services.instruments);
    newsAdminRoutes(router, news);
    tradingAdminRoutes(router, trading.queries);
    rewardsAdminRoutes(router, rewards);
    offeringsAdminRoutes(router, offerings.service, offerings.queries);
    placementsAdminRoutes(router, placements.service, placements.queries);
    loansAdminRoutes(router, services.loans);
    copytradeAdminRoutes(router, copytrade.service, copytrade.queries);
    staffFileRoute(api, { db, uploadStore, authenticateStaff: services.staff.authenticate });
    supportAdminRoutes(router, support);
    recoveryRequestAdminRoutes(router, recoveryRequests);
    const document = openApiDocument('Kabuto back office API', '/api/admin', adminApi, 'staff');
    api.get('/api/admin/openapi.json', async () => document);
  });

  streamRoutes(app, { bus, store: quotes, identity: services.identity, options: stream, slots: limits.connectionSlots });
  await serveApps(app, config);
  const marketOptions = {
    db,
    bus,
    seed: config.simSeed,
    hours: config.marketSessions,
    clock,
    ...market,
    log: (line: string) => app.log.info(line),
    onEvents: withCopyStep(
      afterMarketStep(
        watchMarketClose({ news, log: (line) => app.log.info(line) }),
        trading.engine,
        services.alerts,
        loanMonitor,
        (line) => app.log.error(line),
      ),
      copytrade.runner,
      (line) => app.log.error(line),
    ),
  };
  return {
    app,
    services,
    trading,
    offerings,
    placements,
    loanMonitor,
    copytrade,
    bus,
    quotes,
    readiness,
    uploadStore,
    /** Counters shared by every node (Redis) or this one: for per-member limits a route counts itself. */
    limits,
    startMarket: () =>
      startMarketAndClocks(
        marketOptions,
        quotes,
        async () => {
          await offerings.service.tick();
          await placements.service.tick();
        },
        (line) => app.log.error(line),
      ),
  };
}

/**
 * The market, and with it the offerings' status clock, which runs only where the market does
 * (the leader node) and stops with it.
 */
async function startMarketAndClocks(
  options: MarketOptions,
  quotes: QuoteStore,
  offeringsTick: () => Promise<void>,
  log: (line: string) => void,
): Promise<MarketRunner> {
  const runner = await startMarket(options, quotes);
  const stopClock = startOfferingsClock({ tick: offeringsTick, isLeader: () => runner.leader, log });
  return {
    ...runner,
    get leader() {
      return runner.leader;
    },
    async stop() {
      await stopClock();
      await runner.stop();
    },
  };
}

type StepListener = NonNullable<MarketOptions['onEvents']>;

/**
 * After each market step: the day's news notes, then the house's trading pass (resting fills,
 * expiries, liquidations, the day cut-off), then the members' price alerts, then the loans'
 * interest, notices and collateral rules. A failed pass is logged and tried again at the next
 * step; it must not stop the market.
 */
function afterMarketStep(
  notes: StepListener,
  engine: TradingEngine,
  alerts: AlertsService,
  loans: LoanMonitor,
  logError: (line: string) => void,
): StepListener {
  return async (events, store, now) => {
    await notes(events, store, now);
    await engine.step(now).catch((error: unknown) => logError(`trading step failed: ${String(error)}`));
    await alerts.step(now).catch((error: unknown) => logError(`price alert step failed: ${String(error)}`));
    await loans.step(now).catch((error: unknown) => logError(`loan step failed: ${String(error)}`));
  };
}

/** After the other passes of a step, the house strategies decide and copies' stop-losses are watched (copy-runner.ts). */
function withCopyStep(listener: StepListener, runner: CopyRunner, logError: (line: string) => void): StepListener {
  return async (events, store, now) => {
    await listener(events, store, now);
    await runner.step(now).catch((error: unknown) => logError(`copy trading step failed: ${String(error)}`));
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Unknown routes, malformed bodies, rate limits and bugs all answer in the envelope. */
function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: { statusCode?: number } & Error, request, reply) => {
    if (error.statusCode === 429) return sendFailure(reply, 'too_many_requests');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendFailure(reply, error.statusCode === 404 ? 'not_found' : 'invalid_input');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, 'internal');
  });
}

/** Built file names carry a content hash, so they never change; the HTML that names them must always be fresh. */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The built member app at `/` and the back office at `/admin/`, when they have been built. */
async function serveApps(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const hasWeb = existsSync(config.webDist);
  const hasAdmin = existsSync(config.adminDist);
  // Wildcard routes look files up per request, so a rebuilt app is served without a restart.
  // Compressed copies come from scripts/build-apps.mjs and are used when the browser accepts them.
  const assets = (root: string) => ({ root, preCompressed: true, cacheControl: false, setHeaders: cacheHeaders });
  if (hasWeb) await app.register(fastifyStatic, { ...assets(config.webDist), prefix: '/' });
  if (hasAdmin) await app.register(fastifyStatic, { ...assets(config.adminDist), prefix: '/admin/', decorateReply: !hasWeb });
  // A folder's own address is answered here, because @fastify/static's compressed lookup misses a
  // folder's index. The page is 2 KB and never cached; the hashed assets it names are.
  const indexPage = (root: string) => async (_: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await readFile(path.join(root, 'index.html')));
  if (hasWeb) app.get('/', indexPage(config.webDist));
  if (hasAdmin) app.get('/admin/', indexPage(config.adminDist));
  app.get('/admin', (_, reply) => reply.redirect('/admin/'));
  app.setNotFoundHandler((request, reply) => sendFailure(reply, 'not_found'));
}
