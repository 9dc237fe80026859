#!/usr/bin/env node
// `npm start`: builds the member app and the back office when their sources are newer than the
// build, then starts the server (which starts Postgres, migrates, seeds and serves everything).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestChange(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildIfStale(app) {
  const built = path.join(root, 'apps', app, 'dist', 'index.html');
  const sources = [path.join(root, 'apps', app), path.join(root, 'packages')].map((folder) =>
    newestChange(path.join(folder, folder.endsWith('packages') ? '' : 'src')),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) return;
  console.log(`Building ${app}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', `apps/${app}`], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale('web');
buildIfStale('admin');

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { DEMO: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
