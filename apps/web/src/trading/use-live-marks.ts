/**
 * Marks holding positions to the streamed last price of their stocks (`quote:<symbol>`), so their
 * P&L moves with the market between the server's refreshes. Prices are gathered and drawn a few
 * times a second at most; the figures are worked out exactly in `live-figures.ts`.
 */
import { useEffect, useRef, useState } from 'react';
import type { Position } from '@kabuto/contracts';
import { useStream } from '../api/use-stream';
import { readLiveQuote } from '../shared/live/stream-messages';
import { maxStreamedRows } from '../shared/live/use-live-quotes';
import { useTranslation } from '../ui/translation-context';
import { liveFigures, type LiveFigures } from './live-figures';

const drawEveryMs = 300;

export type LiveMark = (position: Position) => LiveFigures | null;

export function useLiveMarks(positions: readonly Position[]): LiveMark {
  const { language } = useTranslation();
  const [lasts, setLasts] = useState<ReadonlyMap<string, string>>(new Map());
  const pending = useRef(new Map<string, string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const symbols = [...new Set(positions.filter((row) => row.status === 'holding').map((row) => row.symbol))];
  useStream(
    symbols.slice(0, maxStreamedRows).map((symbol) => `quote:${symbol}`),
    ({ data }) => {
      const quote = readLiveQuote(data, language);
      if (!quote?.last) return;
      pending.current.set(quote.symbol, quote.last);
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        const batch = pending.current;
        pending.current = new Map();
        setLasts((current) => new Map([...current, ...batch]));
      }, drawEveryMs);
    },
  );

  return (position) => {
    const last = position.status === 'holding' ? lasts.get(position.symbol) : undefined;
    return last === undefined ? null : liveFigures(position, last);
  };
}

/** A position with its live figures laid over the served ones. */
export function marked<Row extends Position>(position: Row, live: LiveFigures | null): Row {
  return live ? { ...position, ...live } : position;
}
