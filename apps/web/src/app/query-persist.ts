/**
 * The member's last loaded figures, kept in the browser so the app opens offline with them:
 * `/user/info` (Mine and home), the holds, and the trading lists and positions. Only those, only
 * the signed-in member's, and only while that session lasts (sign-in and sign-out remove them,
 * `api/session.ts`). Nothing here is a credential: the queries hold what the screens show, less
 * the member's name and identity number.
 *
 * They are put back only when the app starts offline; online, the screens load fresh figures
 * rather than flash older ones.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { readSession } from '../api/session';
import { queryCacheKey, type KeyValueStore } from '../api/storage';

/** Bumped when the shape of a kept reply changes, so an older app's copy is dropped, not shown. */
export const snapshotVersion = 1;
/** Figures older than this are dropped rather than shown. */
export const snapshotMaxAgeMs = 7 * 24 * 60 * 60 * 1000;
/** Changes are written at most this often. */
export const saveDelayMs = 1_000;

interface Snapshot {
  version: number;
  account: string;
  savedAt: number;
  state: DehydratedState;
}

/** True for the queries that are kept: the account's own info, holds and trading data. */
export function isKept(queryKey: QueryKey, account: string): boolean {
  const [scope, owner, part] = queryKey;
  return scope === 'user' && owner === account && (part === 'info' || part === 'holds' || part === 'trade');
}

/** Fields of `/user/info` that Mine, home and positions never show, left out of the copy. */
export const identityFields = ['realName', 'idNumberMasked', 'kycReason'] as const;

/** The member's name and identity number stay on the server: offline, screens show them as unset. */
function withoutIdentity(query: DehydratedState['queries'][number]): DehydratedState['queries'][number] {
  const data = query.state.data;
  if (query.queryKey[2] !== 'info' || data === null || typeof data !== 'object') return query;
  const cleared = Object.fromEntries(identityFields.map((field) => [field, null]));
  return { ...query, state: { ...query.state, data: { ...data, ...cleared } } };
}

/**
 * Writes the signed-in member's kept queries; without a session it writes nothing. A figure the
 * page has not loaded (yet) keeps its earlier copy, so going offline before a fresh page's first
 * replies does not lose the figures; each copy is dropped once it is older than the limit.
 */
export function saveQueries(client: QueryClient, store: KeyValueStore, now = Date.now()): void {
  const account = readSession(store)?.account;
  if (!account) return;
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && isKept(query.queryKey, account),
  });
  const loaded = new Set(state.queries.map((query) => query.queryHash));
  const earlier = readSnapshot(store);
  const carried =
    earlier?.account === account && earlier.version === snapshotVersion
      ? earlier.state.queries.filter(
          (query) => !loaded.has(query.queryHash) && now - query.state.dataUpdatedAt <= snapshotMaxAgeMs,
        )
      : [];
  const kept = { ...state, queries: [...state.queries.map(withoutIdentity), ...carried] };
  const snapshot: Snapshot = { version: snapshotVersion, account, savedAt: now, state: kept };
  try {
    store.setItem(queryCacheKey, JSON.stringify(snapshot));
  } catch {
    // A full storage only costs the offline copy; the screens are unaffected.
    store.removeItem(queryCacheKey);
  }
}

/**
 * Puts the kept queries back when they belong to the signed-in member and are recent enough;
 * anything else found is removed. Answers how many queries were restored.
 */
export function restoreQueries(client: QueryClient, store: KeyValueStore, now = Date.now()): number {
  const snapshot = readSnapshot(store);
  const account = readSession(store)?.account;
  if (!snapshot) return 0;
  if (snapshot.account !== account || snapshot.version !== snapshotVersion || now - snapshot.savedAt > snapshotMaxAgeMs) {
    store.removeItem(queryCacheKey);
    return 0;
  }
  const queries = snapshot.state.queries.filter((query) => isKept(query.queryKey, snapshot.account));
  hydrate(client, { mutations: [], queries });
  return queries.length;
}

function readSnapshot(store: KeyValueStore): Snapshot | null {
  const text = store.getItem(queryCacheKey);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Snapshot> | null;
    const valid =
      value !== null &&
      typeof value === 'object' &&
      typeof value.account === 'string' &&
      typeof value.savedAt === 'number' &&
      Array.isArray(value.state?.queries);
    return valid ? (value as Snapshot) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the stored copy current as queries change: a second after a change, and at once when the
 * page is left (a reload or a closed app within that second). Returns the stop.
 */
export function keepQueriesSaved(client: QueryClient, store: KeyValueStore, page: EventTarget): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
    saveQueries(client, store);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    timer ??= setTimeout(flush, saveDelayMs);
  });
  page.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    page.removeEventListener('pagehide', flush);
    if (timer !== null) clearTimeout(timer);
  };
}

/**
 * When the figures on the screen were loaded: the oldest load among the queries the screen is
 * showing, or null when it shows none. Offline, that is the time the mark names.
 */
export function shownDataTime(client: QueryClient): number | null {
  let oldest: number | null = null;
  for (const query of client.getQueryCache().getAll()) {
    const loadedAt = query.state.dataUpdatedAt;
    if (query.isActive() && query.state.data !== undefined && loadedAt > 0) {
      oldest = oldest === null ? loadedAt : Math.min(oldest, loadedAt);
    }
  }
  return oldest;
}
