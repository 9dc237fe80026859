#!/usr/bin/env node
// The test runs of `npm test` after the type checks and lint. Vitest runs one file at a time on a
// two-core machine, and the browser journeys (one file after another, on one server) spend most of
// their time waiting on the browser and the real clock, so they run in a second Vitest process
// beside the unit and integration tests; their output is printed whole when they end, so the two
// runs' lines never interleave. The crash test runs last and alone: it loads the machine on purpose.
// Arguments are handed to a single `vitest run` instead (`npm test -- apps/server/src/trading`).
import { spawn } from 'node:child_process';

const vitest = (args, { quiet = false } = {}) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...args], {
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ ok: code === 0, code: code ?? signal, output }));
  });

const extra = process.argv.slice(2);
if (extra.length > 0) {
  const { code } = await vitest(extra);
  process.exit(typeof code === 'number' ? code : 1);
}

const journeys = vitest(['--project', 'e2e'], { quiet: true });
const units = await vitest(['--project', 'unit', '--project', 'integration']);
console.log('\nBrowser journeys (run beside the tests above):\n');
const browser = await journeys;
process.stdout.write(browser.output);
const crash = await vitest(['--project', 'crash']);

const runs = { 'unit and integration': units, 'browser journeys': browser, crash };
const failed = Object.entries(runs).filter(([, run]) => !run.ok);
for (const [name, run] of failed) console.error(`${name}: vitest ended with ${run.code}`);
process.exit(failed.length > 0 ? 1 : 0);
