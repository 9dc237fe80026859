import { formatPrice, yen } from '@kabuto/domain';
import { describe, expect, it } from 'vitest';
import { addPrint, bucketStart, buildBars, rollUpBars, type Bar, type BarPeriod, type Print } from './bars';

const at = (iso: string) => new Date(iso);
const print = (iso: string, price: string, shares: number): Print => ({ time: at(iso), price: yen(price), shares });
const shown = (bar: Bar) => ({
  time: bar.time.toISOString(),
  open: formatPrice(bar.open),
  high: formatPrice(bar.high),
  low: formatPrice(bar.low),
  close: formatPrice(bar.close),
  volume: bar.volume,
  turnover: formatPrice(bar.turnover),
});
const iso = (text: string) => at(text).toISOString();

describe('bucket boundaries in Japan time', () => {
  it.each([
    { period: '1m', time: '2025-07-14T09:00:59.999+09:00', start: '2025-07-14T09:00:00+09:00' },
    { period: '5m', time: '2025-07-14T09:04:59+09:00', start: '2025-07-14T09:00:00+09:00' },
    { period: '5m', time: '2025-07-14T09:05:00+09:00', start: '2025-07-14T09:05:00+09:00' },
    { period: '10m', time: '2025-07-14T12:39:00+09:00', start: '2025-07-14T12:30:00+09:00' },
    { period: '30m', time: '2025-07-14T15:29:00+09:00', start: '2025-07-14T15:00:00+09:00' },
    { period: '30m', time: '2025-07-14T15:30:00+09:00', start: '2025-07-14T15:30:00+09:00' },
    // 23:30 UTC on the 13th is 8:30 on the 14th in Tokyo: the day is Tokyo's.
    { period: '1d', time: '2025-07-13T23:30:00Z', start: '2025-07-14T00:00:00+09:00' },
    { period: '1d', time: '2025-07-14T23:59:59+09:00', start: '2025-07-14T00:00:00+09:00' },
    // Weeks start on Monday: Monday 14 July, and Sunday 20 July still belongs to it.
    { period: '1w', time: '2025-07-14T00:00:00+09:00', start: '2025-07-14T00:00:00+09:00' },
    { period: '1w', time: '2025-07-20T23:59:00+09:00', start: '2025-07-14T00:00:00+09:00' },
    { period: '1w', time: '2025-07-21T00:00:00+09:00', start: '2025-07-21T00:00:00+09:00' },
    { period: '1w', time: '2026-01-01T10:00:00+09:00', start: '2025-12-29T00:00:00+09:00' },
    { period: '1M', time: '2025-07-31T23:59:00+09:00', start: '2025-07-01T00:00:00+09:00' },
    // Midnight of 1 August in Tokyo is still 31 July in UTC.
    { period: '1M', time: '2025-07-31T15:00:00Z', start: '2025-08-01T00:00:00+09:00' },
  ] as const)('$period: $time is in the bucket starting $start', ({ period, time, start }) => {
    expect(bucketStart(at(time), period as BarPeriod).toISOString()).toBe(iso(start));
  });
});

