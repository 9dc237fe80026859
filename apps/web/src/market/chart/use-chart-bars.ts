/**
 * The bars of one stock and period, kept current: the history (paged back on demand), then every
 * newer bar seen since, from the stream (minute and day bars, which the server publishes) or from
 * asking for the newest bars again (the other periods, and whenever the stream is down).
 */
import { useEffect, useMemo, useState } from 'react';
import { useStream, useStreamOpen } from '../../api/use-stream';
import { useKlineHistory, useLatestBars, type Bar, type KlinePeriod } from '../api/get-kline';
import { pollMs } from '../../shared/api/market-queries';
import { readLiveBar } from '../../shared/live/stream-messages';
import { mergeBars } from './bars';

const streamedPeriods: readonly KlinePeriod[] = ['1m', '1d'];
/** Periods the stream does not carry are refreshed this often while it is open. */
const unstreamedRefreshMs = 15_000;

export function useChartBars(symbol: string, period: KlinePeriod) {
  const history = useKlineHistory(symbol, period);
  const open = useStreamOpen();
  const streamed = streamedPeriods.includes(period);
  const latest = useLatestBars(symbol, period, open ? (streamed ? false : unstreamedRefreshMs) : pollMs);
  // Bars newer than the history, gathered for as long as the chart is shown, so none is missed
  // between the history's end and the newest two.
  const [recent, setRecent] = useState<Bar[]>([]);

  useEffect(() => {
    if (latest.data) setRecent((current) => mergeBars(current, latest.data));
  }, [latest.data]);

  useStream(streamed ? [`kline:${symbol}:${period}`] : [], ({ data }) => {
    const bar = readLiveBar(data);
    if (bar) setRecent((current) => mergeBars(current, [bar]));
  });

  const older = useMemo(() => [...(history.data?.pages ?? [])].reverse().flat(), [history.data]);
  const bars = useMemo(() => mergeBars(older, recent), [older, recent]);
  return { bars, history };
}
