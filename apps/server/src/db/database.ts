/** The connection pool and the one way to run a transaction. */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { isRejection } from '@kabuto/domain';
import { guardPool, type PoolGuard, type PoolInsideTransactionError } from './pool-guard';
import { transactionSlots, transactionSlotsOf } from './transaction-slots';

export { PoolInsideTransactionError, type PoolGuard } from './pool-guard';

export type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * A running transaction. Every repository call that must be part of it takes it as its first
 * argument; nothing finds the running transaction by itself. Work that should happen only once
 * the transaction has committed (publishing an event to members' screens) is registered with
 * `afterCommit`, so a rolled-back change is never announced.
 */
export interface Tx extends Queryable {
  readonly kind: 'transaction';
  /** `callback` runs once the transaction has committed; a promise it returns is awaited before the transaction's caller resumes. */
  afterCommit(callback: () => unknown): void;
}

export interface Database {
  /**
   * The connection pool, for reads and single statements outside any transaction. A query sent
   * here never joins a running transaction: code that must see or be part of a transaction's
   * writes is given its `tx`.
   */
  pool: pg.Pool;
  /**
   * Runs `work` in a new transaction on a connection of its own: it commits when `work` returns
   * a result and rolls back when it throws or returns a rejection, so a refused use case leaves
   * no trace. It never joins another transaction: a use case that must commit together with its
   * caller's work takes the caller's `tx` (and `savepoint` when it may refuse halfway).
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
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
  /**
   * Whether the caller runs inside one of this database's transactions, where the pool must not
   * be asked for a connection: a cache (the settings) then answers with what it holds rather than
   * reading again. It says nothing of which transaction: that is still passed as `tx`.
   */
  inTransaction(): boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  poolGuard?: PoolGuard;
  /** Told of every connection asked for inside a transaction; `log` writes it to standard error by default. */
  onPoolGuard?: (error: PoolInsideTransactionError) => void;
  /** Longest run of one statement, in milliseconds (Postgres's `statement_timeout`). */
  statementTimeoutMs?: number;
  /** Longest a transaction may sit idle between statements, in milliseconds (`idle_in_transaction_session_timeout`). */
  idleInTransactionTimeoutMs?: number;
}

/** Waiting longer than this for a free connection is a failure (a 500), not a hang. */
const connectionTimeoutMs = 10_000;

/**
 * A statement running longer than this is cancelled, so a runaway query cannot hold its
 * connection for ever; the longest ones (migrations, storing the market's history) are far shorter.
 */
export const defaultStatementTimeoutMs = 60_000;

/**
 * A transaction left idle this long (its code stuck awaiting something else while holding the
 * connection) is ended by Postgres, which frees the connection and its row locks.
 */
export const defaultIdleInTransactionTimeoutMs = 30_000;

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

/** Connections each node's pool opens at most (see docs/deploy.md for sizing against `max_connections`). */
export const defaultMaxConnections = 20;

export function openDatabase(
  connectionString: string,
  maxConnections = defaultMaxConnections,
  options: DatabaseOptions = {},
): Database {
  const statementTimeoutMs = options.statementTimeoutMs ?? defaultStatementTimeoutMs;
  const idleInTransactionTimeoutMs = options.idleInTransactionTimeoutMs ?? defaultIdleInTransactionTimeoutMs;
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: connectionTimeoutMs,
    options: [
      '-c plan_cache_mode=force_custom_plan',
      `-c statement_timeout=${statementTimeoutMs}`,
      `-c idle_in_transaction_session_timeout=${idleInTransactionTimeoutMs}`,
    ].join(' '),
    // A statement goes out at once even while the connection awaits an earlier one's answer;
    // code that awaits each statement in turn runs as before.
    pipeline: true,
  });
  // An idle client that loses its connection must not take the process down.
  pool.on('error', () => undefined);
  pool.on('connect', prepareStatements);
  const { inTransaction, refuseInside, connect } = guardPool(pool, options.poolGuard ?? 'log', options.onPoolGuard);
  const slots = transactionSlots(transactionSlotsOf(maxConnections));
  /** A connection for a transaction, once a transaction slot is free; the slot is given back with it. */
  const connectForTransaction = async () => {
    // Checked before the slot is waited for: a transaction started inside another would wait for ever.
    refuseInside();
    await slots.take(connectionTimeoutMs);
    try {
      const client = await connect();
      const held = holdConnection(client);
      return { client, release: () => (held.release(), slots.give()) };
    } catch (error) {
      slots.give();
      throw error;
    }
  };
  const database: Database = {
    pool,
    async pipelinedTransaction(work) {
      const held = await connectForTransaction();
      const { client } = held;
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
      const marker = { open: true };
      try {
        const result = await inTransaction.run(marker, () => work(tx, commit));
        if (!committing) await client.query('ROLLBACK');
        return result;
      } catch (error) {
        await (committing ?? client.query('ROLLBACK')).catch(() => undefined);
        throw error;
      } finally {
        marker.open = false;
        held.release();
      }
    },
    async transaction(work) {
      const held = await connectForTransaction();
      const { client } = held;
      const tx = transactionOn(client);
      let result: Awaited<ReturnType<typeof work>>;
      const marker = { open: true };
      try {
        await client.query('BEGIN');
        result = await inTransaction.run(marker, () => work(tx));
        await client.query(isRejection(result) ? 'ROLLBACK' : 'COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        marker.open = false;
        held.release();
      }
      if (!isRejection(result)) await tx.committed();
      return result;
    },
    inTransaction: () => inTransaction.getStore()?.open === true,
    close: () => pool.end(),
  };
  return database;
}

