/**
 * The simulator's auctions: the pre-open book and its indicative price, the opening and closing
 * prints at the itayose price of their books, in Tokyo hours and around the clock, with every
 * clearing recomputed here from the book's orders by a second implementation of the rule.
 */
import { yen, type Price } from '@kabuto/domain';
import { describe, expect, it } from 'vitest';
import { AuctionBook, preOpenBatches } from './auction-book';
import { Random } from './random';
import { MarketSimulator } from './simulator';
import type { MarketEvent, TradeEvent } from './source';
import { universeStocks } from './universe';

const stocks = universeStocks.slice(0, 6);
const isHoliday = () => false;
const at = (iso: string) => new Date(iso);

function simulator(start: string, hours: 'tse' | 'always' = 'tse') {
  return new MarketSimulator({ seed: 'auctions', start: at(start), hours, isHoliday, stocks, maxCatchUpMs: Infinity });
}

function run(sim: MarketSimulator, from: string, until: string): MarketEvent[] {
  const events: MarketEvent[] = [];
  for (let time = at(from).getTime() + 1000; time <= at(until).getTime(); time += 1000) events.push(...sim.step(new Date(time)));
  return events;
}

const prints = (events: readonly MarketEvent[], auction: 'open' | 'close') =>
  events.filter((event): event is TradeEvent => event.kind === 'trade' && event.auction === auction);

/** The rule from its text: for each resting price, demand and supply by prefix sums; best by the tuple. */
function referenceClearing(orders: readonly { side: string; price: Price | null; shares: number }[], reference: Price) {
  const market = (side: string) =>
    orders.filter((o) => o.side === side && o.price === null).reduce((sum, o) => sum + o.shares, 0);
  const prices = [...new Set(orders.flatMap((o) => (o.price === null ? [] : [o.price])))];
  const table = prices.map((price) => {
    const demand =
      market('buy') +
      orders.filter((o) => o.side === 'buy' && o.price !== null && o.price >= price).reduce((s, o) => s + o.shares, 0);
    const supply =
      market('sell') +
      orders.filter((o) => o.side === 'sell' && o.price !== null && o.price <= price).reduce((s, o) => s + o.shares, 0);
    return {
      price,
      volume: Math.min(demand, supply),
      gap: Math.abs(demand - supply),
      away: price > reference ? price - reference : reference - price,
    };
  });
  table.sort((l, r) => r.volume - l.volume || l.gap - r.gap || Number(l.away - r.away) || Number(l.price - r.price));
  return table[0] && table[0].volume > 0 ? { price: table[0].price, volume: table[0].volume } : null;
}

describe('the auction book', () => {
  it('clears its orders as an independent reading of the itayose rule does, batch after batch', () => {
    const random = new Random(7);
    const reference = yen('1500');
    const book = new AuctionBook({
      table: 'standard',
      limits: { limitUp: yen('1800'), limitDown: yen('1200') },
      lotSize: 100,
      reference,
      expectedShares: 400_000,
    });
    for (let batch = 1; batch <= preOpenBatches; batch++) {
      book.addBatch(1503.2, random);
      const clearing = book.clearing();
      const expected = referenceClearing(book.orders(), reference);
      expect(clearing && { price: clearing.price, volume: clearing.volume }).toEqual(expected);
    }
    // A full pre-open's book crosses around the model price, a few ticks either side.
    const final = book.clearing();
    expect(final).not.toBeNull();
    expect(final!.price > yen('1480') && final!.price < yen('1525')).toBe(true);
    expect(book.batches).toBe(preOpenBatches);
  });
});

