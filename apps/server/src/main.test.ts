/** `npm start`'s server as a newcomer runs it: what it prints at the default log level. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplate } from '../test/postgres-server';

const main = path.join(import.meta.dirname, 'main.ts');
/** Servers still running when a test failed, stopped after the file so none outlives the run. */
const running = new Set<ChildProcess>();

interface Started {
  output: () => string;
  /** Stops the server (SIGTERM) and resolves with everything it printed. */
  stop: () => Promise<string>;
}

async function startServer(environment: Record<string, string>, ready: RegExp): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, LOG_LEVEL: '', HOST: '', LOG_FORMAT: '', ...environment },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => (output += text));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const check = () => (ready.test(output) ? resolve() : undefined);
    child.stdout.on('data', check);
    void exited.then(() => reject(new Error(`server exited before it was ready:\n${output}`)));
  });
  return {
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      return output;
    },
  };
}

// A whole server start (migrated template, short market history) on a shared, busy machine.
describe('the server started as npm start does', { timeout: 90_000 }, () => {
  let dataDir: string;
  let databaseUrl: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kabuto-start-'));
    databaseUrl = await cloneTemplate(inject('postgresUrl'), inject('templateDatabase'));
  });
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  const environment = () => ({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: '0',
    DEMO: '1',
    MARKET_HISTORY: 'short',
    ADMIN_PASSWORD: 'owner-pass-1',
  });

  it('prints where the apps are and how to sign in, listens on loopback only, and logs no request at info', async () => {
    const server = await startServer(environment(), /Press Ctrl\+C to stop\./);
    const printedUrl = /Member app {3}(http:\/\/\S+)/.exec(server.output())?.[1];
    // Named localhost, where passkeys work; it listens on 127.0.0.1, which is what the test calls.
    expect(printedUrl).toMatch(/^http:\/\/localhost:\d+\/$/);
    const memberApp = printedUrl?.replace('localhost', '127.0.0.1');
    // Member calls answer 503 starting_up until the node is ready (the market history stored).
    for (let tries = 0; (await fetch(`${memberApp}healthz/ready`)).status !== 200; tries += 1) {
      if (tries > 600) throw new Error('the server never became ready');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const config = await fetch(`${memberApp}api/vue/common/config`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(config.status).toBe(200);
    expect((await fetch(`${memberApp}api/vue/no-such-route`)).status).toBe(404);
    const printed = await server.stop();

    expect(printed).toContain(`Back office  ${printedUrl}admin/`);
    expect(printed).toContain('only (DEMO=1 without HOST');
    expect(printed).toContain('Database   connected to postgres://');
    expect(printed).not.toContain(new URL(databaseUrl).password || 'a password that is not there');
    expect(printed).toContain('0900000001 / demo1234');
    expect(printed).toContain('admin (password from ADMIN_PASSWORD)');
    expect(printed).not.toMatch(/common\/config|no-such-route|incoming request|request completed/);
  });

  it('keeps every line JSON with LOG_FORMAT=json, the start included as one record', async () => {
    const server = await startServer({ ...environment(), LOG_FORMAT: 'json' }, /Kabuto is running/);
    const printed = await server.stop();
    const records = printed
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg?: string; host?: string; demoLogin?: unknown });
    const start = records.find((record) => record.msg === 'Kabuto is running');
    expect(start).toMatchObject({ host: '127.0.0.1', hostDefaultedToLoopback: true, demoSeeded: false });
    expect(start?.demoLogin).toBeUndefined();
  });
});
