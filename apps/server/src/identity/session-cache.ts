/**
 * The live sessions this node has looked up lately, so that a signed-in call (an order, most of
 * all) does not read its session from the database every time.
 *
 * A session ends in the database, and every node hears of it by the Postgres NOTIFY the ending
 * SQL sends (session-ends.ts). The cache is used only while this node is listening for those
 * notices: `trust` once it listens, `distrust` the moment the connection is lost (everything
 * cached is dropped, since a notice may be missed until it listens again). An ended session is
 * forgotten when its notice arrives. A lookup that raced an ending (read before the notice, kept
 * after it) is not kept: each `forget` moves a generation on, and a read taken in an older
 * generation is not remembered. Entries also age out after a minute, whatever happens.
 *
 * The cache only ever says "this session was live a moment ago"; the caller still applies the
 * time limits, and reads the database again before ending a session the cache calls idle.
 */
import type { SessionRecord } from './identity.repository';

const maxAgeMs = 60_000;
const defaultMaxEntries = 10_000;

export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache(now: () => number = Date.now, maxEntries = defaultMaxEntries) {
  const entries = new Map<string, { session: SessionRecord; cachedAt: number }>();
  const keyOfSession = new Map<string, string>();
  let trusted = false;
  let generation = 0;

  const dropAll = () => {
    generation++;
    entries.clear();
    keyOfSession.clear();
  };
  const drop = (tokenKey: string) => {
    const entry = entries.get(tokenKey);
    if (entry) keyOfSession.delete(entry.session.sessionId);
    entries.delete(tokenKey);
  };

  return {
    /** The cached session of a token hash, or undefined (not cached, too old, or not listening). */
    get(tokenKey: string): SessionRecord | undefined {
      const entry = entries.get(tokenKey);
      if (!entry || !trusted) return undefined;
      if (now() - entry.cachedAt >= maxAgeMs) {
        drop(tokenKey);
        return undefined;
      }
      return entry.session;
    },
    /** The generation to hand back to `remember` with a session read from the database now. */
    generation: () => generation,
    /** Keeps a session read in generation `readIn`, unless a session ended (or listening stopped) since. */
    remember(tokenKey: string, session: SessionRecord, readIn: number): void {
      if (!trusted || readIn !== generation) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      entries.set(tokenKey, { session, cachedAt: now() });
      keyOfSession.set(session.sessionId, tokenKey);
    },
    /** The session has ended (a notice, or this node ended it). */
    forget(sessionId: string): void {
      generation++;
      const tokenKey = keyOfSession.get(sessionId);
      if (tokenKey !== undefined) drop(tokenKey);
    },
    /** Listening for ended sessions: the cache may be used. */
    trust(): void {
      dropAll();
      trusted = true;
    },
    /** No longer listening: nothing cached can be relied on until listening again. */
    distrust(): void {
      trusted = false;
      dropAll();
    },
  };
}
