#!/usr/bin/env node
// Runs the benchmarks one after another, each in its own process, then prints one summary.
//   node bench/run-all.mjs                      all of them
//   node bench/run-all.mjs sign-in lighthouse   only these
//   node bench/run-all.mjs --full quote-fanout  quote-fanout at 1,000 and 5,000 clients (1,000 only without --full)
// Benchmarks print figures and assert no timings; the exit code is non-zero only when a bench
// could not run (or saw failed requests), never because a figure missed its target.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const benchDir = import.meta.dirname;
const all = [
  'bundle-weight',
  'lighthouse',
  'sign-in',
  'order-entry',
  'quote-fanout',
  'copy-fanout',
  'market-open',
  'triggers',
  'recovery-timing',
  'documents',
];
const options = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (options.some((option) => option !== '--full')) {
  console.error(`Unknown option: ${options.join(' ')}. Known: --full`);
  process.exit(2);
}
// quote-fanout takes 4–8 minutes at 1,000 and 5,000 clients; here it runs at 1,000 unless asked.
const fanoutClients = process.env.FANOUT_CLIENTS ?? (options.includes('--full') ? '1000,5000' : '1000');
const unknown = chosen.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`Unknown bench: ${unknown.join(', ')}. Known: ${all.join(', ')}`);
  process.exit(2);
}
const names = chosen.length ? chosen : all;

// Ctrl-C reaches the bench too (same process group); let it stop its server and browsers first.
let interrupted = false;
process.on('SIGINT', () => (interrupted = true));
process.on('SIGTERM', () => (interrupted = true));

