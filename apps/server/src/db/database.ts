/** The connection pool and the one way to run a transaction. */
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { isRejection } from '@kabuto/domain';

export type Queryable = Pick<pg.PoolClient, 'query'>;

export interface Database {
  /**
   * The connection pool. A `pool.query` made while a transaction runs (in the same async
   * context) goes to that transaction's own connection, so a use case called inside another's
   * transaction (an idempotency key claimed around an order) never waits for a second
   * connection, which under load could wait forever for itself; and it reads what its own
   * transaction wrote.
   */
  pool: pg.Pool;
  /**
   * Runs `work` in one transaction: it commits when `work` returns a result and rolls back when
   * it throws or returns a rejection, so a refused use case leaves no trace. Called inside
   * another transaction, it joins that one under a savepoint, so a caller can make several use
   * cases (an idempotency record and the change it guards, say) commit together.
   */
  transaction<T>(work: (tx: pg.PoolClient) => Promise<T>): Promise<T>;
  /**
   * Like `transaction`, but never joins the caller's: for work done on behalf of many callers (the
   * order desk's batches), which must not commit or roll back with whichever call started it.
   */
  separateTransaction<T>(work: (tx: pg.PoolClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Waiting longer than this for a free connection is a failure (a 500), not a hang. */
const connectionTimeoutMs = 10_000;

export function openDatabase(connectionString: string, maxConnections = 20): Database {
  const pool = new pg.Pool({ connectionString, max: maxConnections, connectionTimeoutMillis: connectionTimeoutMs });
  // An idle client that loses its connection must not take the process down.
  pool.on('error', () => undefined);
  const ambient = new AsyncLocalStorage<{ client: pg.PoolClient; depth: number }>();
  const query = (...args: Parameters<pg.Pool['query']>) => {
    const joined = ambient.getStore();
    return (joined ? joined.client.query(...(args as Parameters<pg.PoolClient['query']>)) : pool.query(...args)) as ReturnType<
      pg.Pool['query']
    >;
  };
  const routed = new Proxy(pool, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const database: Database = {
    pool: routed,
    separateTransaction: (work) => ambient.exit(() => database.transaction(work)),
    async transaction(work) {
      const joined = ambient.getStore();
      if (joined)
        return ambient.run({ client: joined.client, depth: joined.depth + 1 }, () =>
          nested(joined.client, joined.depth + 1, work),
        );
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await ambient.run({ client, depth: 0 }, () => work(client));
        await client.query(isRejection(result) ? 'ROLLBACK' : 'COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return database;
}

/**
 * A transaction inside another runs under a savepoint, so it can fail or refuse on its own
 * while the outer one goes on.
 */
async function nested<T>(client: pg.PoolClient, depth: number, work: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const savepoint = `nested_${depth}`;
  await client.query(`SAVEPOINT ${savepoint}`);
  try {
    const result = await work(client);
    await client.query(isRejection(result) ? `ROLLBACK TO SAVEPOINT ${savepoint}` : `RELEASE SAVEPOINT ${savepoint}`);
    return result;
  } catch (error) {
    await client.query(`ROLLBACK TO SAVEPOINT ${savepoint}`).catch(() => undefined);
    throw error;
  }
}

/** Postgres's code for a unique-constraint violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof Error) || !('code' in error) || error.code !== '23505') return false;
  return constraint === undefined || ('constraint' in error && error.constraint === constraint);
}
