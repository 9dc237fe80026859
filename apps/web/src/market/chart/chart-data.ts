/**
 * What the chart draws, computed from the bars: the candles, the main overlay (MA, EMA or BOLL)
 * and the lower pane (volume, MACD, KDJ or RSI), each line with its colour and legend name.
 * Pure, so the choice of lines can be tested without a canvas.
 */
import { bollinger, ema, kdj, macd, rsi, sma, type Series } from '../indicators';
import type { TonePalette } from '../../ui/market-parts/price-tone';
import type { ChartBar } from './bars';

export const overlays = ['MA', 'EMA', 'BOLL'] as const;
export type Overlay = (typeof overlays)[number];
export const lowerPanes = ['VOL', 'MACD', 'KDJ', 'RSI'] as const;
export type LowerPane = (typeof lowerPanes)[number];

export interface Point {
  time: number;
  value: number;
  color?: string;
}

/** The legend's name of a line, in the catalogs under `market.chart.legend`. */
export type LegendName =
  'ma' | 'ema' | 'mid' | 'upper' | 'lower' | 'volume' | 'histogram' | 'macd' | 'signal' | 'k' | 'd' | 'j' | 'rsi';

export interface Line {
  /** Unique within a chart: `MA5`, `DIF`, `K`, … */
  name: string;
  legend: LegendName;
  /** The bars averaged, where the name says it: MA5, RSI14. */
  period?: number;
  color: string;
  kind: 'line' | 'histogram';
  points: Point[];
}

/** Line colours that read on white and stay apart from the up and down colours. */
const lineColors = ['#e0a100', '#8e44ad', '#1aa3a3', '#d35400'] as const;
const color = (index: number) => lineColors[index % lineColors.length] ?? '#e0a100';

function line(bars: readonly ChartBar[], legend: LegendName, values: Series, index: number, period?: number): Line {
  const points = values.flatMap((value, at) => {
    const bar = bars[at];
    return value === null || !bar ? [] : [{ time: bar.time, value }];
  });
  return { name: `${legend}${period ?? ''}`, legend, period, color: color(index), kind: 'line', points };
}

export function overlayLines(bars: readonly ChartBar[], overlay: Overlay): Line[] {
  const closes = bars.map((bar) => bar.close);
  if (overlay === 'BOLL') {
    const bands = bollinger(closes, 20, 2);
    return [line(bars, 'mid', bands.middle, 0), line(bars, 'upper', bands.upper, 1), line(bars, 'lower', bands.lower, 2)];
  }
  const average = overlay === 'MA' ? sma : ema;
  const legend = overlay === 'MA' ? 'ma' : 'ema';
  return [5, 10, 20].map((period, index) => line(bars, legend, average(closes, period), index, period));
}

export function paneLines(bars: readonly ChartBar[], pane: LowerPane, palette: TonePalette): Line[] {
  const closes = bars.map((bar) => bar.close);
  if (pane === 'VOL') {
    const points = bars.map((bar) => ({
      time: bar.time,
      value: bar.volume,
      color: bar.close >= bar.open ? palette.up : palette.down,
    }));
    return [{ name: 'volume', legend: 'volume', color: palette.flat, kind: 'histogram', points }];
  }
  if (pane === 'MACD') {
    const result = macd(closes);
    const histogram = line(bars, 'histogram', result.histogram, 0);
    const colored = histogram.points.map((point) => ({ ...point, color: point.value >= 0 ? palette.up : palette.down }));
    return [
      { ...histogram, kind: 'histogram', points: colored },
      line(bars, 'macd', result.macd, 0),
      line(bars, 'signal', result.signal, 1),
    ];
  }
  if (pane === 'KDJ') {
    const result = kdj(bars, 9, 3);
    return [line(bars, 'k', result.k, 0), line(bars, 'd', result.d, 1), line(bars, 'j', result.j, 2)];
  }
  return [line(bars, 'rsi', rsi(closes, 14), 0, 14)];
}
