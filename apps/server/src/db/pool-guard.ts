/** The guard that keeps code inside a transaction from asking the pool for a second connection. */
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * What the pool does when it is asked for a connection by code running inside a transaction:
 * `throw` refuses (tests run with it, so such code fails at once), `log` reports the call and
 * serves it (production, where a refusal would turn a slow path into an outage).
 */
export type PoolGuard = 'throw' | 'log';

/**
 * A pool connection asked for while the caller's transaction holds one. With every connection in
 * such a transaction, each would wait for a second one that none gives back: the whole node stops
 * until the connect timeout. Whatever runs in a transaction reads through its `tx`.
 */
export class PoolInsideTransactionError extends Error {
  constructor() {
    super('a pool connection was asked for inside a transaction: read through its tx instead');
    this.name = 'PoolInsideTransactionError';
  }
}

/**
 * Marks the code a transaction runs (everything it awaits or starts, through `AsyncLocalStorage`)
 * and makes the pool refuse or report a connection asked for from there. The mark is a flag that
 * is cleared when the transaction ends, so work started inside one and still running after it
 * (a timer, a shared cache's read) is no longer counted as inside.
 */
export function guardPool(pool: pg.Pool, mode: PoolGuard, onPoolGuard?: (error: PoolInsideTransactionError) => void) {
  const inTransaction = new AsyncLocalStorage<{ open: boolean }>();
  const report =
    onPoolGuard ??
    (mode === 'log' ? (error: Error) => console.error(`[pool guard] ${error.stack ?? error.message}`) : () => undefined);
  /** Throws (or only reports, with `log`) when called inside a transaction. */
  const refuseInside = () => {
    if (inTransaction.getStore()?.open !== true) return;
    const error = new PoolInsideTransactionError();
    report(error);
    if (mode === 'throw') throw error;
  };
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  pool.connect = ((callback?: (error: Error | undefined) => void) => {
    try {
      refuseInside();
    } catch (error) {
      return callback ? void callback(error as Error) : Promise.reject(error);
    }
    return connect(callback);
  }) as typeof pool.connect;
  return { inTransaction, refuseInside, connect: () => connect() as Promise<pg.PoolClient> };
}
