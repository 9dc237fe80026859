/** Starts Kabuto: settings, database (embedded unless DATABASE_URL is set), migrations, seed, HTTP. */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { outboxCrash } from './platform/outbox-crash';
import { demoMember, seedDemo } from './seed/demo';
import { seedDemoLoan } from './seed/demo-loan';
import { seedDemoPlacements } from './seed/demo-placements';
import { ownerPasswordFileName, writeOwnerPasswordFile } from './backoffice/owner-password-file';
import { startLines, type DatabaseFact, type OwnerPasswordFact, type StartFacts } from './platform/start-lines';
import { awaitMarketReadiness } from './http/readiness';
import { hasHistory } from './market/market.repository';
import { moveDiskUploads } from './verification/disk-uploads';

interface StartedDatabase {
  url: string;
  fact: DatabaseFact;
  stop: () => Promise<void>;
}

async function startDatabase(config: ServerConfig): Promise<StartedDatabase> {
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    return { url, fact: { kind: 'external', url }, stop: async () => undefined };
  }
  const { startEmbeddedPostgres } = await import('./db/embedded-postgres');
  const directory = path.join(config.dataDir, 'postgres');
  const cluster = await startEmbeddedPostgres(directory);
  return { url: cluster.url('postgres'), fact: { kind: 'embedded', port: cluster.port, directory }, stop: () => cluster.stop() };
}

/** Where the owner's password is: the file this start wrote, one an earlier start left, or the environment. */
function ownerPassword(config: ServerConfig, written: string | null): OwnerPasswordFact {
  if (written) return { kind: 'file', path: written };
  const earlier = path.join(config.dataDir, ownerPasswordFileName);
  if (existsSync(earlier)) return { kind: 'file', path: earlier };
  return config.adminPassword ? { kind: 'environment' } : { kind: 'unknown' };
}

/** Human lines on a terminal; one structured record for a log collector; nothing below `info`. */
function announce(config: ServerConfig, facts: StartFacts, log: { info(object: object, message: string): void }): void {
  if (!['info', 'debug', 'trace'].includes(config.logLevel)) return;
  if (config.logFormat === 'json') {
    const database = facts.database.kind === 'external' ? { kind: 'external' } : facts.database;
    log.info({ ...facts, database, demoLogin: undefined }, 'Kabuto is running');
    return;
  }
  process.stdout.write(startLines(facts).join('\n') + '\n');
}

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const database = await startDatabase(config);
  // Reported through the app's log once it exists; a report before that goes to standard error.
  let reportPoolGuard = (error: Error) => console.error(error);
  const db = openDatabase(database.url, config.databasePoolMax, {
    poolGuard: config.poolGuard,
    onPoolGuard: (error) => reportPoolGuard(error),
  });
  const migrations = await migrate(db);
  const { app, common, backoffice, loans, startMarket, bus, readiness, trading, quotes, uploadStore, copytrade } = await buildApp(
    {
      config,
      db,
      market: config.marketHistory,
      ...outboxCrash(process.env.OUTBOX_CRASH),
    },
  );
  reportPoolGuard = (error) => app.log.error({ err: error }, error.message);
  // Uploads an earlier version kept on this node's disk go to the store every node reads.
  const diskUploads = await moveDiskUploads({
    db,
    store: uploadStore,
    dataDir: config.dataDir,
    log: (line) => app.log.warn(line),
  });
  if (diskUploads.moved > 0) app.log.info(`moved ${diskUploads.moved} uploads from disk into the ${uploadStore.kind} store`);
  readiness.pass('migrations');
  await common.config.ensureDefaults();
  await copytrade.service.ensureHouseStrategies(copytrade.houseSymbols);
  const owner = await backoffice.staff.bootstrapOwner(config.adminUsername, config.adminPassword);
  // The password itself never reaches standard output (logs outlive it): only where to read it.
  const ownerFile = owner ? await writeOwnerPasswordFile(config.dataDir, config.adminUsername, owner.generatedPassword) : null;
  const demoSeeded = config.demo ? await seedDemo(db, new Date(), { offerings: true }) : null;
  // Listening before the market starts lets a load balancer see the node live (and not yet ready).
  await app.listen({ port: config.port, host: config.host });

  const market = await startMarket();
  app.log.info(
    `${config.redisUrl ? 'Redis' : 'in-process'} bus; ${market.leader ? 'running the market' : 'following the market leader'}`,
  );
  let stopping = false;
  // The demo parts seeded once prices exist; a stop waits for them, so none is cut off halfway.
  let demoSeeding: Promise<unknown> = Promise.resolve();
  void awaitMarketReadiness(readiness, {
    historyStored: market.historyStored,
    hasHistory: () => hasHistory(db.pool),
    log: (line) => app.log.warn(line),
    stopped: () => stopping,
  }).then(
    () => {
      app.log.info('ready');
      // The demo loan needs prices, so it is seeded once the market is ready, with the demo member.
      if (demoSeeded) {
        const loanAndPlacements = seedDemoLoan({ db, quotes, trading: trading.service, loans: loans.service }, demoMember.account)
          .then(
            (line) => app.log.info(`demo loan: ${line}`),
            (error: unknown) => app.log.error({ err: error }, 'demo loan failed'),
          )
          // Block trades, placements and auctions need prices too (the band), after the loan's holding.
          .then(() => seedDemoPlacements({ db, quotes }, demoMember.account))
          .then(
            (line) => app.log.info(`demo placements: ${line}`),
            (error: unknown) => app.log.error({ err: error }, 'demo placements failed'),
          );
        const copyHistory = copytrade.replayHistory().then(
          (line) => app.log.info(`copy trading history: ${line}`),
          (error: unknown) => app.log.error({ err: error }, 'copy trading history failed'),
        );
        demoSeeding = Promise.all([loanAndPlacements, copyHistory]);
      }
    },
    (error: unknown) => app.log.error({ err: error }, 'readiness check failed'),
  );
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await market.stop();
    await demoSeeding;
    await app.close();
    await bus.close();
    await db.close();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  announce(
    config,
    {
      database: database.fact,
      migrationsApplied: migrations.length,
      demoSeeded,
      demoLogin: demoMember,
      host: config.host,
      hostDefaultedToLoopback: config.hostDefaultedToLoopback,
      port: (app.server.address() as AddressInfo).port,
      owner: { username: config.adminUsername, password: ownerPassword(config, ownerFile) },
    },
    app.log,
  );
}

await main();
