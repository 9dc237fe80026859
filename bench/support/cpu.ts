/**
 * CPU accounting from /proc (Linux), to tell how much of the machine a run had: the machine's
 * busy time, the part used by this bench and its children (server, Postgres, Chromium), and the
 * rest, used by other processes on the machine, which makes the figures noisy when it is high.
 */
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ on Linux

interface Snapshot {
  at: number;
  machineBusy: number;
  processes: Map<number, { parent: number; ticks: number }>;
}

export interface CpuUse {
  seconds: number;
  /** Cores busy on the whole machine, on average. */
  machineCores: number;
  /** Cores used by this process and its descendants. */
  benchCores: number;
  /** Cores used by everything else: interference. */
  otherCores: number;
  /** Cores used by the watched process (e.g. the server) alone, when one was named. */
  watchedCores?: number;
}

function readProcesses(): Map<number, { parent: number; ticks: number }> {
  const processes = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After "pid (command) ": state, ppid, …, utime and stime are the 12th and 13th fields.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  return processes;
}

function readMachineBusy(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).map(Number);
  return user + nice + system + irq + softirq + steal;
}

export function cpuSnapshot(): Snapshot | undefined {
  try {
    return { at: performance.now(), machineBusy: readMachineBusy(), processes: readProcesses() };
  } catch {
    return undefined; // not Linux
  }
}

function descendants(processes: Map<number, { parent: number }>, root: number): Set<number> {
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { parent }] of processes) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return tree;
}

/** CPU use between two snapshots; `watched` is a pid to report on its own. */
export function cpuBetween(before: Snapshot | undefined, after: Snapshot | undefined, watched?: number): CpuUse | undefined {
  if (!before || !after) return undefined;
  const seconds = (after.at - before.at) / 1000;
  const tree = descendants(after.processes, process.pid);
  let benchTicks = 0;
  for (const pid of tree) {
    const now = after.processes.get(pid)?.ticks ?? 0;
    benchTicks += now - (before.processes.get(pid)?.ticks ?? 0);
  }
  const cores = (ticks: number) => ticks / ticksPerSecond / seconds;
  const machineCores = cores(after.machineBusy - before.machineBusy);
  const benchCores = cores(benchTicks);
  const use: CpuUse = { seconds, machineCores, benchCores, otherCores: Math.max(0, machineCores - benchCores) };
  if (watched !== undefined) {
    use.watchedCores = cores((after.processes.get(watched)?.ticks ?? 0) - (before.processes.get(watched)?.ticks ?? 0));
  }
  return use;
}

export const cores = (value: number | undefined): string => (value === undefined ? 'n/a' : value.toFixed(2));

/**
 * On a shared machine, waits (up to BENCH_QUIET_WAIT seconds, default 30; 0 to skip) until
 * processes outside this bench use less than `threshold` cores over a one-second sample.
 * Returns the seconds waited and the last sample's outside use.
 */
export async function waitForQuietMachine(threshold = 0.25): Promise<{ waited: number; otherCores: number | undefined }> {
  const raw = Number(process.env.BENCH_QUIET_WAIT ?? 30);
  const limit = Number.isFinite(raw) && raw >= 0 ? raw : 30;
  const start = performance.now();
  let otherCores: number | undefined;
  for (;;) {
    const before = cpuSnapshot();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    otherCores = cpuBetween(before, cpuSnapshot())?.otherCores;
    const waited = (performance.now() - start) / 1000;
    if (otherCores === undefined || otherCores < threshold || waited >= limit) return { waited, otherCores };
  }
}
