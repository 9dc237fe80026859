/**
 * The proof's clock: on the market leader node only, it asks once a minute (and at once on start)
 * whether the last JST close has a published proof, and builds it when not. Ticks never overlap;
 * a failed build is logged and tried again at the next tick.
 */
export function startProofClock({
  buildDue,
  isLeader,
  intervalMs = 60_000,
  log,
}: {
  buildDue: () => Promise<unknown>;
  isLeader: () => boolean;
  intervalMs?: number;
  log: (line: string) => void;
}): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running || !isLeader()) return;
    running = buildDue()
      .then(() => undefined)
      .catch((error: unknown) => log(`proof of liabilities build failed: ${String(error)}`))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 1_000);
  const timer = setInterval(tick, intervalMs);
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
