/**
 * Keeps rows of quotes current from the stream while a screen shows them: each row's
 * `quote:<symbol>` topic (or the one `indices` topic for the indices). Updates are gathered and
 * drawn at most a few times a second, so a busy market does not redraw a long list per trade.
 */
import { useEffect, useRef, useState } from 'react';
import type { Language } from '@kabuto/i18n';
import { useStream } from '../../api/use-stream';
import { useTranslation } from '../../ui/translation-context';
import type { Quote } from '../api/market-queries';
import { readLiveIndices, readLiveQuote, withLiveQuote, type LiveQuote } from './stream-messages';

const drawEveryMs = 300;
/** Rows streamed when the screen cannot say which are visible; the server caps topics per connection. */
export const maxStreamedRows = 30;

interface LiveState {
  /** The language the names were read in: after a switch, older messages would bring back old names. */
  language: Language;
  quotes: ReadonlyMap<string, LiveQuote>;
}

/**
 * `only`: the rows to stream (those on screen); without it, the first `maxStreamedRows`. The others
 * keep the figures of the list's own refreshes.
 */
export function useLiveQuotes<Row extends Quote>(
  rows: readonly Row[],
  source: 'quotes' | 'indices' = 'quotes',
  only: ReadonlySet<string> | null = null,
): Row[] {
  const { language } = useTranslation();
  const [live, setLive] = useState<LiveState>(() => ({ language, quotes: new Map() }));
  const pending = useRef<LiveState>({ language, quotes: new Map() });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function receive(quotes: readonly LiveQuote[]): void {
    if (pending.current.language !== language) pending.current = { language, quotes: new Map() };
    const gathered = new Map(pending.current.quotes);
    for (const quote of quotes) gathered.set(quote.symbol, quote);
    pending.current = { language, quotes: gathered };
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      const batch = pending.current;
      pending.current = { language: batch.language, quotes: new Map() };
      setLive((current) => ({
        language: batch.language,
        quotes: current.language === batch.language ? new Map([...current.quotes, ...batch.quotes]) : batch.quotes,
      }));
    }, drawEveryMs);
  }

  const streamed = only ? rows.filter((row) => only.has(row.symbol)) : rows.slice(0, maxStreamedRows);
  const topics = source === 'indices' ? ['indices'] : streamed.map((row) => `quote:${row.symbol}`);
  useStream(topics, ({ data }) => {
    if (source === 'indices') receive(readLiveIndices(data, language));
    else receive([readLiveQuote(data, language)].flatMap((quote) => quote ?? []));
  });

  const quotes = live.language === language ? live.quotes : null;
  return rows.map((row) => withLiveQuote(row, quotes?.get(row.symbol)));
}

/** One quote, kept current: the detail screen's header. */
export function useLiveQuote<Row extends Quote>(row: Row | undefined): Row | undefined {
  const rows = useLiveQuotes(row ? [row] : []);
  return rows[0];
}
