import { formatPrice, priceLimits, yen, type TickTable } from '@kabuto/domain';
import { describe, expect, it } from 'vitest';
import { buildBook } from './book';

const sizes = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000];
const prices = (levels: readonly { price: bigint }[]) => levels.map((level) => formatPrice(level.price));

function book(table: TickTable, base: string, last: string, lastSide: 'bid' | 'ask', spreadTicks = 1) {
  return buildBook({
    symbol: '1822',
    time: new Date('2025-07-14T10:00:00+09:00'),
    last: yen(last),
    lastSide,
    spreadTicks,
    table,
    limits: priceLimits(yen(base), table),
    sizes,
  });
}

describe('the five-level book', () => {
  it.each([
    {
      case: 'on the ¥1 grid, last price on the bid',
      table: 'standard',
      base: '2500',
      last: '2500',
      side: 'bid',
      bids: ['2500', '2499', '2498', '2497', '2496'],
      asks: ['2501', '2502', '2503', '2504', '2505'],
    },
    {
      case: 'across the ¥3,000 edge: one tick up from ¥3,000 is ¥3,005',
      table: 'standard',
      base: '3000',
      last: '2999',
      side: 'bid',
      bids: ['2999', '2998', '2997', '2996', '2995'],
      asks: ['3000', '3005', '3010', '3015', '3020'],
    },
    {
      case: 'on the finer table, last price on the ask',
      table: 'topix100',
      base: '1000',
      last: '1000',
      side: 'ask',
      bids: ['999.9', '999.8', '999.7', '999.6', '999.5'],
      asks: ['1000', '1000.5', '1001', '1001.5', '1002'],
    },
    {
      // ¥1,000 base: limits ¥700–¥1,300. At ストップ高 nothing rests above the limit.
      case: 'at the upper limit: no asks',
      table: 'standard',
      base: '1000',
      last: '1300',
      side: 'bid',
      bids: ['1300', '1299', '1298', '1297', '1296'],
      asks: [],
    },
    {
      case: 'near the lower limit: bids stop at it',
      table: 'standard',
      base: '1000',
      last: '702',
      side: 'ask',
      bids: ['701', '700'],
      asks: ['702', '703', '704', '705', '706'],
    },
  ] as const)('$case', ({ table, base, last, side, bids, asks }) => {
    const result = book(table, base, last, side);
    expect(prices(result.bids)).toEqual(bids);
    expect(prices(result.asks)).toEqual(asks);
    expect(result.bids.map((level) => level.shares)).toEqual(sizes.slice(0, bids.length));
    expect(result.asks.map((level) => level.shares)).toEqual(sizes.slice(5, 5 + asks.length));
  });

  it('opens a wider spread for a thin stock', () => {
    const result = book('standard', '2500', '2500', 'bid', 2);
    expect(formatPrice(result.bids[0]?.price ?? 0n)).toBe('2500');
    expect(formatPrice(result.asks[0]?.price ?? 0n)).toBe('2502');
  });

  it('refuses a last price off the grid', () => {
    expect(() => book('standard', '3000', '3001', 'bid')).toThrow(/tick grid/);
  });
});
