/** The device's recent searches as state: read once, written on every change. */
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { addToSearchHistory, readSearchHistory, saveSearchHistory } from '../search-history';

export function useSearchHistory(): { history: string[]; remember: (keyword: string) => void; clear: () => void } {
  const { store } = useApi();
  const [history, setHistory] = useState(() => readSearchHistory(store));
  function update(next: string[]) {
    saveSearchHistory(store, next);
    setHistory(next);
  }
  return {
    history,
    remember: (keyword) => update(addToSearchHistory(readSearchHistory(store), keyword)),
    clear: () => update([]),
  };
}
