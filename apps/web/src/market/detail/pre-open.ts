/**
 * What the stock screen shows as the price: during the pre-open nothing has traded yet, so the
 * indicative opening price of the auction's book comes first and the continuous book, which does
 * not trade until the open, is not shown as live; at every other time, the quote and its depth.
 */
import type { IndicativeOpen } from '@kabuto/contracts';

export type DetailView = { kind: 'preOpen'; indicative: IndicativeOpen } | { kind: 'trading' };

export function detailView(quote: { kind: 'stock' | 'index'; indicativeOpen: IndicativeOpen | null }): DetailView {
  if (quote.kind === 'stock' && quote.indicativeOpen) return { kind: 'preOpen', indicative: quote.indicativeOpen };
  return { kind: 'trading' };
}
