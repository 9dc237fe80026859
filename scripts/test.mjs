#!/usr/bin/env node
// `npm test`: the type checks and lint, the unit and integration tests, the browser journeys and the
// crash test. Vitest runs one file at a time on a two-core machine, and much of a run is waiting:
// the browser journeys (one file after another, on one server) on the browser and the real clock,
// the integration tests on the database. So three runs go side by side: the unit and integration
// tests, whose lines are shown as they come; the browser journeys, in a second Vitest process; and
// the type checks then lint. The last two are printed whole when they end, so no run's lines
// interleave with another's. The crash test runs last and alone: it loads the machine on purpose.
// Any part failing fails the whole, after every part has run, and what failed is printed again last.
// Arguments are handed to a single `vitest run` instead, still beside the checks
// (`npm test -- apps/server/src/trading`).
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/**
 * Runs a command and keeps its output (both streams, in order): a quiet one's to be printed later,
 * a loud one's as it comes as well.
 */
const run = (command, args, { quiet = false } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (stream) => (chunk) => {
      output += chunk;
      if (!quiet) stream.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('exit', (code, signal) => resolve({ ok: code === 0, code: code ?? signal, output }));
  });

const vitest = (args, options) => run('npx', ['vitest', 'run', ...args], options);

/** The type checks, then lint (each CPU-heavy, so not beside each other): both run even if the first fails. */
async function checks() {
  const typecheck = await run('npm', ['run', 'typecheck'], { quiet: true });
  const lint = await run('npm', ['run', 'lint'], { quiet: true });
  return { typecheck, lint };
}

/** Prints a quiet run's output under a heading once it has ended. */
function printWhole(heading, ...finished) {
  console.log(`\n${heading}:\n`);
  for (const { output } of finished) process.stdout.write(output);
}

/**
 * Vitest's account of what failed: from its "Failed Suites", "Failed Tests" or "Unhandled Errors"
 * heading to its summary, at most `limit` lines. Printed again at the very end, so that a log cut to
 * its last lines (as CI shows it) still says which test failed and why.
 */
function failures(output, limit = 120) {
  const lines = output.split('\n');
  const plain = lines.map((line) => stripVTControlCharacters(line));
  const start = plain.findIndex((line) => /⎯ (Failed (Tests|Suites)|Unhandled Errors?) \d+/.test(line));
  if (start < 0) return lines.filter((_, index) => /^\s*(FAIL|×)\s/.test(plain[index] ?? '')).slice(0, limit);
  const end = plain.findIndex((line, index) => index > start && /^\s*Test Files /.test(line));
  return lines.slice(start, end < 0 ? undefined : end).slice(0, limit);
}

/** Fails if any run failed, naming each with what it said failed. */
function finish(runs) {
  const failed = Object.entries(runs).filter(([, result]) => !result.ok);
  for (const [name, result] of failed) {
    const told = failures(result.output);
    if (told.length > 0) console.error(`\nWhat failed in ${name}:\n${told.join('\n')}`);
  }
  for (const [name, result] of failed) console.error(`${name}: ended with ${result.code}`);
  process.exit(failed.length > 0 ? 1 : 0);
}

async function runPaths(paths) {
  const checking = checks();
  const tests = await vitest(paths);
  const { typecheck, lint } = await checking;
  printWhole('Type checks and lint (run beside the tests above)', typecheck, lint);
  finish({ typecheck, lint, tests });
}

async function runAll() {
  const checking = checks();
  const journeys = vitest(['--project', 'e2e'], { quiet: true });
  const units = await vitest(['--project', 'unit', '--project', 'integration']);
  const { typecheck, lint } = await checking;
  printWhole('Type checks and lint (run beside the tests above)', typecheck, lint);
  const browser = await journeys;
  printWhole('Browser journeys (run beside the tests above)', browser);
  const crash = await vitest(['--project', 'crash']);
  finish({ typecheck, lint, 'unit and integration': units, 'browser journeys': browser, crash });
}

const paths = process.argv.slice(2);
await (paths.length > 0 ? runPaths(paths) : runAll());