/**
 * A connection checked out for a transaction. Postgres may end it while it is held (the idle
 * transaction timeout, a restart): the error is kept, not thrown from the socket's event (which
 * would end the process), the transaction's next statement fails, and the connection is
 * discarded rather than returned to the pool.
 */
function holdConnection(client: pg.PoolClient): { release(): void } {
  let lost: Error | undefined;
  const onError = (error: Error) => void (lost = error);
  client.on('error', onError);
  return {
    release() {
      client.off('error', onError);
      client.release(lost);
    },
  };
}

/** The `Tx` of a connection in a transaction, which runs its after-commit callbacks when told it committed. */
function transactionOn(client: pg.PoolClient): Tx & { committed(): Promise<void> } {
  const callbacks: (() => unknown)[] = [];
  return {
    kind: 'transaction',
    query: client.query.bind(client) as Tx['query'],
    afterCommit: (callback) => void callbacks.push(callback),
    // Called in order, as registered; what they return (the outbox's first delivery) is awaited together.
    committed: async () => void (await Promise.all(callbacks.splice(0).map((callback) => callback()))),
  };
}

let savepoints = 0;

/**
 * Runs `work` inside `tx` under an explicit savepoint, so that a step which may be refused
 * (a rejection returned, or an error thrown, such as a unique violation) undoes only its own
 * writes and leaves the transaction usable: the caller can still record the refusal (an
 * idempotency reply) and commit. A thrown error is rethrown after the rollback to the savepoint.
 * After-commit callbacks registered by undone work are dropped.
 */
export async function savepoint<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  const name = `step_${(savepoints = (savepoints + 1) % 1_000_000)}`;
  const pending: (() => unknown)[] = [];
  const inner: Tx = { kind: 'transaction', query: tx.query, afterCommit: (callback) => void pending.push(callback) };
  await tx.query(`SAVEPOINT ${name}`);
  let result: T;
  try {
    result = await work(inner);
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => undefined);
    throw error;
  }
  if (isRejection(result)) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
    return result;
  }
  await tx.query(`RELEASE SAVEPOINT ${name}`);
  pending.forEach((callback) => tx.afterCommit(callback));
  return result;
}

/** Postgres's code for a unique-constraint violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof Error) || !('code' in error) || error.code !== '23505') return false;
  return constraint === undefined || ('constraint' in error && error.constraint === constraint);
}
