import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asPrice, type Price } from './stock-exchange-rules';
import { allotmentCost } from './offering-allotment';
import { allotProRata, blockPriceBand, clearAuction, withinBlockBand, type AuctionBid } from './offering-prorata';

const t = (minute: number) => new Date(Date.UTC(2026, 10, 26, 1, minute));
const bid = (id: string, yen: number, shares: number, minute: number): AuctionBid => ({
  id,
  price: asPrice(BigInt(yen) * 100n),
  shares,
  placedAt: t(minute),
});
const asObject = (m: Map<string, number>) => Object.fromEntries(m);

describe('pro-rata allotment in 100-share units', () => {
  it('gives everyone what they asked when the offer covers it (undersubscribed: 300 + 200 ≤ 1,000)', () => {
    expect(
      asObject(
        allotProRata(
          [
            { id: 'a', shares: 300 },
            { id: 'b', shares: 200 },
          ],
          1_000,
        ),
      ),
    ).toEqual({ a: 300, b: 200 });
  });

  it('gives exactly what was asked when exactly subscribed (600 + 400 = 1,000)', () => {
    expect(
      asObject(
        allotProRata(
          [
            { id: 'a', shares: 600 },
            { id: 'b', shares: 400 },
          ],
          1_000,
        ),
      ),
    ).toEqual({ a: 600, b: 400 });
  });

  it('rounds down and gives the leftover units to the earliest: 10 units offered, 3 × 5 units asked', () => {
    // total 15 units; each floor(10 × 5 / 15) = floor(3.33) = 3 units → 9 given, 1 left → to a (earliest).
    const result = allotProRata(
      [
        { id: 'a', shares: 500 },
        { id: 'b', shares: 500 },
        { id: 'c', shares: 500 },
      ],
      1_000,
    );
    expect(asObject(result)).toEqual({ a: 400, b: 300, c: 300 });
  });

  it('spreads two leftover units over the two earliest', () => {
    // 7 units offered; asks 4, 4, 4 units = 12; floor(7×4/12) = floor(2.33) = 2 each → 6, 1 left → a.
    // 8 units offered: floor(8×4/12) = 2 each → 6, 2 left → a, b.
    const asks = [
      { id: 'a', shares: 400 },
      { id: 'b', shares: 400 },
      { id: 'c', shares: 400 },
    ];
    expect(asObject(allotProRata(asks, 700))).toEqual({ a: 300, b: 200, c: 200 });
    expect(asObject(allotProRata(asks, 800))).toEqual({ a: 300, b: 300, c: 200 });
  });

  it('never gives a leftover unit to a request already full', () => {
    // 5 units offered; asks 1, 9 units = 10; floor(5×1/10) = 0, floor(5×9/10) = 4 → 4 given, 1 left → a (earliest, short).
    expect(
      asObject(
        allotProRata(
          [
            { id: 'a', shares: 100 },
            { id: 'b', shares: 900 },
          ],
          500,
        ),
      ),
    ).toEqual({ a: 100, b: 400 });
  });

  it('refuses shares that are not whole units', () => {
    expect(() => allotProRata([{ id: 'a', shares: 150 }], 1_000)).toThrow();
  });
});

describe('uniform-price auction clearing', () => {
  it('undersubscribed: every bid fills and the price is the lowest bid (¥980)', () => {
    const cleared = clearAuction([bid('a', 1_000, 300, 1), bid('b', 980, 200, 2)], 1_000);
    expect(cleared.clearingPrice).toBe(98_000n);
    expect(asObject(cleared.allotted)).toEqual({ a: 300, b: 200 });
  });

  it('exactly subscribed: the last bid reaching the offer sets the price', () => {
    // ranked: a 1,010 × 500 (cum 500), b 1,000 × 500 (cum 1,000 = offer) → ¥1,000.
    const cleared = clearAuction([bid('b', 1_000, 500, 1), bid('a', 1_010, 500, 2), bid('c', 990, 500, 3)], 1_000);
    expect(cleared.clearingPrice).toBe(100_000n);
    expect(asObject(cleared.allotted)).toEqual({ a: 500, b: 500, c: 0 });
  });

  it('ties at the clearing price share the rest pro rata, leftover to the earliest', () => {
    // offer 1,000. ranked: a 1,050 × 300 (cum 300), b 1,000 × 500 @1 (cum 800), c 1,000 × 500 @2 (cum 1,300 ≥ 1,000) → ¥1,000.
    // above: a 300 → rest 700 = 7 units for b, c asking 5 + 5 = 10: floor(7×5/10) = 3 each, 1 left → b.
    const cleared = clearAuction(
      [bid('c', 1_000, 500, 2), bid('a', 1_050, 300, 3), bid('b', 1_000, 500, 1), bid('d', 950, 1_000, 0)],
      1_000,
    );
    expect(cleared.clearingPrice).toBe(100_000n);
    expect(asObject(cleared.allotted)).toEqual({ a: 300, b: 400, c: 300, d: 0 });
  });

  it('everyone pays the clearing price: a ¥1,050 bid for 300 holds ¥315,000 and pays ¥300,000', () => {
    const held = allotmentCost(asPrice(105_000n), 3, 100).minor; // 1,050 × 300
    const paid = allotmentCost(asPrice(100_000n), 3, 100).minor; // 1,000 × 300
    expect([held, paid, held - paid]).toEqual([315_000n, 300_000n, 15_000n]);
  });

  it('has no price without bids', () => {
    expect(clearAuction([], 1_000).clearingPrice).toBeNull();
  });
});

