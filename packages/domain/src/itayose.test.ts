/**
 * The itayose rule against tables worked out by hand and against a second implementation
 * written here from the rule's text alone (prefix sums over sorted books instead of counting
 * every order at every price, and a sort on the preference tuple instead of a running best).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asPrice } from './stock-exchange-rules';
import { itayose, type AuctionOrder } from './itayose';
import { yen } from './stock-exchange-rules';

const buy = (price: string | null, shares: number): AuctionOrder => ({
  side: 'buy',
  price: price === null ? null : yen(price),
  shares,
});
const sell = (price: string | null, shares: number): AuctionOrder => ({
  side: 'sell',
  price: price === null ? null : yen(price),
  shares,
});

describe('itayose', () => {
  it.each([
    {
      case: 'the price executing the most shares',
      // At 100: demand 300+200 = 500, supply 100+300 = 400 → 400. At 101: demand 300, supply 100+300+200 = 600 → 300.
      // At 99: demand 500, supply 100 → 100. So 100, 400 shares.
      orders: [buy('101', 300), buy('100', 200), sell('99', 100), sell('100', 300), sell('101', 200)],
      reference: '100',
      expected: { price: '100', volume: 400, demand: 500, supply: 400 },
    },
    {
      case: 'equal volumes: the smaller imbalance',
      // At 100: demand 200+200 = 400, supply 200 → 200, imbalance 200. At 101: demand 200, supply 200+100 = 300 → 200,
      // imbalance 100. Equal volume, 101 leaves less unmatched.
      orders: [buy('101', 200), buy('100', 200), sell('100', 200), sell('101', 100)],
      reference: '100',
      expected: { price: '101', volume: 200, demand: 200, supply: 300 },
    },
    {
      case: 'equal volume and imbalance: nearest the reference',
      // At 100 and 102 alike: demand 100, supply 100 (101 also: demand 100, supply 100). Reference 102 picks 102.
      orders: [buy('102', 100), sell('100', 100)],
      reference: '102',
      expected: { price: '102', volume: 100, demand: 100, supply: 100 },
    },
    {
      case: 'equally near the reference: the lower price',
      // 100 and 102 both clear 100 shares with no imbalance; the reference 101 is one yen from each.
      orders: [buy('102', 100), sell('100', 100)],
      reference: '101',
      expected: { price: '100', volume: 100, demand: 100, supply: 100 },
    },
    {
      case: 'market orders count at every price',
      // Market buy 500 + limit buy 100 at 99. At 99: demand 600, supply 200 → 200. At 100: demand 500, supply 200+300 = 500 → 500.
      orders: [buy(null, 500), buy('99', 100), sell('99', 200), sell('100', 300)],
      reference: '98',
      expected: { price: '100', volume: 500, demand: 500, supply: 500 },
    },
  ])('clears at $case', ({ orders, reference, expected }) => {
    const clearing = itayose(orders, yen(reference));
    expect(clearing).toEqual({ ...expected, price: yen(expected.price) });
  });

  it.each([
    { case: 'no orders', orders: [] },
    { case: 'only buyers', orders: [buy('100', 100)] },
    { case: 'buyers below sellers', orders: [buy('99', 100), sell('100', 100)] },
    { case: 'only market orders', orders: [buy(null, 100), sell(null, 100)] },
  ])('finds no clearing with $case', ({ orders }) => {
    expect(itayose(orders, yen('100'))).toBeNull();
  });
});

// ---- The independent reference -------------------------------------------------------------

function referenceItayose(orders: readonly AuctionOrder[], reference: bigint) {
  const limits = (side: 'buy' | 'sell') =>
    orders.filter((order) => order.side === side && order.price !== null) as { price: bigint; shares: number }[];
  const market = (side: 'buy' | 'sell') =>
    orders.filter((order) => order.side === side && order.price === null).reduce((sum, order) => sum + order.shares, 0);
  const bids = limits('buy').sort((left, right) => Number(right.price - left.price));
  const asks = limits('sell').sort((left, right) => Number(left.price - right.price));
  const candidates = [...new Set([...bids, ...asks].map((order) => order.price))];
  const rows = candidates.map((price) => {
    const demand = market('buy') + bids.filter((bid) => bid.price >= price).reduce((sum, bid) => sum + bid.shares, 0);
    const supply = market('sell') + asks.filter((ask) => ask.price <= price).reduce((sum, ask) => sum + ask.shares, 0);
    const away = price > reference ? price - reference : reference - price;
    return { price, demand, supply, volume: Math.min(demand, supply), imbalance: Math.abs(demand - supply), away };
  });
  const ranked = rows
    .filter((row) => row.volume > 0)
    .sort(
      (left, right) =>
        right.volume - left.volume ||
        left.imbalance - right.imbalance ||
        Number(left.away - right.away) ||
        Number(left.price - right.price),
    );
  const best = ranked[0];
  return best ? { price: best.price, volume: best.volume, demand: best.demand, supply: best.supply } : null;
}

describe('itayose against the reference', () => {
  it('agrees on random books', () => {
    const order = fc.record({
      side: fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
      price: fc.option(
        fc.integer({ min: 95, max: 105 }).map((price) => asPrice(BigInt(price) * 100n)),
        { freq: 8 },
      ),
      shares: fc.integer({ min: 1, max: 20 }).map((lots) => lots * 100),
    });
    fc.assert(
      fc.property(fc.array(order, { maxLength: 40 }), fc.integer({ min: 95, max: 105 }), (orders, reference) => {
        expect(itayose(orders, asPrice(BigInt(reference) * 100n))).toEqual(
          referenceItayose(orders, asPrice(BigInt(reference) * 100n)),
        );
      }),
      { numRuns: 500 },
    );
  });
});
