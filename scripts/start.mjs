#!/usr/bin/env node
// `npm start`: builds the apps when their sources changed, then starts the server, which starts
// Postgres (embedded unless DATABASE_URL is set), migrates, seeds the demo data and serves everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildApps } from './build-apps.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildApps();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { DEMO: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
