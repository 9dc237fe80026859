/**
 * A real Kabuto server process on a fresh database, started the way e2e/support/global-setup.ts
 * starts it: a migrated template on the embedded Postgres (or on BENCH_DATABASE_URL's or
 * TEST_DATABASE_URL's server), one clone of it, and `apps/server/src/main.ts` in a child process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../scripts/build-apps.mjs';
import { cloneTemplate, startTestPostgres } from '../../apps/server/test/postgres-server';
import { freePort } from '../../apps/server/src/db/embedded-postgres';
import { addCleanup, installSignalCleanup } from './cleanup';

export const root = path.resolve(import.meta.dirname, '../..');
export const demoMember = { account: '0900000001', password: 'demo1234' } as const;

export interface BenchServer {
  baseUrl: string;
  databaseUrl: string;
  /** The server process, e.g. to read its CPU time. */
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Build the member app first when its sources are newer than its build. */
  buildWeb?: boolean;
  /** Sign-in attempts allowed per client address per minute. */
  signInRateLimit?: number;
  /** Extra environment for the server process. */
  env?: Record<string, string>;
}

export async function startServer(options: ServerOptions = {}): Promise<BenchServer> {
  const web = options.buildWeb ? await snapshotWeb() : undefined;
  const removeWeb = web ? addCleanup(() => rm(web, { recursive: true, force: true })) : undefined;
  // startTestPostgres reads TEST_DATABASE_URL; a bench-only server is named BENCH_DATABASE_URL.
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const postgres = await startTestPostgres().catch(async (error: unknown) => {
    await removeWeb?.();
    throw error;
  });
  installSignalCleanup();
  let server: ChildProcess | undefined;
  const stop = addCleanup(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    try {
      await postgres.stop();
    } catch (error) {
      // Ctrl-C reaches the embedded Postgres too, which then shuts down before its databases are
      // dropped; its temporary folder is still ours to remove.
      if (!(await removeOwnClusterFolder(postgres.serverUrl))) throw error;
    }
  });
  try {
    const databaseUrl = await cloneTemplate(postgres.serverUrl, postgres.templateDatabase);
    const port = await freePort();
    // BENCH_SERVER_NODE_ARGS passes flags to the server's Node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO: '1',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'admin-pass-1',
        LOG_LEVEL: 'warn',
        SIGN_IN_RATE_LIMIT: String(options.signInRateLimit ?? 1000),
        ...(web ? { WEB_DIST: web } : {}),
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilServing(baseUrl, server);
    const stopAll = async () => {
      await stop();
      await removeWeb?.();
    };
    return { baseUrl, databaseUrl, process: server, stop: stopAll };
  } catch (error) {
    await stop();
    await removeWeb?.();
    throw error;
  }
}

/**
 * One more API node on the database of a server `startServer` started (which must have been given
 * `REDIS_URL` and a `REDIS_PREFIX` in `env`, passed here again): it follows that server's market
 * over Redis, as a second node behind a load balancer would. Stopped with the bench's cleanup.
 */
export async function startExtraNode(
  databaseUrl: string,
  env: Record<string, string>,
): Promise<Omit<BenchServer, 'databaseUrl'>> {
  const port = await freePort();
  const node = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '0',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'admin-pass-1',
      LOG_LEVEL: 'warn',
      SIGN_IN_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = addCleanup(async () => {
    if (node.exitCode !== null || node.signalCode !== null) return;
    const exited = new Promise((resolve) => node.once('exit', resolve));
    node.kill('SIGTERM');
    await exited;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(baseUrl, node);
  return { baseUrl, process: node, stop };
}

/**
 * Builds the member app if its sources changed, and copies the build to a temporary folder the
 * server serves from (WEB_DIST). Other people rebuild apps/web/dist while a bench runs, and the
 * server registers the files it found at start, so a bench must not serve the live folder. A copy
 * taken while a build was writing is detected (a file it references is missing) and taken again.
 */
async function snapshotWeb(): Promise<string> {
  const dist = path.join(root, 'apps/web/dist');
  for (let attempt = 1; ; attempt++) {
    buildIfStale('web');
    const copy = await mkdtemp(path.join(os.tmpdir(), 'kabuto-bench-web-'));
    let problem: unknown;
    try {
      await cp(dist, copy, { recursive: true });
      const missing = missingReferences(copy);
      if (missing.length === 0) return copy;
      problem = new Error(`apps/web/dist is incomplete (no ${missing.slice(0, 3).join(', ')}); is a build running?`);
    } catch (error) {
      problem = error;
    }
    await rm(copy, { recursive: true, force: true });
    if (attempt >= 5) throw problem;
    console.log('apps/web/dist changed while it was copied; trying again…');
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

/** The assets that index.html or a built chunk refers to but that the folder lacks. */
function missingReferences(folder: string): string[] {
  const assets = path.join(folder, 'assets');
  const files = [path.join(folder, 'index.html')];
  if (existsSync(assets)) files.push(...readdirSync(assets).map((name) => path.join(assets, name)));
  const missing = new Set<string>();
  for (const file of files.filter((name) => /\.(html|js|css)$/.test(name))) {
    if (!existsSync(file)) {
      missing.add(path.relative(folder, file));
      continue;
    }
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:\/assets\/|["'`]assets\/|["'`(]\.\/)([\w.-]+\.(?:js|css))\b/g)) {
      const name = match[1] ?? '';
      if (!existsSync(path.join(assets, name))) missing.add(`assets/${name}`);
    }
  }
  return [...missing];
}

/**
 * Finds the embedded cluster's temporary folder (made by startTestPostgres) by the port it was
 * started on, waits for its postmaster to be gone, and removes it. False when none matches.
 */
async function removeOwnClusterFolder(serverUrl: string): Promise<boolean> {
  if (process.env.TEST_DATABASE_URL) return false;
  const port = new URL(serverUrl).port;
  for (const name of readdirSync(os.tmpdir()).filter((entry) => entry.startsWith('kabuto-test-pg-'))) {
    const cluster = path.join(os.tmpdir(), name, 'cluster');
    const options = existsSync(path.join(cluster, 'postmaster.opts'))
      ? readFileSync(path.join(cluster, 'postmaster.opts'), 'utf8')
      : '';
    if (!options.includes(`"-p" "${port}"`)) continue;
    for (let waited = 0; waited < 10_000 && existsSync(path.join(cluster, 'postmaster.pid')); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await rm(path.join(os.tmpdir(), name), { recursive: true, force: true });
    return true;
  }
  return false;
}

async function waitUntilServing(baseUrl: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      // Ready, not just live: migrated, the market running, its history stored (see README).
      const response = await fetch(`${baseUrl}/healthz/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start within 60 s');
}

/** Signs the demo member in through the API, as the app does. */
export async function signIn(baseUrl: string): Promise<{ token: string; account: string }> {
  const response = await fetch(`${baseUrl}/api/vue/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: demoMember.account, password: demoMember.password, agree: true }),
  });
  const body = (await response.json()) as { status: number; msg: string; data?: { token: string; account: string } };
  if (!response.ok || body.status !== 1 || !body.data) throw new Error(`sign-in failed: ${response.status} ${body.msg}`);
  return body.data;
}
