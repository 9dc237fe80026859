#!/usr/bin/env node
/**
 * Runs the Capacitor CLI on this app (`node scripts/native.mjs sync`, `… open android`). The CLI
 * needs Node 22 while the workspace supports Node 20, so it is not a dependency (it would make
 * `npm ci` warn on Node 20): npx fetches it from the registry, and on an older Node also Node 22
 * itself (the registry's `node-<platform>-<arch>` package, whose `node` comes first on the PATH
 * that npx gives the CLI).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The CLI of the same major as `@capacitor/core` and the platforms in package.json. */
export const capacitorCli = '@capacitor/cli@^8.5.2';
export const nodeMajor = 22;

/** The registry package that ships Node's binary for this machine. */
export function nodePackage(platform = process.platform, arch = process.arch) {
  const os = platform === 'win32' ? 'win' : platform;
  return `node-${os}-${arch}@${nodeMajor}`;
}

/** The npx arguments that run `cap <args>` under Node 22. */
export function npxArguments(args, currentMajor = Number(process.versions.node.split('.')[0])) {
  const node = currentMajor >= nodeMajor ? [] : ['-p', nodePackage()];
  return ['--yes', ...node, '-p', capacitorCli, '--', 'cap', ...args];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const appDir = path.resolve(import.meta.dirname, '..');
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  // npm, still on Node 20, would warn that the CLI it fetches wants Node 22: that is the point.
  const env = { ...process.env, npm_config_loglevel: 'error' };
  const result = spawnSync(npx, npxArguments(process.argv.slice(2)), { cwd: appDir, stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}