describe('the ±7% block band', () => {
  it('around ¥1,000 allows ¥930 to ¥1,070 and nothing outside', () => {
    expect(blockPriceBand(asPrice(100_000n))).toEqual({ low: 93_000n, high: 107_000n });
    expect(withinBlockBand(asPrice(93_000n), asPrice(100_000n))).toBe(true);
    expect(withinBlockBand(asPrice(107_000n), asPrice(100_000n))).toBe(true);
    expect(withinBlockBand(asPrice(92_990n), asPrice(100_000n))).toBe(false);
    expect(withinBlockBand(asPrice(107_010n), asPrice(100_000n))).toBe(false);
  });
});

// ---- Properties, against an independent implementation written from API.md's words ----

/** Independent pro rata: fractions as (numerator, total), leftovers handed out by repeated passes. */
function referenceProRata(asks: { id: string; units: number }[], offered: number): Record<string, number> {
  const total = asks.reduce((s, a) => s + a.units, 0);
  const out: Record<string, number> = {};
  if (total <= offered) {
    for (const a of asks) out[a.id] = a.units;
    return out;
  }
  let given = 0;
  for (const a of asks) {
    out[a.id] = Math.floor((offered * a.units) / total);
    given += out[a.id] as number;
  }
  let i = 0;
  while (given < offered) {
    const a = asks[i % asks.length] as { id: string; units: number };
    if ((out[a.id] as number) < a.units) {
      out[a.id] = (out[a.id] as number) + 1;
      given += 1;
    }
    i += 1;
  }
  return out;
}

/** Independent clearing: walk distinct prices from the top, looking for the first where demand at or above meets the offer. */
function referenceClearing(bids: { id: string; yen: number; units: number; at: number }[], offered: number) {
  if (bids.length === 0) return { price: null, allotted: {} as Record<string, number> };
  const prices = [...new Set(bids.map((b) => b.yen))].sort((a, b) => b - a);
  let price = prices[prices.length - 1] as number;
  for (const p of prices) {
    if (bids.filter((b) => b.yen >= p).reduce((s, b) => s + b.units, 0) >= offered) {
      price = p;
      break;
    }
  }
  const allotted: Record<string, number> = {};
  let rest = offered;
  for (const b of bids) {
    allotted[b.id] = b.yen > price ? b.units : 0;
    rest -= allotted[b.id] as number;
  }
  const tied = bids.filter((b) => b.yen === price).sort((a, b) => a.at - b.at || Number(a.id.slice(1)) - Number(b.id.slice(1)));
  Object.assign(
    allotted,
    referenceProRata(
      tied.map((b) => ({ id: b.id, units: b.units })),
      rest,
    ),
  );
  return { price, allotted };
}

const asksArb = fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 30 });
const bookArb = fc.array(
  fc.record({
    yen: fc.integer({ min: 990, max: 1_010 }),
    units: fc.integer({ min: 1, max: 20 }),
    at: fc.integer({ min: 0, max: 30 }),
  }),
  { maxLength: 40 },
);

describe('properties', () => {
  it('pro rata: allotted ≤ offered, ≤ requested, the whole offer when oversubscribed, and the reference agrees', () => {
    fc.assert(
      fc.property(asksArb, fc.integer({ min: 1, max: 500 }), (units, offered) => {
        const asks = units.map((u, i) => ({ id: `r${i}`, shares: u * 100 }));
        const result = allotProRata(asks, offered * 100);
        const total = [...result.values()].reduce((s, v) => s + v, 0);
        const requested = asks.reduce((s, a) => s + a.shares, 0);
        expect(total).toBe(Math.min(requested, offered * 100));
        for (const a of asks) expect(result.get(a.id)).toBeLessThanOrEqual(a.shares);
        const reference = referenceProRata(
          units.map((u, i) => ({ id: `r${i}`, units: u })),
          offered,
        );
        for (const a of asks) expect(result.get(a.id)).toBe((reference[a.id] as number) * 100);
      }),
    );
  });

  it('auction: the reference recomputes price and allotments; held = paid + released for every bid', () => {
    fc.assert(
      fc.property(bookArb, fc.integer({ min: 1, max: 200 }), (book, offered) => {
        const bids = book.map((b, i) => bid(`b${i}`, b.yen, b.units * 100, b.at));
        const cleared = clearAuction(bids, offered * 100);
        const reference = referenceClearing(
          book.map((b, i) => ({ id: `b${i}`, ...b })),
          offered,
        );
        expect(cleared.clearingPrice).toBe(reference.price === null ? null : BigInt(reference.price) * 100n);
        let total = 0;
        for (const b of bids) {
          const shares = cleared.allotted.get(b.id) as number;
          expect(shares).toBe((reference.allotted[b.id] as number) * 100);
          expect(shares).toBeLessThanOrEqual(b.shares);
          total += shares;
          const held = allotmentCost(b.price, b.shares / 100, 100).minor;
          const paid = allotmentCost(cleared.clearingPrice as Price, shares / 100, 100).minor;
          const released = held - paid;
          expect(released).toBeGreaterThanOrEqual(0n);
          expect(paid + released).toBe(held);
          if (shares > 0) expect(b.price >= (cleared.clearingPrice as Price)).toBe(true);
        }
        expect(total).toBeLessThanOrEqual(offered * 100);
      }),
    );
  });
});
