/**
 * Loaded into a server process under test with `--import`: answers the bench's `memory` request
 * over the IPC channel with the process's own `process.memoryUsage()`, which /proc cannot give
 * (heap figures), taken after a full collection (the process runs with --expose-gc) so the heap
 * is what is held, not what the collector has not got round to.
 */
const collect = (globalThis as { gc?: () => void }).gc;

process.on('message', (message) => {
  if (message !== 'memory') return;
  collect?.();
  process.send?.({ type: 'memory', memory: process.memoryUsage() });
});
