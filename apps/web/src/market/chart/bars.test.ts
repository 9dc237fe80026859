import { describe, expect, it } from 'vitest';
import { barChange, chartTime, mergeBars, type ChartBar } from './bars';

const bar = (time: string, close: string) => ({ time, open: close, high: close, low: close, close, volume: 1, turnover: close });
const point = (time: number): ChartBar => ({ time, open: 1, high: 1, low: 1, close: 1, volume: 1 });

describe('chart bars', () => {
  it('places a bar at its Tokyo wall-clock time', () => {
    // 00:00 UTC is 09:00 in Tokyo: 9 × 3600 s later on the axis.
    expect(chartTime('2026-11-20T00:00:00.000Z')).toBe(Date.UTC(2026, 10, 20, 9) / 1000);
  });

  it('merges newer bars over older ones by time, oldest first', () => {
    const older = [bar('2026-11-20T00:00:00.000Z', '1'), bar('2026-11-20T00:01:00.000Z', '2')];
    const newer = [bar('2026-11-20T00:01:00.000Z', '3'), bar('2026-11-20T00:02:00.000Z', '4')];
    expect(mergeBars(older, newer).map((item) => item.close)).toEqual(['1', '3', '4']);
    expect(mergeBars(older, [])).toEqual(older);
  });

  it.each([
    { name: 'the newest bar changed', previous: [1, 2, 3], next: [1, 2, 3], change: 'tail' },
    { name: 'a bar was added', previous: [1, 2, 3], next: [1, 2, 3, 4], change: 'tail' },
    { name: 'older bars were added in front', previous: [3, 4], next: [1, 2, 3, 4], change: 'all' },
    { name: 'a different list', previous: [1, 2, 3], next: [1, 5, 6], change: 'all' },
    { name: 'the first bar arrived', previous: [], next: [1], change: 'tail' },
  ])('updates one point or everything when $name', ({ previous, next, change }) => {
    expect(barChange(previous.map(point), next.map(point))).toBe(change);
  });
});
