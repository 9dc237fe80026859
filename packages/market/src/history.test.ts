import {
  formatPrice,
  fromJapanTime,
  isOnTick,
  marketPhase,
  priceLimits,
  toJapanTime,
  yen,
  type TickTable,
  type Price,
} from '@kabuto/domain';
import { describe, expect, it } from 'vitest';
import { rollUpBars, type Bar } from './bars';
import { generateHistory, type History } from './history';
import { MarketSimulator } from './simulator';
import { universeStocks } from './universe';

const isHoliday = (date: string) => date === '2025-07-21';
const sample = universeStocks.filter((stock) =>
  ['1822', '1895', '2336', '2484', '3916', '4003'].includes(stock.instrument.symbol),
);
// Tuesday 15 July 2025, mid-morning: history ends with Monday's session.
const now = new Date('2025-07-15T10:00:00+09:00');
const history = generateHistory({ seed: 'kabuto', now, isHoliday, stocks: sample });
const of = (result: History, symbol: string) => {
  const found = result.instruments.find((item) => item.symbol === symbol);
  if (!found) throw new Error(`No history for ${symbol}`);
  return found;
};

/** What is wrong with a stock's bars, or null: grid, limits from the previous close, shape, lots. */
function barsProblem(daily: readonly Bar[], minutes: readonly Bar[], table: TickTable, firstBase: Price): string | null {
  // The Japan day number of an instant, by arithmetic: this runs over half a million bars.
  const japanDay = (time: Date) => Math.floor((time.getTime() + 9 * 3_600_000) / 86_400_000);
  const limits = new Map(
    daily.map((bar, index) => [japanDay(bar.time), priceLimits(daily[index - 1]?.close ?? firstBase, table)]),
  );
  for (const bar of [...daily, ...minutes]) {
    const { limitUp, limitDown } = limits.get(japanDay(bar.time)) ?? {};
    if (!limitUp || !limitDown) return `${bar.time.toISOString()} is on no daily bar's date`;
    for (const price of [bar.open, bar.high, bar.low, bar.close]) {
      if (!isOnTick(price, table) || price > limitUp || price < limitDown)
        return `${formatPrice(price)} at ${bar.time.toISOString()}`;
    }
    const top = bar.open > bar.close ? bar.open : bar.close;
    const bottom = bar.open < bar.close ? bar.open : bar.close;
    if (bar.high < top || bar.low > bottom) return `high or low inside the body at ${bar.time.toISOString()}`;
    if (bar.volume <= 0 || bar.volume % 100 !== 0) return `volume ${bar.volume} at ${bar.time.toISOString()}`;
    const volume = BigInt(bar.volume);
    if (bar.turnover < bar.low * volume || bar.turnover > bar.high * volume)
      return `turnover outside the bar at ${bar.time.toISOString()}`;
  }
  return null;
}

describe('generated history', () => {
  it('covers three years of trading dates up to the last close before now', () => {
    const dates = history.tradingDates;
    expect(dates.at(-1)).toBe('2025-07-14');
    expect(dates[0] ?? '').toMatch(/^2022-07-1[5-9]$/);
    expect(dates.length).toBeGreaterThan(3 * 240);
    expect(dates).not.toContain('2025-07-12');
  });

  it.each(sample.map((stock) => [stock.instrument.symbol, stock] as const))(
    '%s: bars on the grid, inside the limits, the continuous session ending on the reference price',
    (symbol, stock) => {
      const { dailyBars, minuteBars } = of(history, symbol);
      expect(dailyBars).toHaveLength(history.tradingDates.length);
      expect(dailyBars.map((bar) => toJapanTime(bar.time).date)).toEqual(history.tradingDates);
      // Ten days of 325 continuous minutes and the 15:30 closing auction.
      expect(minuteBars).toHaveLength(10 * 326);
      // The last continuous minute ends on the reference price; the closing auction then sets the close.
      expect(minuteBars.at(-2)?.close).toBe(stock.referencePrice);
      const auction = history.auctions.find((candidate) => candidate.symbol === symbol);
      expect(dailyBars.at(-1)?.close).toBe(auction?.price);
      const session = history.lastSessions.get(symbol);
      expect(session).toMatchObject({
        tradingDate: '2025-07-14',
        close: auction?.price,
        previousClose: dailyBars.at(-2)?.close,
      });
      expect(barsProblem(dailyBars, minuteBars, stock.instrument.tickTable, of(history, symbol).firstPreviousClose)).toBeNull();
    },
  );

  it('makes the daily bars of the last ten days exactly the roll-up of their minute bars', () => {
    for (const stock of sample) {
      const { dailyBars, minuteBars } = of(history, stock.instrument.symbol);
      expect(rollUpBars(minuteBars, '1d')).toEqual(dailyBars.slice(-10));
    }
  });

  it('puts minute bars in trading hours, with the closing auction at 15:30', () => {
    const { minuteBars } = of(history, '1822');
    for (const bar of minuteBars) {
      const { msOfDay } = toJapanTime(bar.time);
      if (msOfDay !== 15.5 * 3_600_000) expect(marketPhase(bar.time, 'tse', isHoliday)).toBe('continuous');
    }
    expect(minuteBars.at(-1)?.time).toEqual(fromJapanTime('2025-07-14', 15.5 * 3_600_000));
  });

  it('computes index bars from the constituents, ending at the base levels', () => {
    const allShare = of(history, 'SIMALL');
    expect(allShare.dailyBars).toHaveLength(history.tradingDates.length);
    expect(allShare.minuteBars).toHaveLength(10 * 326);
    // Every constituent's continuous session ends on its reference price, where the index is 2,500.00 by construction.
    expect(allShare.minuteBars.at(-2)?.close).toBe(yen('2500'));
    expect(rollUpBars(allShare.minuteBars, '1d')).toEqual(allShare.dailyBars.slice(-10));
    for (const bar of [...allShare.dailyBars, ...of(history, 'SIM50').dailyBars]) {
      expect(bar.high >= bar.open && bar.high >= bar.close && bar.low <= bar.open && bar.low <= bar.close).toBe(true);
    }
  });

  it('closes the last session with a closing auction: its price the close, its shares the 15:30 bar', () => {
    expect(history.auctions.map((auction) => auction.symbol).sort()).toEqual(
      sample.map((stock) => stock.instrument.symbol).sort(),
    );
    for (const auction of history.auctions) {
      const { dailyBars, minuteBars } = of(history, auction.symbol);
      const stock = sample.find((candidate) => candidate.instrument.symbol === auction.symbol);
      const closingBar = minuteBars.at(-1);
      expect(auction).toMatchObject({ kind: 'close', tradingDate: '2025-07-14', final: true });
      expect(auction.time).toEqual(fromJapanTime('2025-07-14', 15.5 * 3_600_000));
      expect(auction.previousClose).toBe(dailyBars.at(-2)?.close);
      expect(closingBar).toMatchObject({ time: auction.time, open: auction.price, close: auction.price, volume: auction.volume });
      expect(auction.volume).toBeGreaterThan(0);
      // Cleared from orders drawn within a few ticks of the last trade: within 3% of it.
      const reference = Number(stock?.referencePrice);
      expect(Math.abs(Number(auction.price) - reference) / reference).toBeLessThan(0.03);
    }
  });

  it('is the same for the same seed and differs for another', () => {
    const again = generateHistory({ seed: 'kabuto', now, isHoliday, stocks: sample.slice(0, 2), minuteDays: 2, years: 1 });
    const same = generateHistory({ seed: 'kabuto', now, isHoliday, stocks: sample.slice(0, 2), minuteDays: 2, years: 1 });
    const other = generateHistory({ seed: 'other', now, isHoliday, stocks: sample.slice(0, 2), minuteDays: 2, years: 1 });
    expect(same).toEqual(again);
    expect(other.instruments[0]?.dailyBars).not.toEqual(again.instruments[0]?.dailyBars);
  });
});

