import { describe, expect, it } from 'vitest';
import { asPrice } from './stock-exchange-rules';
import { allotmentCost, allottedPosition } from './offering-allotment';
import { unrealizedPnl } from './trading-money';

describe('an allotment as a position', () => {
  it('costs price × shares: 3 lots of 100 at ¥1,200 is ¥360,000, the margin of a leverage-1 long', () => {
    const position = allottedPosition(asPrice(120_000n), 3, 100);
    expect(position).toMatchObject({ direction: 'long', shares: 300, entryNotional: 36_000_000n, leverage: 1 });
    expect(position.margin.minor).toBe(360_000n);
    expect(allotmentCost(asPrice(120_000n), 3, 100).minor).toBe(360_000n);
  });

  it('has no profit or loss at the underwriting price, and gains ¥100 a share from ¥1,200 to ¥1,300', () => {
    const position = allottedPosition(asPrice(120_000n), 1, 100);
    expect(unrealizedPnl(position, asPrice(120_000n)).minor).toBe(0n);
    // (1,300 − 1,200) × 100 shares = ¥10,000
    expect(unrealizedPnl(position, asPrice(130_000n)).minor).toBe(10_000n);
  });

  it('rounds a price in sen up to the yen, as margin always is: 1 share at ¥1,200.50 costs ¥1,201', () => {
    expect(allotmentCost(asPrice(120_050n), 1, 1).minor).toBe(1_201n);
  });

  it('costs nothing for no lots and refuses a fraction of a lot', () => {
    expect(allotmentCost(asPrice(120_000n), 0, 100).minor).toBe(0n);
    expect(() => allotmentCost(asPrice(120_000n), 1.5, 100)).toThrow();
  });
});
