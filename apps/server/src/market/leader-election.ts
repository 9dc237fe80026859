/**
 * Chooses the one node that runs something (the market) by a Postgres advisory lock, and hands
 * it over: a node without the lock follows and tries the lock again every `retryMs`; the leader
 * keeps the lock's connection checked out, and lets the lock go when it stops or when that
 * connection fails (Postgres then releases the lock, so another node may already lead).
 */
import type pg from 'pg';

export interface LeaderElectionOptions {
  pool: pg.Pool;
  lockId: number;
  retryMs: number;
  /** Starts leading; the returned function stops it, once what is under way is done. */
  lead(): Promise<() => Promise<void>>;
  /** Starts following; the returned function stops it. */
  follow(): () => void;
  log(line: string): void;
}

export interface LeaderElection {
  readonly leader: boolean;
  /** Stops leading (letting the lock go) or following. */
  stop(): Promise<void>;
}

interface Leading {
  kind: 'leading';
  lockClient: pg.PoolClient;
  stop: () => Promise<void>;
}

interface Following {
  kind: 'following';
  stop: () => void;
  retry: NodeJS.Timeout;
}

/** Settles once this node leads or follows: it leads when the lock was free. */
export async function electLeader(options: LeaderElectionOptions): Promise<LeaderElection> {
  let role: Leading | Following | null = null;
  // Taking the lock, losing it and stopping happen one at a time, in the order they come.
  let queue: Promise<void> = Promise.resolve();
  const serially = (task: () => Promise<void>) =>
    (queue = queue.then(task).catch((error: unknown) => options.log(`leadership: ${String(error)}`)));

  const follow = () => {
    role = { kind: 'following', stop: options.follow(), retry: setInterval(() => void serially(tryToLead), options.retryMs) };
  };

  const lead = async (lockClient: pg.PoolClient) => {
    try {
      role = { kind: 'leading', lockClient, stop: await options.lead() };
    } catch (error) {
      await releaseLock(lockClient, options.lockId);
      throw error;
    }
  };

  const tryToLead = async () => {
    if (role?.kind !== 'following') return;
    const lockClient = await takeLock(options, lost);
    if (!lockClient) return;
    clearInterval(role.retry);
    role.stop();
    options.log('took the lock: this node leads now');
    await lead(lockClient).catch((error: unknown) => {
      follow();
      throw error;
    });
  };

  const lost = (client: pg.PoolClient, error: Error) =>
    void serially(async () => {
      if (role?.kind !== 'leading' || role.lockClient !== client) return;
      options.log(`the lock's connection failed (${error.message}): this node stops leading`);
      await role.stop();
      client.release(error);
      follow();
    });

  const lockClient = await takeLock(options, lost);
  if (lockClient) await lead(lockClient);
  else follow();

  return {
    get leader() {
      return role?.kind === 'leading';
    },
    async stop() {
      await serially(async () => {
        const current = role;
        role = null;
        if (current?.kind === 'following') {
          clearInterval(current.retry);
          current.stop();
        } else if (current?.kind === 'leading') {
          await current.stop();
          await releaseLock(current.lockClient, options.lockId);
        }
      });
    },
  };
}

/**
 * Checks a connection out of the pool and tries the lock on it; returns the connection, to keep
 * out of the pool for as long as the node leads, or null when another node holds the lock.
 */
async function takeLock(
  { pool, lockId }: LeaderElectionOptions,
  lost: (client: pg.PoolClient, error: Error) => void,
): Promise<pg.PoolClient | null> {
  const client = await pool.connect();
  // Losing the connection must not crash the node; while the node leads, it stops leading.
  const onError = (error: Error) => lost(client, error);
  client.on('error', onError);
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lockId]);
    if (rows[0]?.locked) return client;
  } catch (error) {
    client.off('error', onError);
    client.release(true);
    throw error;
  }
  client.off('error', onError);
  client.release();
  return null;
}

async function releaseLock(client: pg.PoolClient, lockId: number): Promise<void> {
  const unlocked = await client.query('SELECT pg_advisory_unlock($1)', [lockId]).then(
    () => true,
    () => false,
  );
  // takeLock's listener only: the pool removes its own at checkout and adds it back on release.
  client.removeAllListeners('error');
  // A connection that could not unlock is closed, which lets the lock go as well.
  client.release(!unlocked);
}
