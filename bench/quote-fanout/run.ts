/**
 * Quote fan-out: Kabuto's stream (`/api/vue/ws`) beside a bare `ws` server, both fed the same
 * quotes over Redis, to 1,000 and 5,000 clients of 10 quote topics each, with the clients in
 * processes of their own. Prints messages delivered per second, latency from the source's
 * publish to the client, server CPU and memory; then the latency of `/market/kline` for 1,000
 * bars against the same server with its full generated history. See bench/README.md.
 *
 * `FANOUT_TARGETS` picks the servers (`kabuto,bare,batched` by default); `kabuto-2` is two
 * Kabuto nodes on the same database and Redis, the second following the first's market, with
 * the clients split evenly over them and twice `FANOUT_CLIENTS` in all (each node gets the count).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { cloneTemplate, startTestPostgres } from '../../apps/server/test/postgres-server';
import { freePort } from '../../apps/server/src/db/embedded-postgres';
import { addCleanup, installSignalCleanup } from '../support/cleanup';
import { cores, cpuBetween, cpuSnapshot, waitForQuietMachine } from '../support/cpu';
import { envList, envNumber, printTable, seconds, writeResult } from '../support/report';
import { nextMessage } from '../support/processes';
import { root } from '../support/server';
import { measureKline, waitForHistory } from './kline';
import { bucketCount, bucketsPerMs, quantileMs, type ClientCommand, type ClientReply } from './protocol';
import { startQuoteSource, type QuoteSource } from './source';

const clientCounts = envList('FANOUT_CLIENTS', [1000, 5000]);
const topicsPerClient = 10;
const windowSeconds = envNumber('FANOUT_SECONDS', 10);
const clientProcesses = envNumber('FANOUT_CLIENT_PROCESSES', 2);
const targetNames = (process.env.FANOUT_TARGETS ?? 'kabuto,bare,batched').split(',').map((name) => name.trim());
const klineSeconds = envNumber('KLINE_SECONDS', 10);
const klineConnections = envNumber('KLINE_CONNECTIONS', 4);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Its own channels, so a server or bench already using this Redis is neither heard nor disturbed.
const prefix = `kabuto-bench-${randomBytes(4).toString('hex')}:`;
const here = import.meta.dirname;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** What this run started, to stop newest first at the end (Ctrl-C stops it all through cleanup.ts). */
const stops: (() => Promise<void>)[] = [];
const stopLater = (stop: () => Promise<void> | void) => stops.push(addCleanup(stop));

interface Target {
  name: string;
  /** One per node; client process i connects to node i modulo their number. */
  urls: string[];
  processes: ChildProcess[];
}

