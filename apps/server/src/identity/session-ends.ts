/**
 * Tells every node when member sessions end (signing out, a new password, a restriction), so the
 * stream can take private topics from connections signed in with them at once.
 *
 * The SQL that ends sessions (identity.repository.ts) sends a Postgres NOTIFY with each ended
 * session's id, rather than a use case publishing on the bus afterwards: the notice goes out
 * when the transaction commits and never for one that rolled back, it reaches every node on the
 * database, and no use case that ends sessions (the back office's restrictions included) can
 * forget to send it. Each node listens on a connection of its own, opened again when it fails;
 * sessions that ended while it was down are then found by checking every signed-in connection.
 */
import pg from 'pg';

export const sessionEndedChannel = 'kabuto_session_ended';

export interface SessionEndListener {
  /** The session with this id has ended. */
  ended(sessionId: string): void;
  /** Notices may have been missed while the connection was down: check the sessions in use. */
  missed(): void;
  /** Listening (again): from now on every session that ends is heard. */
  listening?(): void;
  /** The connection is lost: notices are missed until `listening` again. */
  lost?(): void;
}

export interface SessionEndWatch {
  /** Settles once the first attempt to listen succeeded or failed (a failed one is retried). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

const retryMs = 1_000;

const endedHere = new Set<(sessionId: string) => void>();

/**
 * Tells this process's listeners (the session caches of its apps) of sessions ended by this
 * process, at once: the NOTIFY reaches them only after the commit, a moment later, and a call
 * made in that moment must not be let in by a cache. Forgetting a session whose ending then
 * rolls back costs a database read, nothing more.
 */
export function sessionsEndedHere(sessionIds: readonly string[]): void {
  for (const sessionId of sessionIds) for (const listener of endedHere) listener(sessionId);
}

/** Calls `listener` with each session ended by this process; returns how to stop. */
export function onSessionsEndedHere(listener: (sessionId: string) => void): () => void {
  endedHere.add(listener);
  return () => endedHere.delete(listener);
}

export function watchSessionEnds(pool: pg.Pool, listener: SessionEndListener, log: (line: string) => void): SessionEndWatch {
  let client: pg.Client | null = null;
  let stopped = false;
  let listenedBefore = false;
  let retry: NodeJS.Timeout | null = null;

  const listen = async () => {
    // Not from the pool: the connection is held for the node's life and must not count against it.
    const next = new pg.Client(pool.options);
    next.on('notification', (notice) => {
      if (notice.channel === sessionEndedChannel && notice.payload) listener.ended(notice.payload);
    });
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection ended'));
    try {
      await next.connect();
      await next.query(`LISTEN ${sessionEndedChannel}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await next.end());
    client = next;
    listener.listening?.();
    if (listenedBefore) listener.missed();
    listenedBefore = true;
  };

  const attempt = () =>
    listen().catch((error: unknown) => {
      log(`listening for ended sessions failed: ${String(error)}`);
      later();
    });
  const later = () => {
    if (!stopped) retry = setTimeout(() => void attempt(), retryMs);
  };
  const lost = (failed: pg.Client, reason: string) => {
    if (client !== failed) return;
    client = null;
    listener.lost?.();
    log(`the connection listening for ended sessions was lost (${reason}); listening again`);
    failed.end().catch(() => undefined);
    later();
  };

  return {
    ready: attempt(),
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      listener.lost?.();
      await current?.end().catch(() => undefined);
    },
  };
}
