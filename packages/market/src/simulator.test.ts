import {
  formatPrice,
  isOnTick,
  marketPhase,
  priceLimits,
  yen,
  type MarketHours,
  type PriceLimits,
  type TickTable,
} from '@kabuto/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarketSimulator } from './simulator';
import type { MarketEvent, OrderBook, TradeEvent } from './source';
import { universeStocks, type UniverseStock } from './universe';

const isHoliday = (date: string) => date === '2025-07-21';
const at = (iso: string) => new Date(iso);

/** A ¥98 stock with a 600% volatility: it runs into its ¥30 limits within a day. */
const wild: UniverseStock = {
  instrument: {
    kind: 'stock',
    symbol: '9999',
    exchange: 'TSE',
    board: 'growth',
    names: { en: 'Wild Test', tw: '狂野測試', jp: 'ワイルド試験' },
    sector: 'services',
    lotSize: 100,
    tickTable: 'standard',
  },
  referencePrice: yen('98'),
  volatility: 6,
  marketCorrelation: 0.3,
  sharesOutstanding: 40_000_000,
};
const sample = [
  ...['1895', '2484', '2336', '3916'].flatMap((code) => universeStocks.filter((stock) => stock.instrument.symbol === code)),
  wild,
];

function simulator(seed: string | number, start: string, hours: MarketHours = 'tse', stocks = sample) {
  return new MarketSimulator({ seed, start: at(start), hours, isHoliday, stocks, maxCatchUpMs: Infinity });
}

/** Steps from the simulator's start to `until` in `stepMs` strides (or a stride per call of `stride`). */
function run(sim: MarketSimulator, from: string, until: string, stride: number | (() => number)): MarketEvent[] {
  const events: MarketEvent[] = [];
  const end = at(until).getTime();
  for (let time = at(from).getTime(); time < end;) {
    time = Math.min(end, time + (typeof stride === 'number' ? stride : stride()));
    events.push(...sim.step(new Date(time)));
  }
  return events;
}