describe('the simulator continuing the history', () => {
  it('starts today from the last close of history', () => {
    const simulator = new MarketSimulator({
      seed: 'kabuto',
      start: now,
      hours: 'tse',
      isHoliday,
      stocks: sample,
      lastSessions: history.lastSessions,
    });
    for (const symbol of [...sample.map((stock) => stock.instrument.symbol), 'SIMALL', 'SIM50']) {
      const summary = simulator.summary(symbol);
      expect(summary).toMatchObject({
        tradingDate: '2025-07-15',
        previousClose: of(history, symbol).dailyBars.at(-1)?.close,
        open: null,
      });
    }
  });

  it('takes over a session that already closed today, and rolls over from its close', () => {
    const evening = new Date('2025-07-14T16:00:00+09:00');
    const closed = generateHistory({
      seed: 'kabuto',
      now: evening,
      isHoliday,
      stocks: sample.slice(0, 2),
      minuteDays: 2,
      years: 1,
    });
    const simulator = new MarketSimulator({
      seed: 'kabuto',
      start: evening,
      hours: 'tse',
      isHoliday,
      stocks: sample.slice(0, 2),
      lastSessions: closed.lastSessions,
    });
    const symbol = sample[0]?.instrument.symbol ?? '';
    const last = of(closed, symbol).dailyBars.at(-1);
    expect(simulator.summary(symbol)).toMatchObject({
      tradingDate: '2025-07-14',
      open: last?.open,
      high: last?.high,
      last: last?.close,
      volume: last?.volume,
    });
    const day = simulator
      .step(new Date('2025-07-15T00:00:01+09:00'))
      .find((event) => event.kind === 'day' && event.symbol === symbol);
    expect(day?.kind === 'day' && day.summary.previousClose).toBe(last?.close);
  });

  it('generates the whole universe: 150 stocks × 10 days of minute bars and 3 years of days', () => {
    const full = generateHistory({ seed: 'kabuto', now, isHoliday });
    const minuteBars = full.instruments.reduce((total, item) => total + item.minuteBars.length, 0);
    expect(minuteBars).toBeGreaterThan(450_000);
    expect(full.instruments.every((item) => item.dailyBars.length === full.tradingDates.length)).toBe(true);
    for (const stock of universeStocks) {
      const { dailyBars, minuteBars: minutes, firstPreviousClose } = of(full, stock.instrument.symbol);
      const session = full.lastSessions.get(stock.instrument.symbol);
      const problem = barsProblem(dailyBars, minutes, stock.instrument.tickTable, firstPreviousClose);
      if (problem) throw new Error(`${stock.instrument.symbol}: ${problem}`);
      expect(minutes.at(-2)?.close).toBe(stock.referencePrice);
      expect(session?.close).toBe(full.auctions.find((auction) => auction.symbol === stock.instrument.symbol)?.price);
    }
  }, 120_000);
});
