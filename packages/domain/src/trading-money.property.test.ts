/**
 * Properties of the trading money rules over random positions: P&L is antisymmetric between a
 * long and a short, a leveraged long's liquidation price lies between zero and its entry, and
 * the equity at the liquidation price meets the maintenance requirement to within one tick.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pow10, type Decimal } from './decimal';
import { roundToTick, stepTicks, type Price, type TickTable, asPrice, asSen } from './stock-exchange-rules';
import { defaultTradingConfig, type Direction } from './trading-config';
import {
  closeOutcome,
  equityAt,
  feeFor,
  liquidationPrice,
  marginFor,
  notionalOf,
  unrealizedPnl,
  withAddedMargin,
  yenAmount,
  type PositionTerms,
} from './trading-money';

const table = fc.constantFrom<TickTable>('standard', 'topix100');
const direction = fc.constantFrom<Direction>('long', 'short');
const shares = fc.integer({ min: 1, max: 50 }).map((lots) => lots * 100);

/** A valid price of at least ¥100 (so a tick is under a hundredth of it) and at most ¥50,000. */
const entryPrice = (tickTable: TickTable) =>
  fc.bigInt({ min: 10_000n, max: 5_000_000n }).map((sen) => roundToTick(asPrice(sen), tickTable, 'down'));

/** A maintenance rate in hundredths, below 1 ÷ leverage so the position opens above it. */
const maintenanceUnder = (leverage: number) =>
  fc
    .integer({ min: 1, max: Math.ceil(100 / leverage) - 1 })
    .map((hundredths): Decimal => ({ units: BigInt(hundredths), scale: 2 }));

interface Case {
  readonly tickTable: TickTable;
  readonly position: PositionTerms;
  readonly entry: Price;
  readonly leverage: number;
  readonly rate: Decimal;
}

/** A position opened at its leverage's margin, sometimes with margin added since. */
const positionCase = (
  leverages: fc.Arbitrary<number>,
  directions: fc.Arbitrary<Direction> = direction,
  rates: (leverage: number) => fc.Arbitrary<Decimal> = maintenanceUnder,
): fc.Arbitrary<Case> =>
  fc
    .record({ tickTable: table, leverage: leverages, direction: directions, shares })
    .chain(({ tickTable, leverage, direction, shares }) =>
      fc.record({
        tickTable: fc.constant(tickTable),
        leverage: fc.constant(leverage),
        entry: entryPrice(tickTable),
        rate: rates(leverage),
        addedPercent: fc.integer({ min: 0, max: 30 }),
        direction: fc.constant(direction),
        shares: fc.constant(shares),
      }),
    )
    .map(({ tickTable, leverage, entry, rate, addedPercent, direction, shares }) => {
      const entryNotional = notionalOf(entry, shares);
      const opened: PositionTerms = { direction, shares, entryNotional, margin: marginFor(entryNotional, leverage) };
      const added = (entryNotional * BigInt(addedPercent)) / 10_000n;
      const position = added > 0n ? withAddedMargin(opened, yenAmount(added)) : opened;
      return { tickTable, position, entry, leverage, rate };
    });

/** equity − rate × mark × shares, times 10^scale: ≥ 0 while the position is above the threshold. */
function surplus(position: PositionTerms, mark: Price, rate: Decimal): bigint {
  return equityAt(position, mark) * pow10(rate.scale) - rate.units * notionalOf(mark, position.shares);
}

