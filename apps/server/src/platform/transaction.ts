/**
 * How a use case that moves money is told where to do its work. Nothing finds a running
 * transaction by itself: the caller passes a scope, and the use case reads through
 * `scope.reader` and writes only inside `scope.run`.
 */
import { savepoint, type Database, type Queryable, type Tx } from '../db/database';

export type { Queryable, Tx } from '../db/database';
export { savepoint } from '../db/database';

export interface TransactionScope {
  /** For the checks before the change: the caller's transaction when there is one, else the pool. */
  reader: Queryable;
  /**
   * Runs the change. A result commits with the scope; a rejection undoes everything `work`
   * wrote, and so does an error, which is rethrown.
   */
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/**
 * A scope of its own: checks read through the pool (holding no connection while a password is
 * hashed, say) and the change runs in a new transaction.
 */
export function ownTransaction(db: Database): TransactionScope {
  return { reader: db.pool, run: (work) => db.transaction(work) };
}

/**
 * A scope inside the caller's transaction `tx` (the one that claims an idempotency key and
 * stores its reply): checks read through `tx`, never a second connection, and the change runs
 * under an explicit savepoint, so a refusal undoes only the change and `tx` can still commit.
 */
export function withinTransaction(tx: Tx): TransactionScope {
  return { reader: tx, run: (work) => savepoint(tx, work) };
}