const trades = (events: readonly MarketEvent[]) => events.filter((event): event is TradeEvent => event.kind === 'trade');
const japanDate = (time: Date) => new Date(time.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

describe('determinism', () => {
  it('gives the same market for the same seed, and another for another seed', () => {
    const first = run(
      simulator('kabuto', '2025-07-14T08:59:00+09:00'),
      '2025-07-14T08:59:00+09:00',
      '2025-07-14T09:30:00+09:00',
      1000,
    );
    const again = run(
      simulator('kabuto', '2025-07-14T08:59:00+09:00'),
      '2025-07-14T08:59:00+09:00',
      '2025-07-14T09:30:00+09:00',
      1000,
    );
    const other = run(
      simulator('other', '2025-07-14T08:59:00+09:00'),
      '2025-07-14T08:59:00+09:00',
      '2025-07-14T09:30:00+09:00',
      1000,
    );
    expect(trades(first).length).toBeGreaterThan(100);
    expect(again).toEqual(first);
    expect(trades(other)).not.toEqual(trades(first));
  });

  it('gives the same trades however the steps are spaced', () => {
    const strides = [1000, 7000, 13_000, 2500, 60_000];
    let call = 0;
    const everySecond = run(
      simulator(7, '2025-07-14T11:00:00+09:00'),
      '2025-07-14T11:00:00+09:00',
      '2025-07-14T13:00:00+09:00',
      1000,
    );
    const uneven = run(
      simulator(7, '2025-07-14T11:00:00+09:00'),
      '2025-07-14T11:00:00+09:00',
      '2025-07-14T13:00:00+09:00',
      () => strides[call++ % strides.length] ?? 1000,
    );
    const prints = (events: readonly MarketEvent[]) => events.filter((event) => event.kind === 'trade' || event.kind === 'index');
    expect(prints(uneven)).toEqual(prints(everySecond));
  });
});

/** What is wrong with a book, or null. Plain checks rather than `expect`: they run by the thousand. */
function bookProblem(book: OrderBook, limits: PriceLimits, table: TickTable): string | null {
  if (book.bids.length > 5 || book.asks.length > 5) return 'more than five levels';
  for (const level of [...book.bids, ...book.asks]) {
    if (!isOnTick(level.price, table)) return `level ${formatPrice(level.price)} off the grid`;
    if (level.price < limits.limitDown || level.price > limits.limitUp)
      return `level ${formatPrice(level.price)} outside the limits`;
    if (level.shares <= 0 || level.shares % 100 !== 0) return `level size ${level.shares}`;
  }
  const falling = book.bids.every((level, index) => index === 0 || level.price < (book.bids[index - 1]?.price ?? 0n));
  const rising = book.asks.every((level, index) => index === 0 || level.price > (book.asks[index - 1]?.price ?? 0n));
  if (!falling || !rising) return 'levels out of order';
  const [bestBid, bestAsk] = [book.bids[0], book.asks[0]];
  if (bestBid && bestAsk && bestBid.price >= bestAsk.price) return 'crossed book';
  return null;
}

function tradeProblem(trade: TradeEvent, limits: PriceLimits, table: TickTable): string | null {
  if (!isOnTick(trade.price, table)) return `trade at ${formatPrice(trade.price)} off the grid`;
  if (trade.price < limits.limitDown || trade.price > limits.limitUp)
    return `trade at ${formatPrice(trade.price)} outside the limits`;
  if (trade.shares <= 0 || trade.shares % 100 !== 0) return `trade of ${trade.shares} shares`;
  return null;
}

describe('every price the simulator shows', () => {
  it('is on the tick grid and inside the day’s limits, for any seed, start and stepping', () => {
    const base = at('2025-07-14T08:55:00+09:00').getTime();
    const tables = new Map(sample.map((stock) => [stock.instrument.symbol, stock.instrument.tickTable]));
    let checked = 0;
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 30 * 3600 }),
        fc.constantFrom<MarketHours>('tse', 'always'),
        fc.array(fc.integer({ min: 1, max: 45 }), { minLength: 1, maxLength: 8 }),
        (seed, offsetSeconds, hours, strides) => {
          const start = new Date(base + offsetSeconds * 1000).toISOString();
          const until = new Date(base + (offsetSeconds + 1800) * 1000).toISOString();
          const sim = simulator(seed, start, hours);
          const summaries = new Map(sample.map((stock) => [stock.instrument.symbol, sim.summary(stock.instrument.symbol)]));
          let call = 0;
          for (const event of run(sim, start, until, () => (strides[call++ % strides.length] ?? 1) * 1000)) {
            if (event.kind === 'day') summaries.set(event.symbol, event.summary);
            if (event.kind !== 'trade' && event.kind !== 'book') continue;
            const { limitUp, limitDown } = summaries.get(event.symbol) ?? {};
            if (!limitUp || !limitDown) throw new Error(`No limits for ${event.symbol}`);
            const table = tables.get(event.symbol) ?? 'standard';
            const problem =
              event.kind === 'book'
                ? bookProblem(event.book, { limitUp, limitDown }, table)
                : tradeProblem(event, { limitUp, limitDown }, table);
            if (problem) throw new Error(`${event.symbol} at ${event.time.toISOString()}: ${problem}`);
            checked += 1;
          }
        },
      ),
      { numRuns: 30 },
    );
    // The runs that fall on a night or a weekend see nothing; the others must add up to plenty.
    expect(checked).toBeGreaterThan(2000);
  }, 60_000);

  it('stops a runaway stock at its limit', () => {
    const events = run(
      simulator('limits', '2025-07-14T08:00:00+09:00', 'tse', [wild]),
      '2025-07-14T08:00:00+09:00',
      '2025-07-14T16:00:00+09:00',
      60_000,
    );
    // ¥98 → limits ¥68–¥128.
    const prints = trades(events).map((trade) => formatPrice(trade.price));
    expect(prints.some((price) => price === '128' || price === '68')).toBe(true);
    expect(prints.every((price) => Number(price) >= 68 && Number(price) <= 128)).toBe(true);
  });
});

describe('trading hours', () => {
  // Friday 18 July 2025 to Tuesday 22 July: a weekend and the Marine Day holiday between.
  const events = run(
    simulator('hours', '2025-07-18T08:00:00+09:00'),
    '2025-07-18T08:00:00+09:00',
    '2025-07-22T10:00:00+09:00',
    60_000,
  );
  const all = trades(events);

  it('trades only in continuous hours, apart from the auctions at 9:00 and 15:30', () => {
    expect(all.length).toBeGreaterThan(1000);
    for (const trade of all) {
      const phase = marketPhase(trade.time, 'tse', isHoliday);
      if (trade.auction === 'close')
        expect(trade.time.toISOString()).toBe(at(`${japanDate(trade.time)}T15:30:00+09:00`).toISOString());
      else expect(phase).toBe('continuous');
    }
    expect(new Set(all.map((trade) => japanDate(trade.time)))).toEqual(new Set(['2025-07-18', '2025-07-22']));
  });

  it('opens with an auction print of every stock at 9:00 and closes with one at 15:30', () => {
    for (const [date, auction, time] of [
      ['2025-07-18', 'open', '09:00:00'],
      ['2025-07-18', 'close', '15:30:00'],
      ['2025-07-22', 'open', '09:00:00'],
    ] as const) {
      const prints = all.filter((trade) => trade.auction === auction && japanDate(trade.time) === date);
      expect(prints.map((trade) => trade.symbol).sort()).toEqual(sample.map((stock) => stock.instrument.symbol).sort());
      expect(prints.every((trade) => trade.time.getTime() === at(`${date}T${time}+09:00`).getTime())).toBe(true);
    }
  });

  it('moves through the phases of the day', () => {
    const friday = events.filter((event) => event.kind === 'phase' && japanDate(event.time) === '2025-07-18');
    expect(
      friday.map((event) => (event.kind === 'phase' ? `${event.phase}@${event.time.toISOString().slice(11, 16)}` : '')),
    ).toEqual(['continuous@00:00', 'lunch_break@02:30', 'continuous@03:30', 'closing_auction@06:25', 'closed@06:30']);
  });

  it('starts the next trading date on Friday’s close, with new limits', () => {
    const days = events.filter((event) => event.kind === 'day');
    expect(new Set(days.map((event) => event.time.toISOString()))).toEqual(
      new Set([at('2025-07-22T00:00:00+09:00').toISOString()]),
    );
    for (const stock of sample) {
      const close = all.filter((trade) => trade.symbol === stock.instrument.symbol && trade.auction === 'close').at(-1);
      const day = days.find((event) => event.symbol === stock.instrument.symbol);
      if (!close || day?.kind !== 'day') throw new Error(`Missing the close or the new day of ${stock.instrument.symbol}`);
      const limits = priceLimits(close.price, stock.instrument.tickTable);
      expect(day.summary).toMatchObject({
        tradingDate: '2025-07-22',
        previousClose: close.price,
        ...limits,
        open: null,
        volume: 0,
      });
    }
  });

  it('trades around the clock in always mode, weekends included', () => {
    const saturday = run(
      simulator('always', '2025-07-19T03:00:00+09:00', 'always'),
      '2025-07-19T03:00:00+09:00',
      '2025-07-19T03:10:00+09:00',
      1000,
    );
    expect(trades(saturday).length).toBeGreaterThan(10);
  });
});

