import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { clearSession, saveSession } from '../api/session';
import { memoryStore, queryCacheKey, storageKeys, type KeyValueStore } from '../api/storage';
import {
  isKept,
  keepQueriesSaved,
  restoreQueries,
  saveDelayMs,
  saveQueries,
  shownDataTime,
  snapshotMaxAgeMs,
} from './query-persist';

const figures = { account: '0900000001', totalAssets: '1000000.00', available: '900000.00', frozen: '100000.00' };
const identity = { realName: null, idNumberMasked: null, kycReason: null };
const info = { ...figures, ...identity };
const positions = { items: [{ id: 7, symbol: '7203', shares: 100 }], total: 1, page: 1, size: 20 };

function signedIn(account: string): KeyValueStore {
  return memoryStore({ [storageKeys.token]: 'token-1', [storageKeys.account]: account });
}

/** A cache holding what a member's screens loaded, and things that must never be kept. */
function loadedCache(account: string): QueryClient {
  const client = new QueryClient();
  client.setQueryData(['user', account, 'info'], info);
  client.setQueryData(['user', account, 'holds'], [{ purpose: 'order', reference: 'O-1', amount: '100000.00' }]);
  client.setQueryData(['user', account, 'trade', 'positions', 'holding', null, 20], positions);
  client.setQueryData(['user', account, 'support', 'thread'], [{ text: 'my card number is …' }]);
  client.setQueryData(['user', account, 'cards'], [{ cardNumber: '1234567890' }]);
  client.setQueryData(['user', '0900000002', 'info'], { ...info, account: '0900000002' });
  client.setQueryData(['market', 'indices', 'en'], [{ symbol: 'N225' }]);
  return client;
}

function keptKeys(store: KeyValueStore): unknown[] {
  const snapshot = JSON.parse(store.getItem(queryCacheKey) ?? 'null') as { state: { queries: { queryKey: unknown }[] } };
  return snapshot.state.queries.map((query) => query.queryKey);
}

