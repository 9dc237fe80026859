/**
 * Market orders per second through HTTP, beside pgbench on the same Postgres server: a real server
 * process on a fresh database, members who registered, passed the identity check and deposited
 * through the API, each order client signed in as its own member and placing
 * `POST /api/vue/trade/order` one after another; and at the same client count
 * `pgbench -c N -j 2 -T <seconds>` (TPC-B-like) in a database of its own on that server.
 *
 *   node --import tsx bench/order-entry/run.ts
 *   ORDER_ENTRY_CLIENTS=8,32 ORDER_ENTRY_SECONDS=10 ORDER_ENTRY_WARMUP=2 ORDER_ENTRY_PROFILE=5 ORDER_ENTRY_PROFILE_CLIENTS=1
 *   PGBENCH_SCALE=<the largest client count> (the defaults)
 *   ORDER_ENTRY_NODES=2: a second server process on the same database and Redis (REDIS_URL, the
 *   machine's by default), following the first's market; order clients alternate between the two
 *   nodes (client i to node i mod 2), as a round-robin balancer with kept-alive connections would.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { memberApi, type OrderRequestBody } from '@kabuto/contracts';
import { addCleanup } from '../support/cleanup';
import { cores, waitForQuietMachine } from '../support/cpu';
import { envList, envNumber, printTable, seconds, writeResult } from '../support/report';
import { randomBytes } from 'node:crypto';
import { root, startExtraNode, startServer } from '../support/server';
import { watchActivity, type Activity } from './activity';
import type { Session } from './api';
import { fundedMembers, prepareBackOffice } from './members';
import { driveOrders, type OrderFigures } from './orders';
import { preparePgbench, runPgbench, type PgbenchFigures } from './pgbench';
import { cheapestStock, tradingReady, waitForHistory } from './market';
import { printProfile, probeEnvironment, profileOrders, type QueryProfile } from './profile';

const clientCounts = envList('ORDER_ENTRY_CLIENTS', [8, 32]);
const durationSeconds = envNumber('ORDER_ENTRY_SECONDS', 10);
const warmupSeconds = envNumber('ORDER_ENTRY_WARMUP', 2);
/**
 * pgbench's documentation asks for a scale at least the client count: at scale 1 every TPC-B
 * transaction updates the one branch row, so 32 clients queue on its lock and pgbench measures
 * that queue, a weaker yardstick than the server can do. One branch per client at the most clients.
 */
const pgbenchScale = envNumber('PGBENCH_SCALE', Math.max(...clientCounts));
/** Enough for every order of a run: a market order at leverage 1 holds its whole notional. */
const depositYen = process.env.ORDER_ENTRY_DEPOSIT ?? '10000000000';
/** Seconds of the extra run whose queries are counted; 0 leaves the probe out of the server. */
const profileSeconds = Number(process.env.ORDER_ENTRY_PROFILE ?? 5);
/** One client by default: each statement's time is then its own cost, not a wait for a busy machine. */
const profileClients = envNumber('ORDER_ENTRY_PROFILE_CLIENTS', 1);
const targets = { ofPgbench: 1, p99Ms: 50 };
const nodeCount = envNumber('ORDER_ENTRY_NODES', 1);
/** Both nodes hear one market and share limits through Redis, under a prefix of this run's own. */
const clusterEnv: Record<string, string> =
  nodeCount > 1
    ? {
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_PREFIX: `kabuto-bench-${randomBytes(4).toString('hex')}:`,
      }
    : {};
const started = performance.now();

interface Level {
  clients: number;
  pgbench: PgbenchFigures & { activity: Activity };
  orders?: OrderFigures & { activity: Activity };
}

/**
 * Set when orders time out: the server has stopped answering them, so later levels and the profile
 * send none, and the server is killed at the end since a graceful stop would wait for them forever.
 */
let stalled = false;