describe('trading money properties', () => {
  it('gives a long and a short of the same trade exactly opposite P&L', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }).map(asSen),
        fc.bigInt({ min: 1n, max: 10n ** 9n }).map(asPrice),
        (count, entryNotional, mark) => {
          const long = unrealizedPnl({ direction: 'long', shares: count, entryNotional }, mark);
          const short = unrealizedPnl({ direction: 'short', shares: count, entryNotional }, mark);
          expect(long.minor).toBe(-short.minor);
          const closedLong = closeOutcome({ direction: 'long', shares: count, entryNotional }, mark, defaultTradingConfig);
          const closedShort = closeOutcome({ direction: 'short', shares: count, entryNotional }, mark, defaultTradingConfig);
          expect(closedLong.grossPnl.minor).toBe(-closedShort.grossPnl.minor);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never collects less margin or fee than the rule asks, and under one yen more', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }).map(asSen), fc.integer({ min: 1, max: 99 }), (notional, leverage) => {
        // margin × leverage ≥ notional > (margin − 1) × leverage, in sen
        const margin = marginFor(notional, leverage).minor * 100n * BigInt(leverage);
        expect(margin >= notional).toBe(true);
        expect(margin - 100n * BigInt(leverage) < notional).toBe(true);
        // fee ≥ 0.1% × notional, i.e. fee × 100 × 1,000 ≥ notional, and ≥ the minimum
        const fee = feeFor(notional, defaultTradingConfig).minor;
        expect(fee * 100_000n >= notional).toBe(true);
        expect(fee >= defaultTradingConfig.minFee.minor).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  // With the default 20% the equity at entry (1 ÷ leverage) is above the maintenance level for
  // leverage up to 4, by at least E × (1/4 − 1/5) ÷ 0.8 = E ÷ 16, more than any tick from ¥100 up.
  const defaultRate = () => fc.constant(defaultTradingConfig.maintenanceMarginRate);

  it('puts a leveraged long’s liquidation price above zero and below its entry', () => {
    fc.assert(
      fc.property(
        positionCase(fc.integer({ min: 2, max: 4 }), fc.constant('long'), defaultRate),
        ({ tickTable, position, entry, rate }) => {
          const liquidation = liquidationPrice(position, tickTable, { maintenanceMarginRate: rate });
          expect(liquidation).not.toBeNull();
          expect(liquidation! > 0n).toBe(true);
          expect(liquidation! < entry).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('puts a short’s liquidation price above its entry', () => {
    fc.assert(
      fc.property(
        positionCase(fc.integer({ min: 1, max: 4 }), fc.constant('short'), defaultRate),
        ({ tickTable, position, entry, rate }) => {
          expect(liquidationPrice(position, tickTable, { maintenanceMarginRate: rate })! > entry).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('meets the maintenance requirement at the liquidation price and falls short one tick beyond it', () => {
    fc.assert(
      fc.property(positionCase(fc.integer({ min: 1, max: 9 })), ({ tickTable, position, rate }) => {
        const liquidation = liquidationPrice(position, tickTable, { maintenanceMarginRate: rate });
        if (liquidation === null) {
          // Only a long whose margin covers its whole notional has none.
          expect(position.direction === 'long' && position.margin.minor * 100n >= position.entryNotional).toBe(true);
          return;
        }
        // At the published price the equity is at or above the requirement (the safe side)…
        expect(surplus(position, liquidation, rate) >= 0n).toBe(true);
        // …and one valid price further the requirement is no longer met, so the rounding moved it less than a tick.
        const beyond = stepTicks(liquidation, position.direction === 'long' ? -1 : 1, tickTable);
        if (beyond !== null) expect(surplus(position, beyond, rate) < 0n).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });

  it('lowers a long’s and raises a short’s liquidation price when margin is added', () => {
    fc.assert(
      fc.property(positionCase(fc.integer({ min: 1, max: 9 })), fc.bigInt({ min: 1n, max: 10n ** 7n }), (sample, extra) => {
        const config = { maintenanceMarginRate: sample.rate };
        const before = liquidationPrice(sample.position, sample.tickTable, config);
        const after = liquidationPrice(withAddedMargin(sample.position, yenAmount(extra)), sample.tickTable, config);
        if (sample.position.direction === 'long') {
          expect(before === null ? after === null : after === null || after <= before).toBe(true);
        } else {
          expect(after! >= before!).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
