/** Starts Kabuto: settings, database (embedded unless DATABASE_URL is set), migrations, seed, HTTP. */
import path from 'node:path';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { seedDemo } from './seed/demo';
import { writeOwnerPasswordFile } from './backoffice/owner-password-file';
import { awaitMarketReadiness } from './http/readiness';
import { hasHistory } from './market/market.repository';

async function databaseUrl(config: ServerConfig): Promise<{ url: string; stop: () => Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  const { startEmbeddedPostgres } = await import('./db/embedded-postgres');
  const cluster = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'));
  return { url: cluster.url('postgres'), stop: () => cluster.stop() };
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

  const database = await databaseUrl(config);
  const db = openDatabase(database.url);
  await migrate(db);
  const { app, services, startMarket, bus, readiness } = await buildApp({ config, db, market: config.marketHistory });
  readiness.pass('migrations');
  await services.config.ensureDefaults();
  const owner = await services.staff.bootstrapOwner(config.adminUsername, config.adminPassword);
  if (owner) {
    // The password itself never reaches standard output (logs outlive it): only where to read it.
    const file = await writeOwnerPasswordFile(config.dataDir, config.adminUsername, owner.generatedPassword);
    console.log(
      `\n  Back-office owner created: ${config.adminUsername}; its password is in ${file} (readable only by this user)\n`,
    );
  }
  if (config.demo) await seedDemo(db);
  // Listening before the market starts lets a load balancer see the node live (and not yet ready).
  await app.listen({ port: config.port, host: config.host });

  const market = await startMarket();
  app.log.info(
    `${config.redisUrl ? 'Redis' : 'in-process'} bus; ${market.leader ? 'running the market' : 'following the market leader'}`,
  );
  let stopping = false;
  void awaitMarketReadiness(readiness, {
    historyStored: market.historyStored,
    hasHistory: () => hasHistory(db.pool),
    log: (line) => app.log.warn(line),
    stopped: () => stopping,
  }).then(
    () => app.log.info('ready'),
    (error: unknown) => app.log.error({ err: error }, 'readiness check failed'),
  );
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await market.stop();
    await app.close();
    await bus.close();
    await db.close();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

await main();
