/**
 * Where an order's time goes in the database: the server runs with query-probe.mjs loaded, and
 * for one extra, shorter run the probe counts and times every query it sends. Printed per order:
 * statements, transactions, and the statements that take the most time.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { printTable } from '../support/report';
import type { OrderFigures } from './orders';

interface Counted {
  text: string;
  count: number;
  totalMs: number;
}

export interface QueryProfile {
  clients: number;
  orders: number;
  ordersPerSecond: number;
  latencyP50Ms: number;
  statementsPerOrder: number;
  transactionsPerOrder: number;
  /** Summed over the order's statements, as the server saw them (round trip included; pipelined ones overlap). */
  queryMsPerOrder: number;
  statements: { text: string; perOrder: number; meanMs: number; msPerOrder: number }[];
}

const probeFile = path.join(os.tmpdir(), `kabuto-bench-query-probe-${process.pid}.json`);

/** The environment that loads the probe into the server process. */
export function probeEnvironment(): Record<string, string> {
  const probe = pathToFileURL(path.join(import.meta.dirname, 'query-probe.mjs')).href;
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${probe}`.trim(), QUERY_PROBE_FILE: probeFile };
}

/** Runs `orders` with the probe counting, and sums up what it counted. */
export async function profileOrders(server: ChildProcess, orders: () => Promise<OrderFigures>): Promise<QueryProfile> {
  await rm(probeFile, { force: true });
  server.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const figures = await orders();
  server.kill('SIGUSR2');
  for (let waited = 0; !existsSync(probeFile); waited += 100) {
    if (waited > 10_000) throw new Error('the query probe wrote nothing: was it loaded into the server?');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const counted = JSON.parse(await readFile(probeFile, 'utf8')) as Counted[];
  await rm(probeFile, { force: true });
  const per = (value: number) => value / figures.acknowledged;
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  return {
    clients: figures.clients,
    orders: figures.acknowledged,
    ordersPerSecond: figures.perSecond,
    latencyP50Ms: figures.latencyMs.p50,
    statementsPerOrder: per(counted.reduce((total, entry) => total + entry.count, 0)),
    transactionsPerOrder: per(
      counted.filter((entry) => /^\s*BEGIN/i.test(entry.text)).reduce((total, entry) => total + entry.count, 0),
    ),
    queryMsPerOrder: per(counted.reduce((total, entry) => total + entry.totalMs, 0)),
    statements: counted
      .sort((left, right) => right.totalMs - left.totalMs)
      .map((entry) => ({
        text: oneLine(entry.text),
        perOrder: per(entry.count),
        meanMs: entry.totalMs / entry.count,
        msPerOrder: per(entry.totalMs),
      })),
  };
}

export function printProfile(profile: QueryProfile, top = 15): void {
  console.log(
    `\nQueries per order (${profile.clients} client${profile.clients === 1 ? '' : 's'}, ${profile.orders} orders at ${profile.ordersPerSecond.toFixed(0)}/s, ` +
      `p50 ${profile.latencyP50Ms.toFixed(1)} ms, with the probe counting):`,
  );
  console.log(
    `  ${profile.statementsPerOrder.toFixed(1)} statements, ${profile.transactionsPerOrder.toFixed(2)} transactions, ` +
      `${profile.queryMsPerOrder.toFixed(1)} ms waiting on them in all`,
  );
  printTable(
    ['per order', 'mean', 'ms per order', 'statement'],
    profile.statements
      .slice(0, top)
      .map((entry) => [
        entry.perOrder.toFixed(2),
        `${entry.meanMs.toFixed(2)} ms`,
        entry.msPerOrder.toFixed(2),
        entry.text.length > 110 ? `${entry.text.slice(0, 107)}…` : entry.text,
      ]),
  );
}
