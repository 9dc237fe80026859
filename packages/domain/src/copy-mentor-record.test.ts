import { describe, expect, it } from 'vitest';
import { equityCurve, figuresOf } from './copy-figures';
import { mentorNotionalCapital, mentorRecord, type MentorFill } from './copy-mentor-record';
import { yenAmount } from './trading-money';
import { asPrice } from './stock-exchange-rules';

const start = new Date('2026-01-05T01:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const yen = (amount: number) => yenAmount(BigInt(amount));
/** A price in sen from yen. */
const price = (amount: number) => asPrice(BigInt(Math.round(amount * 100)));

function fill(overrides: Partial<MentorFill> & Pick<MentorFill, 'id' | 'shares' | 'mentorEquity'>): MentorFill {
  return { symbol: '7203', price: price(2000), openingCharges: yen(2100), at: at(overrides.id), close: null, ...overrides };
}

describe('a mentor strategy record', () => {
  it('takes a fill in proportion to the mentor equity, charges in proportion, and closes with the mentor', () => {
    const closed = fill({
      id: 1,
      shares: 1000,
      mentorEquity: yen(5_000_000),
      close: { at: at(60), price: price(2100), closingFee: yen(2205) },
    });
    const trades = mentorRecord(mentorNotionalCapital, [closed], []);
    // 1,000 shares × ¥10,000,000 ÷ ¥5,000,000 = 2,000 shares at ¥2,000; charges 2,100 × 2 = 4,200, closing fee 2,205 × 2 = 4,410;
    // gross 2,000 × (2,100 − 2,000) = 200,000.
    expect(trades).toEqual([
      expect.objectContaining({ id: 1, shares: 2000, entryNotional: price(4_000_000), openingCharges: yen(4200) }),
    ]);
    expect(trades[0]?.close).toMatchObject({ grossPnl: yen(200_000), closingFee: yen(4410) });
    const curve = equityCurve(mentorNotionalCapital, start, trades, [{ symbol: '7203', time: at(120), price: price(2100) }]);
    // 10,000,000 − 4,200 + 200,000 − 4,410 = 10,191,390: +1.91%, held 59 minutes.
    expect(curve.at(-1)?.equity).toEqual(yen(10_191_390));
    expect(figuresOf(mentorNotionalCapital, curve, trades)).toMatchObject({
      returnPct: '1.91',
      avgHoldingMinutes: 59,
      trades: 1,
    });
  });

  it.each([
    // mentor shares, mentor equity, price, taken shares: the arithmetic
    { shares: 100, mentorEquity: 3_000_000, price: 1234, taken: 333 }, // 100 × 10,000,000 ÷ 3,000,000 = 333.3 → 333
    { shares: 1, mentorEquity: 20_000_000, price: 2000, taken: 0 }, // 1 × ½ = 0.5 → no whole share: left out
    { shares: 1000, mentorEquity: 1_000_000, price: 2000, taken: 0 }, // 10,000 shares × ¥2,000 = ¥20,000,000 > cash: left out
    { shares: 400, mentorEquity: 1_000_000, price: 2000, taken: 4000 }, // 4,000 × ¥2,000 = ¥8,000,000 ≤ cash
  ])('sizes $shares shares of a mentor worth ¥$mentorEquity at ¥$price as $taken shares', (row) => {
    const trades = mentorRecord(
      mentorNotionalCapital,
      [fill({ id: 1, shares: row.shares, mentorEquity: yen(row.mentorEquity), price: price(row.price) })],
      [],
    );
    expect(trades.map((trade) => trade.shares)).toEqual(row.taken === 0 ? [] : [row.taken]);
  });

  it('sizes a later fill on the record equity at that moment, marked at the last recorded price', () => {
    const trades = mentorRecord(
      mentorNotionalCapital,
      [
        fill({ id: 2, shares: 100, mentorEquity: yen(2_000_000), symbol: '6758', price: price(3000), at: at(30) }),
        fill({ id: 1, shares: 1000, mentorEquity: yen(5_000_000), openingCharges: yen(0) }),
      ],
      [{ symbol: '7203', time: at(20), price: price(2500) }],
    );
    // First (oldest): 2,000 shares of 7203 at ¥2,000, no charges. At minute 30, 7203 is at ¥2,500: equity
    // 10,000,000 + 2,000 × 500 = 11,000,000; the second takes 100 × 11,000,000 ÷ 2,000,000 = 550 shares of 6758.
    // Cash then: 10,000,000 − 4,000,000 margin = 6,000,000 ≥ 550 × ¥3,000 + charges.
    expect(trades.map((trade) => [trade.id, trade.symbol, trade.shares])).toEqual([
      [1, '7203', 2000],
      [2, '6758', 550],
    ]);
    // Charges in proportion, rounded up: 2,100 × 550 ÷ 100 = 11,550.
    expect(trades[1]?.openingCharges).toEqual(yen(11_550));
  });

  it('leaves out a fill the cash left after open trades cannot pay, and takes the next that fits', () => {
    const trades = mentorRecord(
      mentorNotionalCapital,
      [
        fill({ id: 1, shares: 400, mentorEquity: yen(1_000_000), openingCharges: yen(0) }),
        fill({ id: 2, shares: 200, mentorEquity: yen(1_000_000), openingCharges: yen(0) }),
        fill({ id: 3, shares: 50, mentorEquity: yen(1_000_000), openingCharges: yen(0) }),
      ],
      [],
    );
    // 4,000 shares take ¥8,000,000 of the ¥10,000,000; 2,000 more (¥4,000,000) don't fit in ¥2,000,000; 500 (¥1,000,000) do.
    expect(trades.map((trade) => [trade.id, trade.shares])).toEqual([
      [1, 4000],
      [3, 500],
    ]);
  });
});