describe('the offline copy of the member figures', () => {
  it('keeps only the signed-in member’s info, holds and trading data', () => {
    const store = signedIn('0900000001');
    saveQueries(loadedCache('0900000001'), store);
    expect(keptKeys(store)).toEqual([
      ['user', '0900000001', 'info'],
      ['user', '0900000001', 'holds'],
      ['user', '0900000001', 'trade', 'positions', 'holding', null, 20],
    ]);
    expect(store.getItem(queryCacheKey)).not.toContain('token-1');
  });

  it('leaves the member’s name and identity number out', () => {
    const store = signedIn('0900000001');
    const client = new QueryClient();
    const verified = { ...figures, realName: 'Sato Hanako', idNumberMasked: 'JP-1****30', kycReason: 'blurred' };
    client.setQueryData(['user', '0900000001', 'info'], verified);
    saveQueries(client, store);
    for (const text of ['Sato Hanako', 'JP-1****30', 'blurred']) expect(store.getItem(queryCacheKey)).not.toContain(text);
    const after = new QueryClient();
    restoreQueries(after, store);
    expect(after.getQueryData(['user', '0900000001', 'info'])).toEqual({ ...figures, ...identity });
  });

  it('writes nothing without a session', () => {
    const store = memoryStore();
    saveQueries(loadedCache('0900000001'), store);
    expect(store.getItem(queryCacheKey)).toBeNull();
  });

  it('puts the same figures back for the same member, with the time they were loaded', () => {
    const store = signedIn('0900000001');
    const before = loadedCache('0900000001');
    const loadedAt = before.getQueryState(['user', '0900000001', 'info'])?.dataUpdatedAt;
    saveQueries(before, store);

    const after = new QueryClient();
    expect(restoreQueries(after, store)).toBe(3);
    expect(after.getQueryData(['user', '0900000001', 'info'])).toEqual(info);
    expect(after.getQueryData(['user', '0900000001', 'trade', 'positions', 'holding', null, 20])).toEqual(positions);
    expect(after.getQueryState(['user', '0900000001', 'info'])?.dataUpdatedAt).toBe(loadedAt);
    expect(after.getQueryData(['user', '0900000001', 'cards'])).toBeUndefined();
  });

  it('drops a copy another member’s session saved, and removes it', () => {
    const store = signedIn('0900000001');
    saveQueries(loadedCache('0900000001'), store);
    store.setItem(storageKeys.account, '0900000002');
    const client = new QueryClient();
    expect(restoreQueries(client, store)).toBe(0);
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(store.getItem(queryCacheKey)).toBeNull();
  });

  it('drops a copy older than its limit, and one that is not a copy at all', () => {
    const store = signedIn('0900000001');
    const savedAt = Date.UTC(2026, 10, 1);
    saveQueries(loadedCache('0900000001'), store, savedAt);
    expect(restoreQueries(new QueryClient(), store, savedAt + snapshotMaxAgeMs + 1)).toBe(0);
    expect(store.getItem(queryCacheKey)).toBeNull();
    store.setItem(queryCacheKey, '{not json');
    expect(restoreQueries(new QueryClient(), store)).toBe(0);
  });

  it('keeps the earlier copy of a figure a fresh page has not loaded yet, until it is too old', () => {
    const store = signedIn('0900000001');
    // The figures are loaded (stamped by the clock) before the time they are saved at: the other
    // way round, a clock tick in between left one of them a millisecond short of too old.
    const loaded = loadedCache('0900000001');
    const savedAt = Date.now();
    saveQueries(loaded, store, savedAt);
    // A new page whose /user/info is still on its way, while its holds have arrived.
    const fresh = new QueryClient();
    fresh.setQueryData(['user', '0900000001', 'holds'], []);
    void fresh.prefetchQuery({ queryKey: ['user', '0900000001', 'info'], queryFn: () => new Promise(() => {}) });
    saveQueries(fresh, store, savedAt + 60_000);
    const after = new QueryClient();
    restoreQueries(after, store, savedAt + 60_000);
    expect(after.getQueryData(['user', '0900000001', 'info'])).toEqual(info);
    expect(after.getQueryData(['user', '0900000001', 'holds'])).toEqual([]);

    saveQueries(fresh, store, savedAt + snapshotMaxAgeMs + 1);
    expect(keptKeys(store)).toEqual([['user', '0900000001', 'holds']]);
  });

  it('does not carry another member’s figures into a copy', () => {
    const store = signedIn('0900000001');
    saveQueries(loadedCache('0900000001'), store);
    store.setItem(storageKeys.account, '0900000002');
    const client = new QueryClient();
    client.setQueryData(['user', '0900000002', 'holds'], []);
    saveQueries(client, store);
    expect(keptKeys(store)).toEqual([['user', '0900000002', 'holds']]);
  });

  it('is removed when a member signs in and when they sign out', () => {
    const store = signedIn('0900000001');
    saveQueries(loadedCache('0900000001'), store);
    saveSession(store, { token: 'token-2', account: '0900000002' });
    expect(store.getItem(queryCacheKey)).toBeNull();

    saveQueries(loadedCache('0900000002'), store);
    expect(store.getItem(queryCacheKey)).not.toBeNull();
    clearSession(store);
    expect(store.getItem(queryCacheKey)).toBeNull();
  });

  it('is written a second after a change, and at once when the page is left', () => {
    vi.useFakeTimers();
    try {
      const store = signedIn('a');
      const client = new QueryClient();
      const page = new EventTarget();
      const stop = keepQueriesSaved(client, store, page);
      client.setQueryData(['user', 'a', 'info'], info);
      vi.advanceTimersByTime(saveDelayMs - 1);
      expect(store.getItem(queryCacheKey)).toBeNull();
      vi.advanceTimersByTime(1);
      expect(keptKeys(store)).toEqual([['user', 'a', 'info']]);

      client.setQueryData(['user', 'a', 'holds'], []);
      page.dispatchEvent(new Event('pagehide'));
      expect(keptKeys(store)).toEqual([
        ['user', 'a', 'info'],
        ['user', 'a', 'holds'],
      ]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('knows which keys are the member’s own figures', () => {
    expect(isKept(['user', 'a', 'info'], 'a')).toBe(true);
    expect(isKept(['user', 'a', 'trade', 'position', 3], 'a')).toBe(true);
    expect(isKept(['user', 'b', 'info'], 'a')).toBe(false);
    expect(isKept(['user', 'a', 'messages'], 'a')).toBe(false);
    expect(isKept(['market', 'a', 'info'], 'a')).toBe(false);
  });
});

describe('the time of the figures on the screen', () => {
  it('is the oldest load among the queries the screen shows, and none without one', () => {
    const client = new QueryClient();
    expect(shownDataTime(client)).toBeNull();
    client.setQueryData(['user', 'a', 'info'], info, { updatedAt: 5_000 });
    client.setQueryData(['user', 'a', 'holds'], [], { updatedAt: 3_000 });
    client.setQueryData(['user', 'a', 'trade', 'old'], [], { updatedAt: 1_000 });
    // Only what a screen observes counts; the old trading list is not on screen.
    const observers = [
      ['user', 'a', 'info'],
      ['user', 'a', 'holds'],
    ].map((queryKey) => new QueryObserver(client, { queryKey, staleTime: Infinity, queryFn: () => new Promise(() => {}) }));
    const stops = observers.map((observer) => observer.subscribe(() => undefined));
    expect(shownDataTime(client)).toBe(3_000);
    for (const stop of stops) stop();
    expect(shownDataTime(client)).toBeNull();
  });
});
