/**
 * Sign-ins per second: a real server process on a fresh database, `POST /api/vue/user/login`
 * for the demo member driven by autocannon at several connection counts, beside the raw argon2id
 * verify rate with the server's own parameters, measured in this process first. Each sign-in
 * costs one argon2id verification (19 MiB, two passes), so the verify rate is the ceiling.
 *
 *   node --import tsx bench/sign-in/run.ts
 *   SIGN_IN_CONNECTIONS=4,8,16 SIGN_IN_DURATION=10 ARGON2_ROUNDS=5 ARGON2_WINDOW=2 (the defaults)
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { hash, verify } from '@node-rs/argon2';
import { argon2Options } from '../../apps/server/src/security/passwords';
import { cores, cpuBetween, cpuSnapshot, waitForQuietMachine, type CpuUse } from '../support/cpu';
import { envList, envNumber, median, printTable, seconds, writeResult } from '../support/report';
import { demoMember, signIn, startServer } from '../support/server';

const connectionCounts = envList('SIGN_IN_CONNECTIONS', [4, 8, 16]);
const duration = envNumber('SIGN_IN_DURATION', 10);
const argon2Rounds = envNumber('ARGON2_ROUNDS', 5);
const argon2Window = envNumber('ARGON2_WINDOW', 2);
const started = performance.now();

interface VerifyWindow {
  threads: number;
  verifies: number;
  perSecond: number;
  cpu: CpuUse | undefined;
}

/** `threads` verifications in flight at once (each runs on a libuv pool thread) for `seconds`. */
async function verifyRate(storedHash: string, threads: number, seconds: number): Promise<VerifyWindow> {
  let verifies = 0;
  const before = cpuSnapshot();
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: threads }, async () => {
      while (performance.now() < deadline) {
        if (!(await verify(storedHash, demoMember.password))) throw new Error('argon2 verify returned false');
        verifies++;
      }
    }),
  );
  const perSecond = verifies / ((performance.now() - start) / 1000);
  return { threads, verifies, perSecond, cpu: cpuBetween(before, cpuSnapshot()) };
}

/** Waits for other processes to calm down before a measurement, and says so when it waited. */
async function quiet(): Promise<void> {
  const { waited, otherCores } = await waitForQuietMachine();
  if (waited >= 2)
    console.log(`  (waited ${waited.toFixed(0)} s for other processes; they still used ${cores(otherCores)} cores)`);
}

console.log(`Sign-in benchmark: ${os.cpus().length} CPU(s), ${os.cpus()[0]?.model ?? ''}, Node ${process.version}`);
console.log(
  `argon2id parameters (apps/server/src/security/passwords.ts): memory ${argon2Options.memoryCost} KiB, ` +
    `${argon2Options.timeCost} passes, parallelism ${argon2Options.parallelism}\n`,
);

// 1. The ceiling: argon2id verifications in this process, before the server starts, so nothing of
// ours competes. Short windows alternate 1 and 2 threads; the best and the median are kept, since
// other processes on a shared machine can only slow a window down.
const storedHash = await hash(demoMember.password, argon2Options);
await verifyRate(storedHash, 1, 0.5); // warm-up
const windows = new Map<number, VerifyWindow[]>([
  [1, []],
  [2, []],
]);
for (let round = 0; round < argon2Rounds; round++) {
  for (const [threads, runs] of windows) {
    await quiet();
    runs.push(await verifyRate(storedHash, threads, argon2Window));
  }
}
const argon2 = [...windows].map(([threads, runs]) => {
  const best = Math.max(...runs.map((run) => run.perSecond));
  return {
    threads,
    bestPerSecond: best,
    medianPerSecond: median(runs.map((run) => run.perSecond)),
    msPerVerify: (1000 * threads) / best,
    otherCoresMedian: median(runs.map((run) => run.cpu?.otherCores ?? Number.NaN)),
    windows: runs,
  };
});
const ceiling = argon2[1]?.bestPerSecond ?? Number.NaN;
console.log(`Raw argon2id verify rate, in-process (${argon2Rounds} windows of ${argon2Window} s per thread count):`);
printTable(
  ['threads', 'best verifies/s', 'median verifies/s', 'ms per verify', 'other processes (cores)'],
  argon2.map((rate) => [
    rate.threads,
    rate.bestPerSecond.toFixed(1),
    rate.medianPerSecond.toFixed(1),
    rate.msPerVerify.toFixed(1),
    cores(rate.otherCoresMedian),
  ]),
);

