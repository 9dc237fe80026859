/**
 * pgbench's built-in TPC-B-like script on the same Postgres server as Kabuto, in a database of its
 * own: the rate of small write transactions this server commits, to hold order entry against.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { percentiles, type Percentiles } from './orders';

const pgbench = process.env.PGBENCH_PATH ?? 'pgbench';

export interface PgbenchFigures {
  clients: number;
  threads: number;
  seconds: number;
  transactions: number;
  failed: number;
  tps: number;
  latencyMs: Percentiles & { average: number };
}

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgbench, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`pgbench exited with ${code}:\n${output}`))));
  });
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates database `name` on the server of `serverUrl` (a URL of any database there) and fills it
 * with `pgbench -i` at `scale`. Returns its URL and how to drop it.
 */
export async function preparePgbench(serverUrl: string, name: string, scale: number) {
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    await run(['-i', '-q', '-s', String(scale), url.toString()]);
  } catch (error) {
    await drop();
    throw error;
  }
  return { url: url.toString(), drop };
}

const figure = (output: string, pattern: RegExp): number => {
  const match = pattern.exec(output);
  if (!match?.[1]) throw new Error(`pgbench printed no ${pattern.source}:\n${output}`);
  return Number(match[1]);
};

/**
 * `pgbench -c clients -j 2 -T seconds` with a log of every transaction, from which the latency
 * percentiles come (pgbench itself prints only the average).
 */
export async function runPgbench(url: string, clients: number, seconds: number): Promise<PgbenchFigures> {
  const threads = Math.min(2, clients);
  const logs = await mkdtemp(path.join(os.tmpdir(), 'kabuto-bench-pgbench-'));
  try {
    const prefix = path.join(logs, 'tx');
    const args = ['-c', String(clients), '-j', String(threads), '-T', String(seconds), '-l', `--log-prefix=${prefix}`, url];
    const output = await run(args);
    // Each line: client, transaction number, latency in µs, script, epoch seconds, µs.
    const latencies: number[] = [];
    for (const file of await readdir(logs)) {
      for (const line of (await readFile(path.join(logs, file), 'utf8')).split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
      }
    }
    return {
      clients,
      threads,
      seconds,
      transactions: figure(output, /number of transactions actually processed: (\d+)/),
      failed: /number of failed transactions: (\d+)/.test(output) ? figure(output, /number of failed transactions: (\d+)/) : 0,
      tps: figure(output, /tps = ([\d.]+)/),
      latencyMs: { average: figure(output, /latency average = ([\d.]+) ms/), ...percentiles(latencies) },
    };
  } finally {
    await rm(logs, { recursive: true, force: true });
  }
}
