/**
 * The candlestick chart, drawn by TradingView's Lightweight Charts. This module is the only one
 * that imports the library, and it is loaded on demand (see chart-panel), so the library's weight
 * never reaches a screen without a chart. The library's licence asks for its attribution and a
 * link to TradingView: the chart shows the library's own logo link, and the panel prints the notice.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type SeriesType,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Language } from '@kabuto/i18n';
import { toneOf, type TonePalette } from '../../ui/market-parts/price-tone';
import { crosshairTime } from './chart-time';
import { barChange, type ChartBar } from './bars';
import { overlayLines, paneLines, type Line, type LowerPane, type Overlay } from './chart-data';
import { ChartLegend } from './chart-legend';
import styles from './chart.module.css';

export interface KlineChartProps {
  bars: readonly ChartBar[];
  overlay: Overlay;
  pane: LowerPane;
  palette: TonePalette;
  /**
   * The stock's change on the day (the quote's): the last price's tag takes its rise or fall colour,
   * not the colour of the newest candle, which can rise on a day that falls.
   */
  change: string | null;
  /** The `Intl` locale of the axis labels. */
  locale: string;
  /** The crosshair's time is written by the app's own Japan-time formatter in this language. */
  language: Language;
  precision: number;
  /** Minute bars show times on the axis; days and longer show dates only. */
  intraday: boolean;
  label: string;
  /** Asked for when the member scrolls near the oldest bar shown. */
  onNeedOlder: () => void;
}

/** How close to the oldest bar (in bars) scrolling must come before older ones are asked for. */
const olderThreshold = 15;
const mainStretch = 3;
const paneStretch = 1;

const at = (time: number) => time as UTCTimestamp;

type AnySeries = ISeriesApi<SeriesType>;

interface Drawn {
  candles: ISeriesApi<'Candlestick'>;
  lines: { line: Line; series: AnySeries }[];
  bars: readonly ChartBar[];
  structure: string;
}

function addLine(chart: IChartApi, line: Line, paneIndex: number): AnySeries {
  const common = { priceLineVisible: false, lastValueVisible: false, color: line.color };
  // Volume reads best shortened (12K); the MACD histogram is a small price difference.
  const priceFormat =
    line.legend === 'volume' ? ({ type: 'volume' } as const) : ({ type: 'price', precision: 2, minMove: 0.01 } as const);
  return line.kind === 'histogram'
    ? chart.addSeries(HistogramSeries, { ...common, priceFormat }, paneIndex)
    : chart.addSeries(LineSeries, { ...common, lineWidth: 1, crosshairMarkerVisible: false }, paneIndex);
}

function pointsOf(line: Line) {
  return line.points.map((point) => ({ ...point, time: at(point.time) }));
}