// 2. The real thing: HTTP sign-ins against a server process on a fresh database.
console.log('\nStarting Postgres and the server…');
const server = await startServer({ signInRateLimit: 1_000_000_000 });
const levels: Record<string, unknown>[] = [];
let allOk = true;
try {
  await signIn(server.baseUrl); // the demo member exists and the password is right
  const request = {
    url: `${server.baseUrl}/api/vue/user/login`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: demoMember.account, password: demoMember.password, agree: true }),
    verifyBody: (body: string) => body.includes('"status":1') && body.includes('"token"'),
  };
  await autocannon({ ...request, connections: 2, duration: 2 }); // warm-up: JIT, pool connections

  console.log(`\nPOST /api/vue/user/login for the demo member, ${duration} s per level (server ${server.baseUrl}):`);
  const rows: (string | number)[][] = [];
  for (const connections of connectionCounts) {
    await quiet();
    const before = cpuSnapshot();
    const result = await autocannon({ ...request, connections, duration });
    const cpu = cpuBetween(before, cpuSnapshot(), server.process.pid);
    const total = Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + count, 0);
    const ok = result.statusCodeStats['200']?.count ?? 0;
    const failures = total - ok + result.errors + result.timeouts + result.mismatches;
    if (failures > 0) allOk = false;
    const requestsPerSecond = ok / result.duration;
    const latencyMs = { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max };
    levels.push({
      connections,
      requests: total,
      ok200: ok,
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
      errors: result.errors,
      timeouts: result.timeouts,
      mismatches: result.mismatches,
      durationSeconds: result.duration,
      requestsPerSecond,
      latencyMs,
      cpu,
      ofArgon2Ceiling: requestsPerSecond / ceiling,
    });
    rows.push([
      connections,
      requestsPerSecond.toFixed(1),
      `${latencyMs.p50} ms`,
      `${latencyMs.p99} ms`,
      `${ok}/${total}`,
      failures,
      cores(cpu?.watchedCores),
      cores(cpu?.benchCores),
      cores(cpu?.otherCores),
      `${((requestsPerSecond / ceiling) * 100).toFixed(0)} %`,
    ]);
  }
  printTable(
    [
      'connections',
      'sign-ins/s',
      'p50',
      'p99',
      '200s',
      'failures',
      'server cores',
      'all ours cores',
      'other cores',
      'of argon2 ×2',
    ],
    rows,
  );
  // Requests cut off when a level ends are still verifying; let them finish before the pool closes.
  await new Promise((resolve) => setTimeout(resolve, 1000));
} finally {
  await server.stop();
}

console.log(`\nEach sign-in runs one argon2id verify: ${ceiling.toFixed(1)} verifies/s on 2 threads is the ceiling here.`);
console.log('"all ours" = server + Postgres + autocannon; "other" = processes outside this bench (noise when high).');
console.log(allOk ? 'Every response was 200 with a token.' : 'WARNING: some responses were not 200 with a token (see above).');
if (!allOk) process.exitCode = 1;
const file = await writeResult('sign-in', {
  argon2Options,
  argon2VerifyRate: argon2,
  durationPerLevelSeconds: duration,
  levels,
  allResponses200: allOk,
  benchSeconds: (performance.now() - started) / 1000,
});
console.log(`Took ${seconds(started)}; summary in ${file}`);
