/**
 * Documents and proof of liabilities: 10,000 monthly statements made and drawn as PDFs, streaming,
 * and the Merkle sum tree over 1,000,000 balances (time, memory, proof size). The body uses the
 * server's code, so it lives with it (apps/server/test/documents-bench.ts); this runs it in its own
 * process, as run-all.mjs runs every bench.
 *
 *   node --import tsx bench/documents/run.ts
 *   DOCUMENTS_MEMBERS=10000 PROOF_LEAVES=1000000 BENCH_DATABASE_URL=postgres://… (else embedded)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const child = spawn(
  process.execPath,
  ['--max-old-space-size=2048', '--import', 'tsx', path.join(root, 'apps/server/test/documents-bench.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 128 : 1);
});