describe('volume through the day', () => {
  it('is heavier after the open and before the close than in the late morning', () => {
    const stocks = universeStocks.slice(0, 15);
    const events = run(
      simulator('u-shape', '2025-07-14T08:59:00+09:00', 'tse', stocks),
      '2025-07-14T08:59:00+09:00',
      '2025-07-14T15:26:00+09:00',
      60_000,
    );
    const volumeBetween = (from: string, to: string) =>
      trades(events)
        .filter(
          (trade) =>
            !trade.auction && trade.time >= at(`2025-07-14T${from}:00+09:00`) && trade.time < at(`2025-07-14T${to}:00+09:00`),
        )
        .reduce((total, trade) => total + trade.shares, 0);
    const lateMorning = volumeBetween('10:30', '11:00');
    expect(volumeBetween('09:00', '09:30')).toBeGreaterThan(1.5 * lateMorning);
    expect(volumeBetween('14:55', '15:25')).toBeGreaterThan(1.5 * lateMorning);
  });
});

describe('trading halts', () => {
  const halted = '2484';
  const of = (symbol: string) => (event: MarketEvent) => event.kind !== 'phase' && event.symbol === symbol;

  it('prints nothing for a halted stock, its day and book standing still, and trades it again once resumed', () => {
    const sim = simulator('halts', '2025-07-22T09:30:00+09:00');
    run(sim, '2025-07-22T09:30:00+09:00', '2025-07-22T09:40:00+09:00', 1_000);
    sim.setHalted(halted, true);
    const [summary, book] = [sim.summary(halted), sim.book(halted)];

    const during = run(sim, '2025-07-22T09:40:00+09:00', '2025-07-22T10:40:00+09:00', 1_000);
    expect(during.filter(of(halted))).toEqual([]);
    expect(sim.summary(halted)).toEqual(summary);
    expect(sim.book(halted)).toEqual(book);
    // The others trade on, and the indices with them.
    expect(new Set(trades(during).map((trade) => trade.symbol)).size).toBe(sample.length - 1);
    expect(during.some((event) => event.kind === 'index')).toBe(true);

    sim.setHalted(halted, false);
    const after = run(sim, '2025-07-22T10:40:00+09:00', '2025-07-22T11:30:00+09:00', 1_000);
    expect(trades(after).some((trade) => trade.symbol === halted)).toBe(true);
    expect(sim.summary(halted)?.volume).toBeGreaterThan(summary?.volume ?? Infinity);
  });

  it('leaves a stock halted over the open out of the opening auction, with no open, while the others open', () => {
    const sim = simulator('halts', '2025-07-22T08:50:00+09:00');
    sim.setHalted(halted, true);
    const opening = trades(run(sim, '2025-07-22T08:50:00+09:00', '2025-07-22T09:00:00+09:00', 60_000));
    expect(opening.map((trade) => trade.symbol).sort()).toEqual(
      sample
        .map((stock) => stock.instrument.symbol)
        .filter((symbol) => symbol !== halted)
        .sort(),
    );
    expect(sim.summary(halted)).toMatchObject({ open: null, last: null, volume: 0 });
  });

  it('ignores a halt of an index or an unknown symbol', () => {
    const sim = simulator('halts', '2025-07-22T09:30:00+09:00');
    const index = sim.instruments().find((instrument) => instrument.kind === 'index')?.symbol ?? '';
    sim.setHalted(index, true);
    sim.setHalted('0000', true);
    const events = run(sim, '2025-07-22T09:30:00+09:00', '2025-07-22T09:40:00+09:00', 1_000);
    expect(events.some(of(index))).toBe(true);
  });
});