describe('Tokyo hours', () => {
  it('shows no opening before 8:00, an indicative price through the pre-open, and opens at the last indicative price', () => {
    const sim = simulator('2025-07-14T07:58:00+09:00');
    run(sim, '2025-07-14T07:58:00+09:00', '2025-07-14T07:59:59+09:00');
    for (const stock of stocks) expect(sim.auctions(stock.instrument.symbol)?.opening).toBeNull();
    run(sim, '2025-07-14T07:59:59+09:00', '2025-07-14T08:30:00+09:00');
    const symbol = stocks[0]!.instrument.symbol;
    const early = sim.auctions(symbol)!.opening!;
    expect(early).toMatchObject({ kind: 'open', tradingDate: '2025-07-14', final: false });
    expect(early.time).toEqual(at('2025-07-14T08:30:00+09:00'));
    run(sim, '2025-07-14T08:30:00+09:00', '2025-07-14T08:59:59+09:00');
    const indicative = new Map(stocks.map((stock) => [stock.instrument.symbol, sim.auctions(stock.instrument.symbol)!.opening!]));
    const events = run(sim, '2025-07-14T08:59:59+09:00', '2025-07-14T09:00:00+09:00');
    const opens = prints(events, 'open');
    expect(opens).toHaveLength(stocks.length);
    for (const print of opens) {
      const before = indicative.get(print.symbol)!;
      const opening = sim.auctions(print.symbol)!.opening!;
      // The 8:59 batch was the pre-open's last: the book at 9:00 is the book the indicative price came from.
      expect({ price: print.price, shares: print.shares }).toEqual({ price: before.price, shares: before.volume });
      expect(opening).toMatchObject({
        final: true,
        price: print.price,
        volume: print.shares,
        time: at('2025-07-14T09:00:00+09:00'),
      });
      expect(sim.summary(print.symbol)).toMatchObject({ open: print.price, volume: print.shares });
    }
  });

  it('closes at 15:30 with one print per stock at its closing auction, which the summary ends on', () => {
    const sim = simulator('2025-07-14T15:29:00+09:00');
    const events = run(sim, '2025-07-14T15:29:00+09:00', '2025-07-14T15:31:00+09:00');
    const closes = prints(events, 'close');
    expect(closes).toHaveLength(stocks.length);
    for (const print of closes) {
      const summary = sim.summary(print.symbol)!;
      expect(sim.auctions(print.symbol)!.closing).toMatchObject({
        kind: 'close',
        tradingDate: '2025-07-14',
        final: true,
        price: print.price,
        volume: print.shares,
        previousClose: summary.previousClose,
      });
      expect(summary.last).toBe(print.price);
      expect(sim.closedDay(print.symbol)).toEqual(summary);
    }
  });

  it('keeps the last close and forgets the opening when the next date begins', () => {
    const sim = simulator('2025-07-14T15:29:00+09:00');
    run(sim, '2025-07-14T15:29:00+09:00', '2025-07-14T15:31:00+09:00');
    sim.step(at('2025-07-15T00:00:01+09:00'));
    const symbol = stocks[1]!.instrument.symbol;
    expect(sim.auctions(symbol)).toMatchObject({ opening: null, closing: { tradingDate: '2025-07-14' } });
  });

  it('resumes the recorded auctions of a restart, today’s opening only when it is today’s', () => {
    const first = simulator('2025-07-14T08:59:00+09:00');
    run(first, '2025-07-14T08:59:00+09:00', '2025-07-14T09:00:01+09:00');
    const symbol = stocks[2]!.instrument.symbol;
    const recorded = first.auctions(symbol)!;
    const lastAuctions = new Map([[symbol, recorded]]);
    const sameDay = new MarketSimulator({
      seed: 'x',
      start: at('2025-07-14T10:00:00+09:00'),
      hours: 'tse',
      isHoliday,
      stocks,
      lastAuctions,
    });
    expect(sameDay.auctions(symbol)).toEqual(recorded);
    const nextDay = new MarketSimulator({
      seed: 'x',
      start: at('2025-07-15T07:00:00+09:00'),
      hours: 'tse',
      isHoliday,
      stocks,
      lastAuctions,
    });
    expect(nextDay.auctions(symbol)?.opening).toBeNull();
  });
});

describe('around the clock', () => {
  it('closes each Japan date with an auction in its last second and opens the next with one at midnight', () => {
    const sim = simulator('2025-07-14T23:59:50+09:00', 'always');
    const events = run(sim, '2025-07-14T23:59:50+09:00', '2025-07-15T00:00:02+09:00');
    const closes = prints(events, 'close');
    // The simulator starts on a date with no print yet, so it opened it at once; the next opens at midnight.
    const opens = prints(events, 'open').filter((print) => print.time >= at('2025-07-15T00:00:00+09:00'));
    expect(closes.map((print) => print.time)).toEqual(stocks.map(() => at('2025-07-14T23:59:59+09:00')));
    expect(opens.map((print) => print.time)).toEqual(stocks.map(() => at('2025-07-15T00:00:00+09:00')));
    for (const print of opens) {
      const { opening, closing } = sim.auctions(print.symbol)!;
      expect(opening).toMatchObject({ tradingDate: '2025-07-15', final: true, price: print.price, volume: print.shares });
      expect(closing).toMatchObject({ tradingDate: '2025-07-14', final: true });
      expect(sim.summary(print.symbol)).toMatchObject({ open: print.price, previousClose: closing!.price });
      expect(sim.closedDay(print.symbol)).toMatchObject({ tradingDate: '2025-07-14', last: closing!.price });
    }
  });

  it('opens a date that has not printed yet with an auction at the first step', () => {
    const sim = simulator('2025-07-19T14:00:00+09:00', 'always');
    const opens = prints(sim.step(at('2025-07-19T14:00:01+09:00')), 'open');
    expect(opens).toHaveLength(stocks.length);
    for (const print of opens) expect(sim.summary(print.symbol)?.open).toBe(print.price);
  });

  it('opens at a restart only the stocks that have not printed today, leaving the day of the others as it stood', () => {
    const [done, fresh] = [stocks[0]!, stocks[1]!];
    const session = {
      tradingDate: '2025-07-19',
      previousClose: yen('1000'),
      open: yen('1010'),
      high: yen('1020'),
      low: yen('990'),
      close: yen('1005'),
      volume: 5000,
      turnover: yen('5025000'),
    };
    const sim = new MarketSimulator({
      seed: 'restart',
      start: at('2025-07-19T14:00:00+09:00'),
      hours: 'always',
      isHoliday,
      stocks: [done, fresh],
      lastSessions: new Map([[done.instrument.symbol, session]]),
    });
    const opens = prints(sim.step(at('2025-07-19T14:00:01+09:00')), 'open');
    expect(opens.map((print) => print.symbol)).toEqual([fresh.instrument.symbol]);
    expect(sim.summary(done.instrument.symbol)).toMatchObject({ open: yen('1010'), previousClose: yen('1000') });
    expect(sim.auctions(done.instrument.symbol)?.opening).toBeNull();
  });
});
