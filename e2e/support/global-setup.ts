/**
 * Browser journeys run against the real thing: the built apps served by the real server process
 * on a fresh Postgres database (embedded, or on TEST_DATABASE_URL's server).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApps } from '../../scripts/build-apps.mjs';
import { cloneTemplate, startTestPostgres } from '../../apps/server/test/postgres-server';
import { freePort } from '../../apps/server/src/db/embedded-postgres';
import { staffApiSignIn } from './staff-factor';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    /** The first owner's TOTP secret, enrolled once here so every journey can sign the owner in. */
    adminTotpSecret: string;
  }
}

export const adminLogin = { username: 'admin', password: 'admin-pass-1' } as const;
const root = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject) {
  buildApps();
  const postgres = await startTestPostgres();
  const databaseUrl = await cloneTemplate(postgres.serverUrl, postgres.templateDatabase);
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '1',
      ADMIN_USERNAME: adminLogin.username,
      ADMIN_PASSWORD: adminLogin.password,
      LOG_LEVEL: 'warn',
      SIGN_IN_RATE_LIMIT: '1000',
      MARKET_HISTORY: 'short',
      // A pool connection asked for inside a transaction fails the call rather than being logged.
      POOL_GUARD: 'throw',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await waitUntilServing(baseUrl, server);
  } catch (error) {
    // A server that failed to start must not leave Postgres running: Vitest would never exit.
    server.kill('SIGKILL');
    await postgres.stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('adminTotpSecret', (await staffApiSignIn(baseUrl, adminLogin)).secret);
  project.provide('databaseUrl', databaseUrl);
  return async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    await postgres.stop();
  };
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