describe('bars from trades', () => {
  const trades = [
    print('2025-07-14T09:00:00+09:00', '2500', 1000),
    print('2025-07-14T09:00:20+09:00', '2510', 200),
    print('2025-07-14T09:00:40+09:00', '2495', 300),
    print('2025-07-14T09:01:05+09:00', '2505', 100),
    print('2025-07-14T09:05:00+09:00', '2507.5', 400),
  ];

  it('builds 1-minute bars with exact turnover', () => {
    expect(buildBars(trades, '1m').map(shown)).toEqual([
      // 2,500 × 1,000 + 2,510 × 200 + 2,495 × 300 = 2,500,000 + 502,000 + 748,500 = 3,750,500
      {
        time: iso('2025-07-14T09:00:00+09:00'),
        open: '2500',
        high: '2510',
        low: '2495',
        close: '2495',
        volume: 1500,
        turnover: '3750500',
      },
      {
        time: iso('2025-07-14T09:01:00+09:00'),
        open: '2505',
        high: '2505',
        low: '2505',
        close: '2505',
        volume: 100,
        turnover: '250500',
      },
      // 2,507.5 × 400 = 1,003,000
      {
        time: iso('2025-07-14T09:05:00+09:00'),
        open: '2507.5',
        high: '2507.5',
        low: '2507.5',
        close: '2507.5',
        volume: 400,
        turnover: '1003000',
      },
    ]);
  });

  it('builds 5-minute bars, and the same from rolling up the 1-minute bars', () => {
    const expected = [
      // 3,750,500 + 250,500 = 4,001,000
      {
        time: iso('2025-07-14T09:00:00+09:00'),
        open: '2500',
        high: '2510',
        low: '2495',
        close: '2505',
        volume: 1600,
        turnover: '4001000',
      },
      {
        time: iso('2025-07-14T09:05:00+09:00'),
        open: '2507.5',
        high: '2507.5',
        low: '2507.5',
        close: '2507.5',
        volume: 400,
        turnover: '1003000',
      },
    ];
    expect(buildBars(trades, '5m').map(shown)).toEqual(expected);
    expect(rollUpBars(buildBars(trades, '1m'), '5m').map(shown)).toEqual(expected);
  });

  it('rolls daily bars into weeks and months', () => {
    const days = buildBars(
      [
        print('2025-07-25T10:00:00+09:00', '100', 100),
        print('2025-07-28T10:00:00+09:00', '120', 100),
        print('2025-07-31T10:00:00+09:00', '90', 100),
        print('2025-08-01T10:00:00+09:00', '95', 100),
      ],
      '1d',
    );
    expect(rollUpBars(days, '1w').map(shown)).toEqual([
      {
        time: iso('2025-07-21T00:00:00+09:00'),
        open: '100',
        high: '100',
        low: '100',
        close: '100',
        volume: 100,
        turnover: '10000',
      },
      // 120 × 100 + 90 × 100 + 95 × 100 = 30,500
      {
        time: iso('2025-07-28T00:00:00+09:00'),
        open: '120',
        high: '120',
        low: '90',
        close: '95',
        volume: 300,
        turnover: '30500',
      },
    ]);
    expect(rollUpBars(days, '1M').map(shown)).toEqual([
      {
        time: iso('2025-07-01T00:00:00+09:00'),
        open: '100',
        high: '120',
        low: '90',
        close: '90',
        volume: 300,
        turnover: '31000',
      },
      { time: iso('2025-08-01T00:00:00+09:00'), open: '95', high: '95', low: '95', close: '95', volume: 100, turnover: '9500' },
    ]);
  });

  it('refuses trades out of time order', () => {
    const later = print('2025-07-14T09:00:20+09:00', '2510', 200);
    const earlier = print('2025-07-14T09:00:10+09:00', '2500', 100);
    expect(() => buildBars([later, earlier], '1m')).toThrow(/time order/);
  });
});

describe('building a bar live', () => {
  it('updates the bar in progress and hands back the finished one when a bucket opens', () => {
    const first = addPrint(null, print('2025-07-14T09:00:10+09:00', '2500', 100), '1m');
    const second = addPrint(first.bar, print('2025-07-14T09:00:50+09:00', '2490', 200), '1m');
    expect(second.finished).toBeNull();
    // 2,500 × 100 + 2,490 × 200 = 748,000
    expect(shown(second.bar)).toMatchObject({ open: '2500', low: '2490', close: '2490', volume: 300, turnover: '748000' });
    const third = addPrint(second.bar, print('2025-07-14T09:01:00+09:00', '2495', 100), '1m');
    expect(third.finished).toBe(second.bar);
    expect(shown(third.bar)).toMatchObject({ time: iso('2025-07-14T09:01:00+09:00'), open: '2495', volume: 100 });
  });

  it('refuses a print before the bar in progress', () => {
    const { bar } = addPrint(null, print('2025-07-14T09:01:00+09:00', '2500', 100), '1m');
    expect(() => addPrint(bar, print('2025-07-14T09:00:59+09:00', '2500', 100), '1m')).toThrow(/before the bar/);
  });
});
