/** Starts the real server as `npm start` does (embedded Postgres under DATA_DIR) and kills it without warning. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  baseUrl: string;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServer(environment: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'error',
      DEMO: '1',
      HOST: '127.0.0.1',
      SIGN_IN_RATE_LIMIT: '100000',
      MARKET_HISTORY: 'short',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${environment.PORT}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (attempt > 600) throw new Error('server did not start within 60 s');
    try {
      if (
        (
          await fetch(`${baseUrl}/api/vue/funds/rates`, {
            method: 'POST',
            body: '{}',
            headers: { 'content-type': 'application/json' },
          })
        ).ok
      )
        break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