function run(name) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, name, 'run.ts')], {
      cwd: path.resolve(benchDir, '..'),
      env: { ...process.env, FANOUT_CLIENTS: fanoutClients },
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function readResult(name) {
  const file = path.join(benchDir, 'results', `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const summaries = {
  'bundle-weight': (result) =>
    result.pages.map(
      (page) =>
        `${page.path}: JS ${kb(page.totals.jsGzip)} gzipped (${kb(page.totals.jsRaw)} raw), CSS ${kb(page.totals.cssGzip)} gzipped` +
        (page.jsGzipTarget ? `; target ≤ ${kb(page.jsGzipTarget)}` : ''),
    ),
  lighthouse: (result) =>
    result.pages.map(
      (page) =>
        `${page.path}: score ${page.score} (target ≥ 95); FCP ${Math.round(page.medians.fcp)} ms, LCP ${Math.round(page.medians.lcp)} ms, ` +
        `TBT ${Math.round(page.medians.tbt)} ms, CLS ${page.medians.cls.toFixed(3)}, SI ${Math.round(page.medians.si)} ms; ` +
        `${page.calibrated.score} at the CPU slowdown calibrated for this machine`,
    ),
  'sign-in': (result) => [
    `argon2id verify: ${result.argon2VerifyRate.map((rate) => `${rate.bestPerSecond.toFixed(1)}/s on ${rate.threads} thread(s)`).join(', ')}`,
    ...result.levels.map(
      (level) =>
        `${level.connections} connections: ${level.requestsPerSecond.toFixed(1)} sign-ins/s, p50 ${level.latencyMs.p50} ms, p99 ${level.latencyMs.p99} ms, ${level.ok200}/${level.requests} 200`,
    ),
  ],
  'quote-fanout': (result) => [
    ...result.phases.map(
      (phase) =>
        `${phase.server}, ${phase.connected}/${phase.clients} clients: ${Math.round(phase.deliveredPerSecond)} quotes/s ` +
        `(${(phase.deliveredShare * 100).toFixed(1)}% of sent), p50 ${phase.latencyMs.p50.toFixed(0)} ms, ` +
        `p99 ${phase.latencyMs.p99.toFixed(0)} ms, ${phase.serverCores?.toFixed(2) ?? '?'} server cores, ${phase.heapPerClientKiB.toFixed(1)} KiB heap/client`,
    ),
    `/market/kline 1m × 1000: p50 ${result.kline.sequential.p50Ms.toFixed(0)} ms one at a time, ` +
      `${result.kline.loaded.requestsPerSecond.toFixed(0)}/s at ${result.kline.loaded.connections} connections (p99 ${result.kline.loaded.p99Ms} ms)`,
  ],
  'copy-fanout': (result) => [
    `${result.copies} copies: one strategy buy acknowledged for every copy in ${Math.round(result.buy.ms)} ms ` +
      `(${Math.round(result.buy.ordersPerSecond)} orders/s, ${result.buy.ordersWritten} orders in one transaction); ` +
      `the sell closed them in ${Math.round(result.sell.ms)} ms (${Math.round(result.sell.closesPerSecond)} closes/s); books balanced: ${result.booksBalanced}`,
  ],
  triggers: (result) =>
    result.results.map(
      (run) =>
        `${result.waiting} waiting stops, ${run.tradesPerPass} trades a pass: p50 ${run.p50Ms.toFixed(1)} ms, p99 ${run.p99Ms.toFixed(1)} ms, ` +
        `${Math.round(run.tradesJudgedPerSecond)} trades judged/s; ${Math.round(result.bytesPerWaitingOrder)} bytes per waiting order`,
    ),
  'recovery-timing': (result) => [
    `first filings, ${result.filings} each: a real account median ${result.real.median.toFixed(1)} ms (p90 ${result.real.p90.toFixed(1)}), ` +
      `an unknown number median ${result.unknown.median.toFixed(1)} ms (p90 ${result.unknown.p90.toFixed(1)}); difference ${result.medianDifferenceMs.toFixed(1)} ms`,
  ],
  documents: (result) => [
    result.monthly
      ? `${result.monthly.statements} monthly statements in ${result.monthly.seconds.toFixed(1)} s (${result.monthly.perSecond.toFixed(0)}/s, ` +
        `target under 120 s), peak RSS ${Math.round(result.monthly.peakRss / 1048576)} MB`
      : 'monthly statements not measured (DOCUMENTS_MEMBERS=0)',
    `proof tree of ${result.tree.leaves} balances in ${result.tree.seconds.toFixed(1)} s, peak RSS ${Math.round(result.tree.peakRss / 1048576)} MB, ` +
      `a proof of ${result.tree.proofSteps} steps (${result.tree.proofBytes} B) verified in ${result.tree.verifyMs.toFixed(1)} ms`,
  ],
  'order-entry': (result) => [
    ...result.levels.map(({ clients, orders, pgbench }) =>
      orders
        ? `${clients} clients: ${orders.perSecond.toFixed(0)} orders/s, p50 ${orders.latencyMs.p50.toFixed(1)} ms, p99 ${orders.latencyMs.p99.toFixed(1)} ms; ` +
          `pgbench ${pgbench.tps.toFixed(0)} TPS; ${(orders.perSecond / pgbench.tps).toFixed(2)}× (target ≥ 1.0×, p99 ≤ 50 ms)`
        : `${clients} clients: no orders measured; pgbench ${pgbench.tps.toFixed(0)} TPS`,
    ),
    ...(result.profile
      ? [
          `${result.profile.statementsPerOrder.toFixed(1)} statements and ${result.profile.transactionsPerOrder.toFixed(2)} transactions per order`,
        ]
      : []),
  ],
};

const outcomes = [];
const started = performance.now();
for (const name of names) {
  if (interrupted) break;
  console.log(`\n════ bench/${name} ════\n`);
  const benchStarted = performance.now();
  const code = await run(name);
  outcomes.push({ name, code, seconds: (performance.now() - benchStarted) / 1000 });
}

console.log('\n════ summary ════');
for (const { name, code, seconds } of outcomes) {
  console.log(`\n${name}: ${code === 0 ? 'ran' : `exited with ${code}`} in ${seconds.toFixed(0)} s`);
  const result = code === 0 ? readResult(name) : undefined;
  if (result) for (const line of summaries[name](result)) console.log(`  ${line}`);
}
console.log(`\nAll done in ${((performance.now() - started) / 1000).toFixed(0)} s; JSON summaries in bench/results/.`);
process.exitCode = interrupted ? 130 : outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0;
