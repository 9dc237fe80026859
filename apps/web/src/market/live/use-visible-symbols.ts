/**
 * The symbols of the rows on screen (and a screen's height around them), for a long list to
 * stream only those: the server takes a limited number of topics per connection, and rows far
 * off screen need no live price. Rows carry their symbol in `data-symbol`.
 */
import { useEffect, useState, type RefObject } from 'react';

/** Null until the rows have been looked at, or where the browser cannot tell what is on screen. */
export function useVisibleSymbols(
  list: RefObject<HTMLElement | null>,
  rows: readonly { symbol: string }[],
): ReadonlySet<string> | null {
  const [visible, setVisible] = useState<ReadonlySet<string> | null>(null);
  // The rows as one string: a new list (another board, a next page) is looked at afresh.
  const key = rows.map((row) => row.symbol).join(' ');
  useEffect(() => {
    const element = list.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const shown = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const symbol = entry.target instanceof HTMLElement ? entry.target.dataset.symbol : undefined;
          if (!symbol) continue;
          if (entry.isIntersecting) shown.add(symbol);
          else shown.delete(symbol);
        }
        setVisible(new Set(shown));
      },
      { rootMargin: '100% 0px' },
    );
    for (const row of element.querySelectorAll('[data-symbol]')) observer.observe(row);
    return () => observer.disconnect();
  }, [list, key]);
  return visible;
}