/** The commit the server runs, and whether the server's or the packages' files differ from it. */
function codeVersion(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
    const commit = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--', 'apps/server', 'packages') ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** Waits for other processes to calm down before a measurement, and says so when it waited. */
async function quiet(): Promise<void> {
  const { waited, otherCores } = await waitForQuietMachine();
  if (waited >= 2)
    console.log(`  (waited ${waited.toFixed(0)} s for other processes; they still used ${cores(otherCores)} cores)`);
}

const msFigure = (value: number) => `${value.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function printFigures(levels: Level[], idle: Activity): void {
  console.log(
    `\nOrders and pgbench transactions, ${durationSeconds} s each (targets: ≥ ${targets.ofPgbench.toFixed(1)}× pgbench, p99 ≤ ${targets.p99Ms} ms):`,
  );
  printTable(
    [
      'clients',
      'orders/s',
      'p50',
      'p99',
      'pgbench TPS',
      'pgbench p50',
      'pgbench p99',
      'orders ÷ pgbench',
      `≥ ${targets.ofPgbench.toFixed(1)}×`,
      `p99 ≤ ${targets.p99Ms} ms`,
    ],
    levels.map(({ clients, orders: measured, pgbench }) => {
      // A run that acknowledged nothing has no latency to show (the server stalled).
      const orders = measured?.acknowledged ? measured : undefined;
      const ratio = measured ? measured.perSecond / pgbench.tps : undefined;
      return [
        clients,
        measured ? measured.perSecond.toFixed(0) : 'n/a',
        orders ? msFigure(orders.latencyMs.p50) : 'n/a',
        orders ? msFigure(orders.latencyMs.p99) : 'n/a',
        pgbench.tps.toFixed(0),
        msFigure(pgbench.latencyMs.p50),
        msFigure(pgbench.latencyMs.p99),
        ratio === undefined ? 'n/a' : `${ratio.toFixed(2)}×`,
        ratio === undefined ? 'n/a' : ratio >= targets.ofPgbench ? 'met' : 'not met',
        orders ? (orders.latencyMs.p99 <= targets.p99Ms ? 'met' : 'not met') : measured ? 'not met' : 'n/a',
      ];
    }),
  );
  console.log("\nWhere the cores went (of the machine's), and the write-ahead log written per order or transaction:");
  const row = (label: string, activity: Activity, per: number | undefined) => [
    label,
    cores(activity.cores.server),
    cores(activity.cores.postgres),
    cores(activity.cores.pgbench),
    cores(activity.cores.bench),
    cores(activity.cores.other),
    cores(activity.cores.machine),
    per ? kib(activity.walBytes / per) : `${kib(activity.walBytes / activity.seconds)}/s`,
  ];
  const rows = [row('server idle (market running)', idle, undefined)];
  for (const { clients, orders, pgbench } of levels) {
    rows.push(row(`pgbench, ${clients} clients`, pgbench.activity, pgbench.transactions));
    if (orders) rows.push(row(`orders, ${clients} clients`, orders.activity, orders.acknowledged));
  }
  printTable(['run', 'server', 'postgres', 'pgbench', 'order clients', 'other', 'machine', 'WAL'], rows);
}

async function measure(
  baseUrls: string[],
  members: Session[],
  order: OrderRequestBody,
  pgbenchUrl: string,
  activity: Awaited<ReturnType<typeof watchActivity>>,
  ordersToo: boolean,
  databaseName: string,
) {
  const levels: Level[] = [];
  for (const clients of clientCounts) {
    console.log(`\n${clients} clients:`);
    await quiet();
    const { result: pgbench, activity: pgbenchActivity } = await activity.during(() =>
      runPgbench(pgbenchUrl, clients, durationSeconds),
    );
    const level: Level = { clients, pgbench: { ...pgbench, activity: pgbenchActivity } };
    console.log(
      `  pgbench: ${pgbench.tps.toFixed(0)} TPS, p50 ${msFigure(pgbench.latencyMs.p50)}, p99 ${msFigure(pgbench.latencyMs.p99)}`,
    );
    if (ordersToo && !stalled) {
      await quiet();
      const load = { baseUrl: baseUrls[0]!, baseUrls, members, clients, order };
      const warmup = await driveOrders({ ...load, seconds: warmupSeconds, keyPrefix: `bench-warm-${clients}` });
      const { result: orders, activity: ordersActivity } = await activity.during(async () =>
        warmup.outcomes.timeout ? warmup : driveOrders({ ...load, seconds: durationSeconds, keyPrefix: `bench-run-${clients}` }),
      );
      level.orders = { ...orders, activity: ordersActivity };
      const outcomes = Object.entries(orders.outcomes)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(', ');
      console.log(
        `  orders:  ${orders.perSecond.toFixed(0)}/s, p50 ${msFigure(orders.latencyMs.p50)}, p99 ${msFigure(orders.latencyMs.p99)} (${outcomes})` +
          (orders === warmup ? ' during the warm-up' : ''),
      );
      if (orders.outcomes.timeout) {
        stalled = true;
        console.log(`  The server stopped answering orders. Its connections to ${databaseName} now:`);
        printTable(['state', 'connections', 'longest in transaction', 'last query'], await activity.connections(databaseName));
        console.log('  No more orders are sent to it.');
      }
    }
    levels.push(level);
  }
  return levels;
}

console.log(`Order-entry benchmark: ${os.cpus().length} CPU(s), ${os.cpus()[0]?.model ?? ''}, Node ${process.version}`);
console.log(`Starting Postgres and the server (MARKET_SESSIONS=always, MARKET_HISTORY=short), code ${codeVersion()}…`);
const server = await startServer({
  env: { MARKET_SESSIONS: 'always', MARKET_HISTORY: 'short', ...clusterEnv, ...(profileSeconds > 0 ? probeEnvironment() : {}) },
});
const baseUrl = server.baseUrl;
const extraNodes: Awaited<ReturnType<typeof startExtraNode>>[] = [];
for (let node = 2; node <= nodeCount; node++)
  extraNodes.push(
    await startExtraNode(server.databaseUrl, { MARKET_SESSIONS: 'always', MARKET_HISTORY: 'short', ...clusterEnv }),
  );
const baseUrls = [baseUrl, ...extraNodes.map((node) => node.baseUrl)];
if (nodeCount > 1) console.log(`${nodeCount} nodes on one database and Redis: ${baseUrls.join(', ')}`);
const databaseName = new URL(server.databaseUrl).pathname.slice(1);
let levels: Level[] = [];
let idle: Activity | undefined;
let settings: Record<string, string> = {};
let symbol = '';
let ordersRan = false;
let profile: QueryProfile | undefined;
try {
  const pgbenchDatabase = await preparePgbench(server.databaseUrl, `kabuto_bench_pgbench_${process.pid}`, pgbenchScale);
  const dropPgbench = addCleanup(pgbenchDatabase.drop);
  const activity = await watchActivity(pgbenchDatabase.url, server.process.pid);
  const closeActivity = addCleanup(() => activity.close());
  try {
    settings = await activity.settings();
    const postgresAt = new URL(server.databaseUrl);
    console.log(
      `Postgres ${settings.server_version} at ${postgresAt.host}: fsync ${settings.fsync}, synchronous_commit ${settings.synchronous_commit}, ` +
        `wal_sync_method ${settings.wal_sync_method}, commit_delay ${settings.commit_delay}; pgbench -i -s ${pgbenchScale}`,
    );
    const stock = await cheapestStock(baseUrl);
    symbol = stock.symbol;
    await waitForHistory(baseUrl, symbol);
    const memberCount = Math.max(...clientCounts);
    console.log(
      `Market history stored. ${memberCount} members register, pass the identity check and deposit ¥${depositYen} each…`,
    );
    const backOffice = await prepareBackOffice(baseUrl, { username: 'admin', password: 'admin-pass-1' }, depositYen);
    const members = await fundedMembers(baseUrl, memberCount, depositYen, backOffice);
    const order: OrderRequestBody = { symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal' };
    console.log(`Members ready (${seconds(started)}). Orders: market, long, 1 lot of ${symbol} (at ${stock.price}), leverage 1.`);
    const firstMember = members[0];
    ordersRan = firstMember !== undefined && (await tradingReady(baseUrl, firstMember, order));
    if (!ordersRan)
      console.log(`The server answers 404 to ${memberApi.tradeOrder.path}: no trading routes yet, so pgbench only.`);
    await quiet();
    idle = (await activity.during(() => new Promise((resolve) => setTimeout(resolve, 3000)))).activity;
    levels = await measure(baseUrls, members, order, pgbenchDatabase.url, activity, ordersRan, databaseName);
    if (ordersRan && !stalled && profileSeconds > 0) {
      await quiet();
      const load = { baseUrl, members, clients: profileClients, order, seconds: profileSeconds, keyPrefix: 'bench-profile' };
      profile = await profileOrders(server.process, () => driveOrders(load));
    }
  } finally {
    await closeActivity();
    await dropPgbench();
  }
} finally {
  if (stalled) server.process.kill('SIGKILL');
  for (const node of extraNodes) await node.stop();
  await server.stop();
}

if (idle) printFigures(levels, idle);
if (profile) printProfile(profile);
console.log('"server" is the Kabuto process; "postgres" every postgres process on the machine; "order clients" this bench.');
const failures = levels.reduce((total, { orders }) => total + (orders ? orders.sent - orders.acknowledged : 0), 0);
if (!ordersRan) console.log('WARNING: no orders were measured (the server has no trading routes).');
if (failures > 0) console.log(`WARNING: ${failures} orders were not acknowledged (see the outcomes above).`);
if (stalled) console.log('WARNING: the server stopped answering orders (see above), and was killed at the end.');
const file = await writeResult('order-entry', {
  code: codeVersion(),
  nodes: nodeCount,
  postgres: settings,
  pgbenchScale,
  symbol,
  secondsPerRun: durationSeconds,
  warmupSeconds,
  targets,
  idle,
  profile,
  levels: levels.map((level) => ({
    ...level,
    ordersPerPgbenchTransaction: level.orders ? level.orders.perSecond / level.pgbench.tps : null,
  })),
  benchSeconds: (performance.now() - started) / 1000,
});
console.log(`Took ${seconds(started)}; summary in ${file}`);
// A run that could not measure orders or saw orders fail ends with 1.
process.exit(!ordersRan || failures > 0 ? 1 : 0);
