import { readFileSync } from 'node:fs';
import { formatPrice } from '@kabuto/domain';
import { describe, expect, it } from 'vitest';
import { buildBars } from './bars';
import { barAsTrades, parseBarsCsv, ReplaySource } from './replay';
import type { TradeEvent } from './source';
import { universeIndices, universeStocks } from './universe';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
const minuteCsv = fixture('sample-1m.csv');
const dailyCsv = fixture('sample-1d.csv');
const instruments = [
  ...universeStocks.map((stock) => stock.instrument),
  ...universeIndices(universeStocks).map((rule) => rule.instrument),
];
const isHoliday = () => false;
const at = (iso: string) => new Date(iso);

function replay(csv: string, start: string) {
  return new ReplaySource({ csv, instruments, hours: 'tse', isHoliday, start: at(start) });
}

describe('reading bars from CSV', () => {
  it('reads minute and daily rows exactly', () => {
    const [first] = parseBarsCsv(minuteCsv);
    expect(first?.symbol).toBe('1822');
    expect(first?.daily).toBe(false);
    expect(first?.bar.time).toEqual(at('2025-07-14T09:00:00+09:00'));
    // 48,000 shares in four prints of 12,000 at 2,609.5, 2,605, 2,615 and 2,612.5:
    // 12,000 × 10,442 = 125,304,000.
    expect(first && formatPrice(first.bar.turnover)).toBe('125304000');
    const [day] = parseBarsCsv(dailyCsv);
    // A date alone is a Japan date: midnight in Tokyo.
    expect(day?.daily).toBe(true);
    expect(day?.bar.time).toEqual(at('2025-07-10T00:00:00+09:00'));
  });

  it.each([
    { case: 'a wrong header', csv: 'symbol,time,price\n', error: /line 1: the header/ },
    {
      case: 'a price finer than a sen',
      csv: 'symbol,time,open,high,low,close,volume\n1822,2025-07-14,1,1,1,1.001,100\n',
      error: /line 2: "1.001"/,
    },
    {
      case: 'a high below the close',
      csv: 'symbol,time,open,high,low,close,volume\n1822,2025-07-14,10,11,9,12,100\n',
      error: /line 2: the high and low/,
    },
    {
      case: 'a time with no zone',
      csv: 'symbol,time,open,high,low,close,volume\n1822,2025-07-14T09:00:00,1,1,1,1,100\n',
      error: /line 2: .* zone/,
    },
    {
      case: 'a missing column',
      csv: 'symbol,time,open,high,low,close,volume\n1822,2025-07-14,1,1,1,1\n',
      error: /line 2: expected 7 columns/,
    },
    {
      case: 'a fractional volume',
      csv: 'symbol,time,open,high,low,close,volume\n1822,2025-07-14,1,1,1,1,1.5\n',
      error: /line 2: "1.5" is not a share count/,
    },
  ])('refuses $case, naming the line', ({ csv, error }) => {
    expect(() => parseBarsCsv(csv)).toThrow(error);
  });
});

