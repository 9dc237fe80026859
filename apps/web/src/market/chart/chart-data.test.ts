import { describe, expect, it } from 'vitest';
import { tonePalettes } from '../../ui/market-parts/price-tone';
import type { ChartBar } from './bars';
import { overlayLines, paneLines } from './chart-data';

const bars: ChartBar[] = Array.from({ length: 30 }, (_, index) => ({
  time: 1_000 + index * 60,
  open: 100 + index,
  high: 102 + index,
  low: 99 + index,
  // Every other bar closes below its open.
  close: index % 2 === 0 ? 101 + index : 99.5 + index,
  volume: 100 * (index + 1),
}));

describe('chart data', () => {
  it.each([
    { overlay: 'MA', names: ['ma5', 'ma10', 'ma20'] },
    { overlay: 'EMA', names: ['ema5', 'ema10', 'ema20'] },
    { overlay: 'BOLL', names: ['mid', 'upper', 'lower'] },
  ] as const)('draws $names for $overlay', ({ overlay, names }) => {
    expect(overlayLines(bars, overlay).map((item) => item.name)).toEqual(names);
  });

  it('starts a moving average once it has enough bars', () => {
    const [ma5] = overlayLines(bars, 'MA');
    expect(ma5?.points).toHaveLength(26);
    expect(ma5?.points[0]?.time).toBe(bars[4]?.time);
  });

  it.each([
    { pane: 'VOL', names: ['volume'] },
    { pane: 'MACD', names: ['histogram', 'macd', 'signal'] },
    { pane: 'KDJ', names: ['k', 'd', 'j'] },
    { pane: 'RSI', names: ['rsi14'] },
  ] as const)('draws $names in the $pane pane', ({ pane, names }) => {
    expect(paneLines(bars, pane, tonePalettes.en).map((item) => item.name)).toEqual(names);
  });

  it('colours volume by the bar’s direction in the language’s convention', () => {
    const [volume] = paneLines(bars, 'VOL', tonePalettes.jp);
    expect(volume?.points[0]).toMatchObject({ value: 100, color: tonePalettes.jp.up });
    expect(volume?.points[1]).toMatchObject({ value: 200, color: tonePalettes.jp.down });
  });
});
