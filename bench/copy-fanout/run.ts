/**
 * Copy fan-out: one house strategy order mirrored into 1,000 running copies; the time until every
 * copy's order is acknowledged and the orders written per second. The bench builds the server in
 * process, so its body lives with the server's code (apps/server/test/copy-fanout-bench.ts, typed
 * with it); this runs it in its own process, as run-all.mjs runs every bench.
 *
 *   node --import tsx bench/copy-fanout/run.ts
 *   COPY_FANOUT_COPIES=1000 BENCH_DATABASE_URL=postgres://… (the machine's Postgres, else embedded)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/test/copy-fanout-bench.ts')], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 128 : 1);
});
