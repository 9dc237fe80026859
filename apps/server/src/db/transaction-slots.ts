/**
 * How many of the pool's connections transactions may hold at once. The rest are kept for reads
 * outside any transaction (a member's `/user/info`, the session check of every call), so a burst
 * of money calls, each holding its connection for the whole call, queues behind itself and never
 * in front of another member's screen.
 */

/** Connections kept for reads: a quarter of the pool (5 of 20); none of a pool of fewer than 4. */
export function transactionSlotsOf(maxConnections: number): number {
  return Math.max(1, maxConnections - Math.floor(maxConnections / 4));
}

export interface TransactionSlots {
  /** Waits for a free slot, for at most `timeoutMs` (then fails, as a connection wait would). */
  take(timeoutMs: number): Promise<void>;
  give(): void;
}

export function transactionSlots(count: number): TransactionSlots {
  let free = count;
  const waiting: (() => void)[] = [];
  return {
    take(timeoutMs) {
      if (free > 0) {
        free--;
        return Promise.resolve();
      }
      return new Promise<void>((resolve, reject) => {
        const granted = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(granted), 1);
          reject(new Error('timeout exceeded when waiting for a transaction slot'));
        }, timeoutMs);
        waiting.push(granted);
      });
    },
    give() {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}
