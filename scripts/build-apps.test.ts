/**
 * `npm start` prints one line per app built, not the bundler's list of chunks (hundreds of lines
 * above the server's URLs and logins); the list comes back at LOG_LEVEL=debug and when a build fails.
 * A stand-in `npm` on PATH plays the bundler, so no real build runs.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'build-apps.mjs');
const folders: string[] = [];

/** A stand-in `npm` printing 330 chunk lines and exiting with `status`, and an app folder with a built page. */
function fakeBuild(status: number) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'kabuto-build-'));
  folders.push(folder);
  const bin = path.join(folder, 'bin');
  mkdirSync(bin);
  const npm = path.join(bin, 'npm');
  writeFileSync(npm, `#!/bin/sh\nfor i in $(seq 1 330); do echo "dist/assets/chunk-$i.js  1.00 kB"; done\nexit ${status}\n`);
  chmodSync(npm, 0o755);
  mkdirSync(path.join(folder, 'app', 'dist'), { recursive: true });
  writeFileSync(path.join(folder, 'app', 'dist', 'index.html'), '<!doctype html>'.repeat(100));
  return { bin, app: path.join(folder, 'app') };
}

function build(status: number, logLevel?: string) {
  const { bin, app } = fakeBuild(status);
  const code = `import(${JSON.stringify(script)}).then((m) => m.buildApp('admin', ${JSON.stringify(app)}))`;
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, LOG_LEVEL: logLevel ?? 'info' };
  const result = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8', env });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('building an app at start', () => {
  it('prints one line with the time and size, not the chunk list', () => {
    const { status, output } = build(0);
    expect(status).toBe(0);
    expect(output.trim().split('\n')).toEqual([expect.stringMatching(/^Built the back office in \d+\.\d s \(1 file, 1 KB\)$/)]);
  });

  it('prints the whole list at LOG_LEVEL=debug', () => {
    const { output } = build(0, 'debug');
    expect(output).toContain('chunk-330.js');
  });

  it('prints the whole list when the build fails', () => {
    const { status, output } = build(1);
    expect(status).not.toBe(0);
    expect(output).toContain('chunk-1.js');
    expect(output).toContain('chunk-330.js');
    expect(output).toContain('Building admin failed');
  });
});