describe('replaying bars as trades', () => {
  it('rebuilds the CSV bars from the trades it replays, minute and daily', () => {
    for (const [csv, period] of [
      [minuteCsv, '1m'],
      [dailyCsv, '1d'],
    ] as const) {
      for (const { symbol, bar, daily } of parseBarsCsv(csv)) {
        expect(buildBars(barAsTrades(symbol, bar, daily), period)).toEqual([bar]);
      }
    }
  });

  it('plays trades as the clock passes them, in time order across symbols', () => {
    const source = replay(minuteCsv, '2025-07-14T08:59:00+09:00');
    const first = source.step(at('2025-07-14T09:00:20+09:00'));
    expect(
      first
        .filter((event) => event.kind === 'trade')
        .map((event) => `${event.symbol} ${formatPrice((event as TradeEvent).price)}`),
    ).toEqual([
      '1822 2609.5',
      '2336 2926',
      '1822 2605',
      // 2336 fell in its first minute (2,926 → 2,925), so its high prints before its low.
      '2336 2930',
    ]);
    expect(first.filter((event) => event.kind === 'day').map((event) => event.symbol)).toEqual(['1822', '2336']);
    expect(first.filter((event) => event.kind === 'phase')).toEqual([
      { kind: 'phase', time: at('2025-07-14T09:00:20+09:00'), phase: 'continuous' },
    ]);
    const rest = source.step(at('2025-07-14T09:05:00+09:00'));
    const times = rest.filter((event) => event.kind === 'trade').map((event) => (event as TradeEvent).time.getTime());
    expect(times).toEqual([...times].sort((left, right) => left - right));
    expect(times).toHaveLength(5 * 4 - 4);
  });

  it('sums the day as a quote needs it', () => {
    const source = replay(minuteCsv, '2025-07-14T08:59:00+09:00');
    source.step(at('2025-07-14T09:05:00+09:00'));
    // The file starts on this day, so its first price stands in for the previous close:
    // ¥2,609.5 gives ¥2,109.5–¥3,109.5, widened to ¥3,110 on the ¥1 grid above ¥3,000.
    // Turnover: 125,304,000 + 3,075 × 10,442 (32,109,150) + 2,450 × 10,437 (25,570,650) = 182,983,800.
    const summary = source.summary('1822');
    if (!summary) throw new Error('No summary of 1822');
    // Prices as text, so a difference reads as yen.
    const text = (price: bigint | null) => (price === null ? null : formatPrice(price));
    expect({
      ...summary,
      previousClose: text(summary.previousClose),
      limitUp: text(summary.limitUp),
      limitDown: text(summary.limitDown),
      open: text(summary.open),
      high: text(summary.high),
      low: text(summary.low),
      last: text(summary.last),
      turnover: text(summary.turnover),
    }).toEqual({
      symbol: '1822',
      tradingDate: '2025-07-14',
      previousClose: '2609.5',
      limitUp: '3110',
      limitDown: '2109.5',
      open: '2609.5',
      high: '2615',
      low: '2605',
      last: '2610',
      volume: 70_100,
      turnover: '182983800',
    });
    const book = source.book('1822');
    expect(book?.bids[0]?.price).toBe(summary.last);
    expect(book?.asks.map((level) => formatPrice(level.price))).toEqual(['2610.5', '2611', '2611.5', '2612', '2612.5']);
  });

  it('starts each new day from the previous day’s close, applying what came before the start', () => {
    // By noon the rising day has printed its open (9:00) and its low (10:30), a quarter of the volume each.
    const source = replay(dailyCsv, '2025-07-10T12:00:00+09:00');
    expect(source.summary('1822')).toMatchObject({ tradingDate: '2025-07-10', last: 258100n, volume: 1_280_000 * 2 });
    const events = source.step(at('2025-07-14T16:00:00+09:00'));
    const days = events.filter((event) => event.kind === 'day');
    expect(
      days.map((event) => (event.kind === 'day' ? [event.summary.tradingDate, formatPrice(event.summary.previousClose)] : [])),
    ).toEqual([
      ['2025-07-11', '2620'],
      ['2025-07-14', '2601'],
    ]);
    expect(source.summary('1822')).toMatchObject({ last: 264400n, volume: 6_010_000 });
  });

  it('refuses a row of a symbol it does not know, and a step back in time', () => {
    const csv = 'symbol,time,open,high,low,close,volume\n0000,2025-07-14,1,1,1,1,100\n';
    expect(() => replay(csv, '2025-07-14T08:00:00+09:00')).toThrow(/0000/);
    const source = replay(minuteCsv, '2025-07-14T09:00:00+09:00');
    expect(() => source.step(at('2025-07-14T08:00:00+09:00'))).toThrow(/not going back/);
  });
});
