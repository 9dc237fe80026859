/** The connection pool and the one way to run a transaction. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
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
   * A transaction of its own, for work done on behalf of many callers (the order desk's batches),
   * which must not commit or roll back with whichever call started it, and whose statements are
   * pipelined: a statement goes out without waiting for the answers to the ones before it, so
   * statements sent together cost one round trip. BEGIN goes out with `work`'s first statements,
   * and every statement's answer waits for BEGIN's, so nothing `work` sends after its first answers
   * can run outside the transaction. `work` ends it with `commit()`, sent right behind its last
   * statements and awaited with them: Postgres answers the COMMIT of a transaction in which a
   * statement failed by rolling it back, which `commit()` reports as an error. Throwing, or
   * returning without committing, rolls back.
   */
  pipelinedTransaction<T>(work: (tx: Queryable, commit: () => Promise<void>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Waiting longer than this for a free connection is a failure (a 500), not a hang. */
const connectionTimeoutMs = 10_000;

/** Statements a connection keeps prepared; a text beyond these runs unprepared. */
const maxPreparedPerConnection = 500;

/**
 * Every statement with parameters is prepared once per connection and run by name after that,
 * so Postgres parses each text once per connection rather than on every call. The name is a hash
 * of the text, so one text is always one statement. Each execution is still planned for its own
 * values (`plan_cache_mode=force_custom_plan`, set for every connection): a generic plan cached
 * while a table was small (a sequential scan of a few rows) would otherwise stay in use as the
 * table grew, until the next ANALYZE.
 */
function prepareStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < maxPreparedPerConnection) {
      name = `k${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' && Array.isArray(values) && values.length > 0 ? nameOf(text) : undefined;
    return name === undefined ? query(text, values, callback) : query({ name, text, values }, callback);
  }) as typeof client.query;
}

export function openDatabase(connectionString: string, maxConnections = 20): Database {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: connectionTimeoutMs,
    options: '-c plan_cache_mode=force_custom_plan',
    // A statement goes out at once even while the connection awaits an earlier one's answer;
    // code that awaits each statement in turn runs as before.
    pipeline: true,
  });
  // An idle client that loses its connection must not take the process down.
  pool.on('error', () => undefined);
  pool.on('connect', prepareStatements);
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
    async pipelinedTransaction(work) {
      const client = await pool.connect();
      // The statements sent in one turn of the event loop leave in one write, so that Postgres
      // wakes once for a round trip rather than once for each of its statements.
      const { stream } = client.connection;
      const send = <T>(statement: () => T): T => {
        if (stream.writableCorked === 0) {
          stream.cork();
          queueMicrotask(() => stream.uncork());
        }
        return statement();
      };
      const begun = send(() => client.query('BEGIN'));
      begun.catch(() => undefined);
      const sent: Promise<unknown>[] = [];
      const query = (...args: Parameters<Queryable['query']>) => {
        const answer = Promise.all([begun, send(() => client.query(...args))]).then(([, result]) => result);
        sent.push(answer);
        return answer;
      };
      const tx = { query } as Queryable;
      let committing: Promise<pg.QueryResult> | null = null;
      const commit = async () => {
        committing = send(() => client.query('COMMIT'));
        // A statement's own error says why the COMMIT rolled back.
        await Promise.all(sent);
        if ((await committing).command !== 'COMMIT') throw new Error('the transaction was rolled back');
      };
      try {
        const result = await ambient.exit(() => work(tx, commit));
        if (!committing) await client.query('ROLLBACK');
        return result;
      } catch (error) {
        await (committing ?? client.query('ROLLBACK')).catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
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
