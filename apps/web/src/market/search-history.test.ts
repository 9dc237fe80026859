import { describe, expect, it } from 'vitest';
import { memoryStore } from '../api/storage';
import { addToSearchHistory, readSearchHistory, saveSearchHistory, searchHistoryKey } from './search-history';

describe('search history', () => {
  it('puts the latest keyword first and keeps each keyword once', () => {
    expect(addToSearchHistory(['トヨタ', '7203'], '7203')).toEqual(['7203', 'トヨタ']);
    expect(addToSearchHistory(['a'], '  b  ')).toEqual(['b', 'a']);
  });

  it('ignores a blank keyword', () => {
    expect(addToSearchHistory(['a'], '   ')).toEqual(['a']);
  });

  it('keeps at most ten keywords, dropping the oldest', () => {
    const ten = Array.from({ length: 10 }, (_, index) => `k${index}`);
    const next = addToSearchHistory(ten, 'new');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('k9');
  });

  it('survives a reload through the store, and clearing removes the key', () => {
    const store = memoryStore();
    saveSearchHistory(store, ['b', 'a']);
    expect(readSearchHistory(store)).toEqual(['b', 'a']);
    saveSearchHistory(store, []);
    expect(store.getItem(searchHistoryKey)).toBeNull();
  });

  it.each([['not json'], ['{"a":1}'], ['[1, "", "ok"]']])('reads what it cannot use in %s as nothing', (stored) => {
    const store = memoryStore({ [searchHistoryKey]: stored });
    expect(readSearchHistory(store)).toEqual(stored.startsWith('[') ? ['ok'] : []);
  });
});