export function KlineChart(props: KlineChartProps) {
  const { bars, overlay, pane, palette, change, locale, language, precision, intraday, label } = props;
  const tagColour = palette[toneOf(change)];
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const drawn = useRef<Drawn | null>(null);
  const needOlder = useRef(props.onNeedOlder);
  const [hoverTime, setHoverTime] = useState<number | null>(null);
  useEffect(() => {
    needOlder.current = props.onNeedOlder;
  });

  const lines = useMemo(
    () => ({ main: overlayLines(bars, overlay), lower: paneLines(bars, pane, palette) }),
    [bars, overlay, pane, palette],
  );

  // The chart itself, made once per mount (the panel mounts a new one per stock and period).
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: '#ffffff' },
        textColor: '#556075',
        fontSize: 11,
        attributionLogo: true,
        panes: { separatorColor: '#e4e8ef' },
      },
      grid: { vertLines: { color: '#f1f3f7' }, horzLines: { color: '#f1f3f7' } },
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: intraday, secondsVisible: false, rightOffset: 3 },
      localization: { locale, timeFormatter: (time: unknown) => crosshairTime(time, intraday, language) },
    });
    chart.current = created;
    created.timeScale().subscribeVisibleLogicalRangeChange((range) => {
      if (range && range.from < olderThreshold) needOlder.current();
    });
    created.subscribeCrosshairMove((event) => setHoverTime(typeof event.time === 'number' ? event.time : null));
    return () => {
      drawn.current = null;
      chart.current = null;
      created.remove();
    };
  }, [intraday, locale, language]);

  // The data: all of it after a change of indicators or history, one point per series when only
  // the newest bar moved (a live update), so the chart keeps where the member scrolled to.
  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    const structure = `${overlay}:${pane}:${palette.up}:${palette.down}:${precision}`;
    const previous = drawn.current;
    if (!previous || previous.structure !== structure) {
      drawn.current = rebuild(current, previous, { lines, bars, palette, precision, structure });
    } else {
      const change = barChange(previous.bars, bars);
      if (change === 'tail') updateNewest(previous, bars, [...lines.main, ...lines.lower]);
      if (change === 'all') setAll(previous, bars, [...lines.main, ...lines.lower]);
    }
    if (drawn.current) drawn.current.bars = bars;
  }, [bars, lines, overlay, pane, palette, precision]);

  useEffect(() => {
    drawn.current?.candles.applyOptions({ priceLineColor: tagColour });
  }, [tagColour, palette, overlay, pane, precision]);

  return (
    <div className={styles.chartFrame}>
      <ChartLegend lines={[...lines.main, ...lines.lower]} time={hoverTime} precision={precision} />
      <div
        ref={container}
        className={styles.canvas}
        role="img"
        aria-label={label}
        data-testid="kline-canvas"
        data-price-tag={toneOf(change)}
      />
    </div>
  );
}

interface Wanted {
  lines: { main: Line[]; lower: Line[] };
  bars: readonly ChartBar[];
  palette: TonePalette;
  precision: number;
  structure: string;
}

function rebuild(chart: IChartApi, previous: Drawn | null, { lines, bars, palette, precision, structure }: Wanted): Drawn {
  const candles =
    previous?.candles ??
    chart.addSeries(CandlestickSeries, {
      priceLineVisible: true,
      borderVisible: false,
    });
  candles.applyOptions({
    upColor: palette.up,
    downColor: palette.down,
    wickUpColor: palette.up,
    wickDownColor: palette.down,
    priceFormat: { type: 'price', precision, minMove: 1 / 10 ** precision },
  });
  // New lines first, then the old ones go: the lower pane is never left empty, so it is not dropped.
  const added = [
    ...lines.main.map((line) => ({ line, series: addLine(chart, line, 0) })),
    ...lines.lower.map((line) => ({ line, series: addLine(chart, line, 1) })),
  ];
  for (const old of previous?.lines ?? []) chart.removeSeries(old.series);
  const panes = chart.panes();
  panes[0]?.setStretchFactor(mainStretch);
  panes[1]?.setStretchFactor(paneStretch);
  const next: Drawn = { candles, lines: added, bars, structure };
  setAll(next, bars, [...lines.main, ...lines.lower]);
  return next;
}

function setAll(drawn: Drawn, bars: readonly ChartBar[], lines: Line[]): void {
  drawn.candles.setData(bars.map((bar) => ({ ...bar, time: at(bar.time) })));
  drawn.lines.forEach((entry, index) => {
    const line = lines[index] ?? entry.line;
    entry.line = line;
    entry.series.setData(pointsOf(line));
  });
}

function updateNewest(drawn: Drawn, bars: readonly ChartBar[], lines: Line[]): void {
  const newest = bars[bars.length - 1];
  if (!newest) return;
  drawn.candles.update({ ...newest, time: at(newest.time) });
  drawn.lines.forEach((entry, index) => {
    const line = lines[index] ?? entry.line;
    entry.line = line;
    const point = line.points[line.points.length - 1];
    if (point && point.time === newest.time) entry.series.update({ ...point, time: at(point.time) });
  });
}
