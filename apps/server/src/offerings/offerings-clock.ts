/**
 * The offerings' status clock: on the market leader node only, a tick every second moves each
 * offering whose time has come (open, close, draw, reminders, forfeits), well within the 5 s the
 * issue allows. Ticks never overlap, and a failed tick is logged and tried again at the next.
 */
export interface OfferingsClockOptions {
  tick: () => Promise<void>;
  /** Whether this node runs the market now (the market runner's `leader`). */
  isLeader: () => boolean;
  intervalMs?: number;
  log: (line: string) => void;
}

export function startOfferingsClock({ tick, isLeader, intervalMs = 1_000, log }: OfferingsClockOptions): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running || !isLeader()) return;
    running = tick()
      .catch((error: unknown) => log(`offerings clock failed: ${String(error)}`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
