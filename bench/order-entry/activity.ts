/**
 * What a measurement cost the machine: the cores used by the server process, by Postgres (every
 * process named `postgres`, so on a shared server its other databases' work too), by pgbench, by
 * this bench's own order clients, and by everything else; and the write-ahead log Postgres wrote.
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const ticksPerSecond = 100; // USER_HZ on Linux
/**
 * Processes are sampled this often, so a Postgres backend that ends during a measurement (all of
 * pgbench's do, at its end) is counted up to its last sample, not lost.
 */
const sampleMs = 250;

/** CPU ticks of a process, and of its children that ended and were waited for. */
interface Times {
  name: string;
  ticks: number;
  childTicks: number;
}

export interface Activity {
  seconds: number;
  cores: { machine: number; server: number; postgres: number; pgbench: number; bench: number; other: number };
  walBytes: number;
}

function readProcesses(): Map<number, Times> {
  const processes = new Map<number, Times>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      // After "pid (command) ": utime, stime, cutime and cstime are the 12th to 15th fields.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15).map(Number);
      processes.set(Number(entry), { name, ticks: utime + stime, childTicks: cutime + cstime });
    } catch {
      // The process ended meanwhile.
    }
  }
  return processes;
}

function readMachineTicks(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).map(Number);
  return user + nice + system + irq + softirq + steal;
}

/** Where the server's write-ahead log ends now, in bytes from its start. */
async function walPosition(client: pg.Client): Promise<bigint> {
  const { rows } = await client.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  const [high = '0', low = '0'] = (rows[0]?.lsn ?? '0/0').split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** Adds up the ticks of the Postgres processes from sample to sample. */
function postgresTicker() {
  let previous = readProcesses();
  let ticks = 0;
  const sample = () => {
    const current = readProcesses();
    for (const [pid, times] of current) {
      if (times.name !== 'postgres') continue;
      // A process not seen before started since the last sample: all its ticks are new.
      ticks += times.ticks - (previous.get(pid)?.ticks ?? 0);
    }
    previous = current;
  };
  const timer = setInterval(sample, sampleMs);
  return {
    stop(): number {
      clearInterval(timer);
      sample();
      return ticks;
    },
  };
}

/** Watches the machine and the Postgres server that `url` points into. */
export async function watchActivity(url: string, serverPid: number | undefined) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    /** Runs `work` and says what it cost. */
    async during<T>(work: () => Promise<T>): Promise<{ result: T; activity: Activity }> {
      const before = {
        at: performance.now(),
        machine: readMachineTicks(),
        processes: readProcesses(),
        wal: await walPosition(client),
      };
      const postgres = postgresTicker();
      const result = await work();
      const postgresTicks = postgres.stop();
      const after = {
        at: performance.now(),
        machine: readMachineTicks(),
        processes: readProcesses(),
        wal: await walPosition(client),
      };
      const seconds = (after.at - before.at) / 1000;
      const used = (pid: number | undefined, field: 'ticks' | 'childTicks' = 'ticks') =>
        pid === undefined ? 0 : (after.processes.get(pid)?.[field] ?? 0) - (before.processes.get(pid)?.[field] ?? 0);
      const cores = (ticks: number) => ticks / ticksPerSecond / seconds;
      const measured = {
        machine: cores(after.machine - before.machine),
        server: cores(used(serverPid)),
        postgres: cores(postgresTicks),
        // pgbench has ended by now: it is among this process's waited-for children.
        pgbench: cores(used(process.pid, 'childTicks')),
        bench: cores(used(process.pid)),
      };
      const other = Math.max(0, measured.machine - measured.server - measured.postgres - measured.pgbench - measured.bench);
      return { result, activity: { seconds, cores: { ...measured, other }, walBytes: Number(after.wal - before.wal) } };
    },
    /** The settings that decide what a commit costs, and the server's version. */
    async settings(): Promise<Record<string, string>> {
      const names = ['server_version', 'fsync', 'synchronous_commit', 'wal_sync_method', 'commit_delay', 'max_connections'];
      const { rows } = await client.query<{ name: string; setting: string }>(
        'SELECT name, current_setting(name) AS setting FROM unnest($1::text[]) AS name',
        [names],
      );
      return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
    },
    /** The connections to `database` by state, with the longest-running transaction and a query of each state. */
    async connections(database: string): Promise<string[][]> {
      const { rows } = await client.query<{ state: string; count: number; longest: string; query: string }>(
        `SELECT coalesce(state, '') AS state, count(*)::int AS count,
                coalesce(round(extract(epoch FROM max(now() - xact_start)) * 1000) || ' ms', '') AS longest,
                left(regexp_replace(max(query), '\\s+', ' ', 'g'), 100) AS query
           FROM pg_stat_activity WHERE datname = $1 GROUP BY state ORDER BY count(*) DESC`,
        [database],
      );
      return rows.map((row) => [row.state, String(row.count), row.longest, row.query]);
    },
    close: () => client.end(),
  };
}