function startProcess(script: string, env: Record<string, string>, preload = true): ChildProcess {
  const imports = ['--import', 'tsx', ...(preload ? ['--expose-gc', '--import', path.join(here, 'memory-probe.ts')] : [])];
  const child = spawn(process.execPath, [...imports, script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  stopLater(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  return child;
}

async function memoryOf(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  const reply = nextMessage<{ type: 'memory'; memory: NodeJS.MemoryUsage }>(child, 'memory', 60_000);
  child.send('memory');
  return (await reply).memory;
}

/** The nodes' memory added up (one node: its own). */
async function memoryOfAll(children: ChildProcess[]): Promise<NodeJS.MemoryUsage> {
  const all = await Promise.all(children.map((child) => memoryOf(child)));
  const sum = (key: keyof NodeJS.MemoryUsage) => all.reduce((total, memory) => total + memory[key], 0);
  return {
    rss: sum('rss'),
    heapTotal: sum('heapTotal'),
    heapUsed: sum('heapUsed'),
    external: sum('external'),
    arrayBuffers: sum('arrayBuffers'),
  };
}

async function startKabuto(): Promise<Target & { baseUrl: string; databaseUrl: string }> {
  // startTestPostgres reads TEST_DATABASE_URL; a bench-only server is named BENCH_DATABASE_URL.
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const postgres = await startTestPostgres();
  installSignalCleanup();
  stopLater(() => postgres.stop());
  const databaseUrl = await cloneTemplate(postgres.serverUrl, postgres.templateDatabase);
  return { ...(await startKabutoNode(databaseUrl)), databaseUrl };
}

/** A Kabuto node on `databaseUrl`: the first runs the market, a second one follows it. */
async function startKabutoNode(databaseUrl: string): Promise<Target & { baseUrl: string }> {
  const port = await freePort();
  const child = startProcess(path.join(root, 'apps/server/src/main.ts'), {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    MARKET_HISTORY: 'full',
    DEMO: '0',
    ADMIN_PASSWORD: 'admin-pass-1',
    LOG_LEVEL: 'warn',
    // The client processes play the phones behind a load balancer on the loopback: their
    // X-Forwarded-For is believed only from a proxy the server is told to trust.
    TRUST_PROXY: '127.0.0.1',
  });
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The server exited during the run (code ${code}, signal ${signal}).`);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const answered = await fetch(`${baseUrl}/api/vue/common/config`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
      .then((response) => response.ok)
      .catch(() => false);
    if (answered) break;
    if (attempt > 1200) throw new Error('server did not start within 2 minutes');
    await sleep(100);
  }
  return { name: 'Kabuto /api/vue/ws', urls: [`ws://127.0.0.1:${port}/api/vue/ws`], processes: [child], baseUrl };
}

async function startBare(cork: boolean): Promise<Target> {
  const port = await freePort();
  const environment = { PORT: String(port), REDIS_URL: redisUrl, REDIS_PREFIX: prefix, BARE_CORK: cork ? '1' : '0' };
  const child = startProcess(path.join(here, 'bare-server.ts'), environment);
  await nextMessage(child, 'ready', 30_000);
  return { name: cork ? 'bare ws, batched' : 'bare ws', urls: [`ws://127.0.0.1:${port}`], processes: [child] };
}

function ask<T extends ClientReply>(
  clients: ChildProcess[],
  command: ClientCommand,
  type: T['type'],
  timeoutMs?: number,
): Promise<T[]> {
  return Promise.all(
    clients.map((child) => {
      const reply = nextMessage<T>(child, type, timeoutMs);
      child.send(command);
      return reply;
    }),
  );
}

async function connectClients(target: Target, count: number, clients: ChildProcess[], symbols: string[]) {
  const started = performance.now();
  const share = Math.ceil(count / clients.length);
  const connected = await Promise.all(
    clients.map((child, index) => {
      const first = index * share;
      const command: ClientCommand = {
        type: 'connect',
        url: target.urls[index % target.urls.length]!,
        first,
        count: Math.max(0, Math.min(share, count - first)),
        symbols,
        topicsPerClient,
      };
      const reply = nextMessage<Extract<ClientReply, { type: 'connected' }>>(child, 'connected', 300_000);
      child.send(command);
      return reply;
    }),
  );
  const open = connected.reduce((total, reply) => total + reply.open, 0);
  const failed = connected.reduce((total, reply) => total + reply.failed, 0);
  const firstError = connected.find((reply) => reply.firstError)?.firstError;
  console.log(
    `${target.name}, ${count} clients: ${open} connected and subscribed in ${seconds(started)}` +
      (failed ? `, ${failed} failed (${firstError})` : ''),
  );
  return { open, failed };
}

async function phase(target: Target, count: number, clients: ChildProcess[], source: QuoteSource) {
  const quiet = await waitForQuietMachine();
  if (quiet.waited > 1.5)
    console.log(`(waited ${quiet.waited.toFixed(0)} s for other processes: ${cores(quiet.otherCores)} cores)`);
  const idle = await memoryOfAll(target.processes);
  const { open, failed } = await connectClients(target, count, clients, source.symbols);

  await sleep(3_000);
  const from = source.tick() + 1;
  const to = from + windowSeconds - 1;
  for (const child of clients) child.send({ type: 'window', from, to } satisfies ClientCommand);
  const cpuBefore = cpuSnapshot();
  await source.reached(to);
  const cpuAfter = cpuSnapshot();
  const cpus = target.processes.map((child) => cpuBetween(cpuBefore, cpuAfter, child.pid));
  const cpu = cpus[0] && { ...cpus[0], watchedCores: cpus.reduce((total, use) => total + (use?.watchedCores ?? 0), 0) };
  const loaded = await memoryOfAll(target.processes);
  // Late frames of the window's ticks still count; two seconds after the last one is plenty when keeping up.
  await sleep(2_000);
  const reports = await ask<Extract<ClientReply, { type: 'report' }>>(clients, { type: 'report' }, 'report');
  await ask(clients, { type: 'disconnect' }, 'disconnected', 120_000);
  await sleep(2_000);

  const histogram = new Map<number, number>();
  for (const report of reports)
    for (const [bucket, hits] of report.histogram) histogram.set(bucket, (histogram.get(bucket) ?? 0) + hits);
  const delivered = reports.reduce((total, report) => total + report.counted, 0);
  const expected = open * topicsPerClient * windowSeconds;
  const mib = (bytes: number) => bytes / 2 ** 20;
  return {
    server: target.name,
    clients: count,
    connected: open,
    failed,
    deliveredPerSecond: delivered / windowSeconds,
    deliveredShare: expected ? delivered / expected : 0,
    otherFramesPerSecond: reports.reduce((total, report) => total + report.otherFrames, 0) / windowSeconds,
    latencyMs: {
      p50: quantileMs(histogram, delivered, 0.5),
      p95: quantileMs(histogram, delivered, 0.95),
      p99: quantileMs(histogram, delivered, 0.99),
      max: quantileMs(histogram, delivered, 1),
    },
    serverCores: cpu?.watchedCores,
    otherCores: cpu?.otherCores,
    memoryMiB: {
      idleRss: mib(idle.rss),
      idleHeapUsed: mib(idle.heapUsed),
      rss: mib(loaded.rss),
      heapUsed: mib(loaded.heapUsed),
      external: mib(loaded.external + loaded.arrayBuffers),
    },
    // Not RSS per client: pages freed after the first start's history generation go back to the
    // system at unpredictable times, so an RSS difference can even be negative.
    heapPerClientKiB: open ? (loaded.heapUsed - idle.heapUsed) / open / 1024 : 0,
  };
}

type Phase = Awaited<ReturnType<typeof phase>>;

function printPhases(phases: Phase[], source: QuoteSource): void {
  console.log(
    `\nQuote fan-out: ${source.symbols.length} stamped quotes a second (${Math.round(source.averageBytes())} bytes each) ` +
      `on Redis, ${topicsPerClient} quote topics per client, ${windowSeconds} s windows, clients in ${clientProcesses} processes`,
  );
  // The histogram ends at 20 s; a quantile in its last bucket is only known to be beyond.
  const ms = (value: number) => (value >= bucketCount / bucketsPerMs ? '≥ 20 s' : `${value.toFixed(1)} ms`);
  printTable(
    ['server', 'clients', 'delivered/s', 'of sent', 'p50', 'p95', 'p99', 'max', 'server cores', 'other cores'],
    phases.map((result) => [
      result.server,
      result.clients,
      Math.round(result.deliveredPerSecond),
      `${(result.deliveredShare * 100).toFixed(1)}%`,
      ms(result.latencyMs.p50),
      ms(result.latencyMs.p95),
      ms(result.latencyMs.p99),
      ms(result.latencyMs.max),
      cores(result.serverCores),
      cores(result.otherCores),
    ]),
  );
  console.log('\nServer memory at the end of the window, after a full GC; heap also before connecting');
  printTable(
    ['server', 'clients', 'RSS', 'heap idle', 'heap', 'buffers', 'heap/client'],
    phases.map((result) => [
      result.server,
      result.clients,
      `${result.memoryMiB.rss.toFixed(0)} MiB`,
      `${result.memoryMiB.idleHeapUsed.toFixed(1)} MiB`,
      `${result.memoryMiB.heapUsed.toFixed(1)} MiB`,
      `${result.memoryMiB.external.toFixed(1)} MiB`,
      `${result.heapPerClientKiB.toFixed(1)} KiB`,
    ]),
  );
  console.log(
    "Latency is from the source's publish to the client's receipt, through Redis; 'other cores' is CPU used by processes " +
      'outside this bench during the window (noise).',
  );
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log(`Starting Postgres and the server (full history, generated and stored on this first start)…`);
  const kabuto = await startKabuto();
  const source = await startQuoteSource(redisUrl, prefix);
  stopLater(() => source.stop());
  const waited = await waitForHistory(kabuto.baseUrl, source.symbols[0] ?? '', 15 * 60_000);
  console.log(`History stored ${waited.toFixed(0)} s after the server answered; ${seconds(started)} in all.\n`);

  await waitForQuietMachine();
  const kline = await measureKline(kabuto.baseUrl, source.symbols, klineSeconds, klineConnections);
  console.log('');

  const targets: Target[] = [];
  for (const name of targetNames) {
    if (name === 'kabuto') targets.push(kabuto);
    else if (name === 'bare') targets.push(await startBare(false));
    else if (name === 'batched') targets.push(await startBare(true));
    else if (name === 'kabuto-2') {
      const second = await startKabutoNode(kabuto.databaseUrl);
      targets.push({
        name: 'Kabuto, two nodes',
        urls: [...kabuto.urls, ...second.urls],
        processes: [...kabuto.processes, ...second.processes],
      });
    } else throw new Error(`Unknown FANOUT_TARGETS entry ${name}: kabuto, kabuto-2, bare or batched`);
  }
  const clients = Array.from({ length: clientProcesses }, () => startProcess(path.join(here, 'clients.ts'), {}, false));
  const phases: Phase[] = [];
  for (const count of clientCounts) {
    for (const target of targets) {
      const result = await phase(target, count * target.urls.length, clients, source);
      phases.push(result);
      const { p50, p95 } = result.latencyMs;
      console.log(
        `  ${Math.round(result.deliveredPerSecond)} delivered/s (${(result.deliveredShare * 100).toFixed(1)}% of sent), ` +
          `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, server ${cores(result.serverCores)} cores, RSS ${result.memoryMiB.rss.toFixed(0)} MiB`,
      );
    }
  }
  for (const child of clients) child.disconnect();

  printPhases(phases, source);
  const file = await writeResult('quote-fanout', {
    prefix,
    windowSeconds,
    topicsPerClient,
    clientProcesses,
    quoteBytes: source.averageBytes(),
    phases,
    kline,
  });
  console.log(`\nWritten to ${path.relative(root, file)}; done in ${seconds(started)}.`);
}

let stopping = false;
try {
  await main();
} finally {
  stopping = true;
  for (const stop of stops.reverse()) await stop();
}
