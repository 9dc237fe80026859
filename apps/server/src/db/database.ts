/** The connection pool and the one way to run a transaction. */
import pg from 'pg';

export type Queryable = Pick<pg.PoolClient, 'query'>;

export interface Database {
  pool: pg.Pool;
  /** Runs `work` in one transaction: it commits when `work` returns and rolls back when it throws. */
  transaction<T>(work: (tx: pg.PoolClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function openDatabase(connectionString: string, maxConnections = 20): Database {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle client that loses its connection must not take the process down.
  pool.on('error', () => undefined);
  return {
    pool,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(client);
        await client.query('COMMIT');
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
}

/** Postgres's code for a unique-constraint violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof Error) || !('code' in error) || error.code !== '23505') return false;
  return constraint === undefined || ('constraint' in error && error.constraint === constraint);
}
