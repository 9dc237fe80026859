/**
 * Triggers: the leader's pass judging 100,000 waiting stops over 152 stocks on the recorded tape.
 * The bench builds the server in process, so its body lives with the server's code
 * (apps/server/test/triggers-bench.ts, typed with it); this runs it in its own process.
 *
 *   node --import tsx bench/triggers/run.ts
 *   TRIGGERS_WAITING=100000 TRIGGERS_PASSES=30 BENCH_DATABASE_URL=postgres://… (else embedded)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/test/triggers-bench.ts')], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 128 : 1);
});
