import { describe, expect, it } from 'vitest';
import { decimal } from './decimal';
import { yen, type Price, type TickTable } from './stock-exchange-rules';
import { isRejection } from './rejection';
import { defaultTradingConfig, type Direction } from './trading-config';
import {
  closeOutcome,
  closeOutcomeOf,
  liquidationPrice,
  marginFor,
  notionalOf,
  orderCharges,
  riskStatus,
  unrealizedPnl,
  walkBook,
  warningPrice,
  withAddedMargin,
  yenAmount,
  type BookFill,
  type DepthLevel,
  type PositionTerms,
} from './trading-money';

const config = defaultTradingConfig; // fee 0.1%, at least ¥100; no stamp duty; maintenance 20%, warning 30%

/** A position opened at one price with the margin its leverage asks for. */
function opened(direction: Direction, shares: number, price: string, leverage: number): PositionTerms {
  const entryNotional = notionalOf(yen(price), shares);
  return { direction, shares, entryNotional, margin: marginFor(entryNotional, leverage) };
}

describe('the charges of opening a position', () => {
  it.each([
    // 2,150 × 100 = 215,000; margin 215,000 ÷ 2 = 107,500; fee max(100, 215) = 215; total 107,715
    { price: '2150', shares: 100, leverage: 2, notional: '215000', margin: 107_500n, fee: 215n, duty: 0n, total: 107_715n },
    // 999.9 × 100 = 99,990; ÷ 3 = 33,330; fee 99.99 rounds up to 100, and the minimum is 100; total 33,430
    { price: '999.9', shares: 100, leverage: 3, notional: '99990', margin: 33_330n, fee: 100n, duty: 0n, total: 33_430n },
    // 3,001 × 100 = 300,100; ÷ 3 = 100,033.33… up to 100,034; fee 300.1 up to 301; total 100,335
    { price: '3001', shares: 100, leverage: 3, notional: '300100', margin: 100_034n, fee: 301n, duty: 0n, total: 100_335n },
    // 1,234.5 × 300 = 370,350; ÷ 2 = 185,175; fee 370.35 up to 371; total 185,546
    { price: '1234.5', shares: 300, leverage: 2, notional: '370350', margin: 185_175n, fee: 371n, duty: 0n, total: 185_546n },
    // 123.45 × 10 = 1,234.5; ÷ 1 = 1,234.5 up to 1,235; fee 1.2345 → minimum 100; total 1,335
    { price: '123.45', shares: 10, leverage: 1, notional: '1234.5', margin: 1_235n, fee: 100n, duty: 0n, total: 1_335n },
    // 400 × 100 = 40,000; fee 40 → minimum 100
    { price: '400', shares: 100, leverage: 1, notional: '40000', margin: 40_000n, fee: 100n, duty: 0n, total: 40_100n },
  ])(
    '$shares shares at $price with leverage $leverage hold $total',
    ({ price, shares, leverage, notional, margin, fee, duty, total }) => {
      const exact = notionalOf(yen(price), shares);
      expect(exact).toBe(yen(notional));
      const charges = orderCharges(exact, leverage, config);
      expect(charges).toEqual({
        margin: yenAmount(margin),
        fee: yenAmount(fee),
        stampDuty: yenAmount(duty),
        total: yenAmount(total),
      });
    },
  );

  it('charges stamp duty when a rate is configured, rounded up', () => {
    // 2,150 × 100 = 215,000; duty 0.1% = 215; 2,150.5 × 100 at 0.03% = 64.515 up to 65
    const withDuty = { ...config, stampDutyRate: decimal('0.001') };
    expect(orderCharges(yen('215000'), 2, withDuty)).toEqual({
      margin: yenAmount(107_500n),
      fee: yenAmount(215n),
      stampDuty: yenAmount(215n),
      total: yenAmount(107_930n), // 107,500 + 215 + 215
    });
    expect(orderCharges(yen('215050'), 2, { ...config, stampDutyRate: decimal('0.0003') }).stampDuty).toEqual(yenAmount(65n));
  });

  it('rounds a fee up, never down', () => {
    // 215,000 × 0.05% = 107.5, up to 108
    expect(orderCharges(yen('215000'), 1, { ...config, feeRate: decimal('0.0005') }).fee).toEqual(yenAmount(108n));
  });
});

describe('a market order walking the book', () => {
  const asks: DepthLevel[] = [
    { price: yen('2150'), shares: 200 },
    { price: yen('2151'), shares: 300 },
    { price: yen('2152'), shares: 100 },
    { price: yen('2153'), shares: 500 },
    { price: yen('2155'), shares: 400 },
    // A sixth level is never walked: the book shows five.
    { price: yen('2160'), shares: 10_000 },
  ];

  it.each([
    // 2,150 × 100 = 215,000
    { shares: 100, levels: [['2150', 100]], notional: '215000', average: '2150', beyond: 0 },
    // 2,150 × 200 + 2,151 × 100 = 430,000 + 215,100 = 645,100; ÷ 300 = 2,150.333… → 2,150.33
    {
      shares: 300,
      levels: [
        ['2150', 200],
        ['2151', 100],
      ],
      notional: '645100',
      average: '2150.33',
      beyond: 0,
    },
    // 430,000 + 2,151 × 200 = 430,000 + 430,200 = 860,200; ÷ 400 = 2,150.5
    {
      shares: 400,
      levels: [
        ['2150', 200],
        ['2151', 200],
      ],
      notional: '860200',
      average: '2150.5',
      beyond: 0,
    },
    // All five levels hold 1,500; the other 500 go at the fifth's 2,155:
    // 430,000 + 645,300 + 215,200 + 1,076,500 + 2,155 × 900 (1,939,500) = 4,306,500; ÷ 2,000 = 2,153.25
    {
      shares: 2_000,
      levels: [
        ['2150', 200],
        ['2151', 300],
        ['2152', 100],
        ['2153', 500],
        ['2155', 900],
      ],
      notional: '4306500',
      average: '2153.25',
      beyond: 500,
    },
  ] as { shares: number; levels: [string, number][]; notional: string; average: string; beyond: number }[])(
    'fills $shares shares at an average of $average',
    ({ shares, levels, notional, average, beyond }) => {
      const fill = walkBook(asks, shares) as BookFill;
      expect(fill.levels).toEqual(levels.map(([price, taken]) => ({ price: yen(price), shares: taken })));
      expect(fill.shares).toBe(shares);
      expect(fill.notional).toBe(yen(notional));
      expect(fill.averagePrice).toBe(yen(average));
      expect(fill.beyondBook).toBe(beyond);
    },
  );

  it('prices what a short book cannot hold at its last level', () => {
    // 2,150 × 100 shown, 200 more at 2,150: 2,150 × 300 = 645,000
    const fill = walkBook([{ price: yen('2150'), shares: 100 }], 300) as BookFill;
    expect(fill.levels).toEqual([{ price: yen('2150'), shares: 300 }]);
    expect(fill.notional).toBe(yen('645000'));
    expect(fill.beyondBook).toBe(200);
  });

  it('skips empty levels', () => {
    const fill = walkBook(
      [
        { price: yen('2150'), shares: 0 },
        { price: yen('2151'), shares: 100 },
      ],
      100,
    ) as BookFill;
    expect(fill.levels).toEqual([{ price: yen('2151'), shares: 100 }]);
  });

  it('refuses a market order against an empty side with no_liquidity', () => {
    const refusal = walkBook([], 100);
    expect(isRejection(refusal) && refusal.rejected).toBe('no_liquidity');
  });
});

describe('profit and loss', () => {
  it.each([
    // (2,150 − 2,100) × 100 = 5,000
    { direction: 'long', shares: 100, entry: '2100', mark: '2150', pnl: 5_000n },
    // (2,100 − 2,150) × 100 = −5,000
    { direction: 'short', shares: 100, entry: '2100', mark: '2150', pnl: -5_000n },
    // (999.8 − 999.9) × 100 = −10
    { direction: 'long', shares: 100, entry: '999.9', mark: '999.8', pnl: -10n },
    // (999.9 − 999.8) × 100 = 10
    { direction: 'short', shares: 100, entry: '999.9', mark: '999.8', pnl: 10n },
    // (100.50 − 100) × 1 = 0.5, half-even to 0; the short's −0.5 to −0 = 0
    { direction: 'long', shares: 1, entry: '100', mark: '100.5', pnl: 0n },
    { direction: 'short', shares: 1, entry: '100', mark: '100.5', pnl: 0n },
    // (101.50 − 100) × 1 = 1.5, half-even to 2; the short's −1.5 to −2
    { direction: 'long', shares: 1, entry: '100', mark: '101.5', pnl: 2n },
    { direction: 'short', shares: 1, entry: '100', mark: '101.5', pnl: -2n },
  ] as { direction: Direction; shares: number; entry: string; mark: string; pnl: bigint }[])(
    '$direction $shares at $entry marked at $mark: $pnl',
    ({ direction, shares, entry, mark, pnl }) => {
      const position = { direction, shares, entryNotional: notionalOf(yen(entry), shares) };
      expect(unrealizedPnl(position, yen(mark))).toEqual(yenAmount(pnl));
    },
  );

  it('works from the exact cost of a walked fill, not its rounded average', () => {
    // Bought 300 for 645,100 (average 2,150.33…); at 2,150: 645,000 − 645,100 = −100
    const position = { direction: 'long' as const, shares: 300, entryNotional: yen('645100') };
    expect(unrealizedPnl(position, yen('2150'))).toEqual(yenAmount(-100n));
  });

  it.each([
    // 300 × (2,150 − 2,100) = 15,000; close fee 645,000 × 0.1% = 645; 15,000 − 645 = 14,355
    { direction: 'long', shares: 300, entry: '2100', close: '2150', gross: 15_000n, fee: 645n, realized: 14_355n },
    // 100 × (2,100 − 2,150) = −5,000; fee 215; −5,000 − 215 = −5,215
    { direction: 'short', shares: 100, entry: '2100', close: '2150', gross: -5_000n, fee: 215n, realized: -5_215n },
    // 100 × (510 − 500) = 1,000; fee 51 → minimum 100; 1,000 − 100 = 900
    { direction: 'long', shares: 100, entry: '500', close: '510', gross: 1_000n, fee: 100n, realized: 900n },
  ] as { direction: Direction; shares: number; entry: string; close: string; gross: bigint; fee: bigint; realized: bigint }[])(
    'closing a $direction of $shares from $entry at $close realizes $realized',
    ({ direction, shares, entry, close, gross, fee, realized }) => {
      const outcome = closeOutcome({ direction, shares, entryNotional: notionalOf(yen(entry), shares) }, yen(close), config);
      expect(outcome.grossPnl).toEqual(yenAmount(gross));
      expect(outcome.closingFee).toEqual(yenAmount(fee));
      expect(outcome.realizedPnl).toEqual(yenAmount(realized));
    },
  );

  it('settles a close walked over several levels from its exact notional', () => {
    // Short 300 opened for 645,000; bought back 200 at 2,140 and 100 at 2,141 = 428,000 + 214,100 = 642,100
    // gross 645,000 − 642,100 = 2,900; fee 642,100 × 0.1% = 642.1 up to 643; realized 2,900 − 643 = 2,257
    const outcome = closeOutcomeOf({ direction: 'short', entryNotional: yen('645000') }, yen('642100'), config);
    expect(outcome).toEqual({
      closeNotional: yen('642100'),
      grossPnl: yenAmount(2_900n),
      closingFee: yenAmount(643n),
      realizedPnl: yenAmount(2_257n),
    });
  });
});

describe('the liquidation price', () => {
  it.each([
    // M = 200,000 ÷ 2 = 100,000; P = (200,000 − 100,000) ÷ (100 × 0.8) = 1,250
    { direction: 'long', price: '2000', leverage: 2, table: 'standard', liquidation: '1250' },
    // M = ⌈215,000 ÷ 3⌉ = 71,667; P = 143,333 ÷ 80 = 1,791.66… up to 1,792
    { direction: 'long', price: '2150', leverage: 3, table: 'standard', liquidation: '1792' },
    // M = N₀: a fully paid long is never liquidated
    { direction: 'long', price: '2150', leverage: 1, table: 'standard', liquidation: null },
    // M = 240,500; P = 240,500 ÷ 80 = 3,006.25, above ¥3,000 where the tick is ¥5: up to 3,010
    { direction: 'long', price: '4810', leverage: 2, table: 'standard', liquidation: '3010' },
    // M = 49,995; P = 49,995 ÷ 80 = 624.94 up to the ¥0.1 tick: 625
    { direction: 'long', price: '999.9', leverage: 2, table: 'topix100', liquidation: '625' },
    // P = (200,000 + 100,000) ÷ (100 × 1.2) = 2,500
    { direction: 'short', price: '2000', leverage: 2, table: 'standard', liquidation: '2500' },
    // P = (215,000 + 71,667) ÷ 120 = 2,388.89 down to 2,388
    { direction: 'short', price: '2150', leverage: 3, table: 'standard', liquidation: '2388' },
    // P = (215,000 + 215,000) ÷ 120 = 3,583.33, in the ¥5 band: down to 3,580
    { direction: 'short', price: '2150', leverage: 1, table: 'standard', liquidation: '3580' },
  ] as { direction: Direction; price: string; leverage: number; table: TickTable; liquidation: string | null }[])(
    'of a $direction of 100 at $price with leverage $leverage is $liquidation',
    ({ direction, price, leverage, table, liquidation }) => {
      expect(liquidationPrice(opened(direction, 100, price, leverage), table, config)).toBe(
        liquidation === null ? null : yen(liquidation),
      );
    },
  );

  it.each([
    // M = 100,000 + 20,000; long P = (200,000 − 120,000) ÷ 80 = 1,000, down from 1,250
    { direction: 'long', before: '1250', after: '1000' },
    // short P = (200,000 + 120,000) ÷ 120 = 2,666.67 down to 2,666, up from 2,500
    { direction: 'short', before: '2500', after: '2666' },
  ] as { direction: Direction; before: string; after: string }[])(
    'moves away from the market when margin is added to a $direction',
    ({ direction, before, after }) => {
      const position = opened(direction, 100, '2000', 2);
      expect(liquidationPrice(position, 'standard', config)).toBe(yen(before));
      expect(liquidationPrice(withAddedMargin(position, yenAmount(20_000n)), 'standard', config)).toBe(yen(after));
    },
  );
});

describe('the risk of a position', () => {
  // Long 100 at 2,000 with leverage 2: margin 100,000; liquidation 100,000 ÷ (100 × 0.8) = 1,250;
  // warning level 100,000 ÷ (100 × 0.7) = 1,428.57 up to 1,429; halfway to liquidation 1,625; the later, 1,429.
  const long = opened('long', 100, '2000', 2);
  // Short 100 at 2,000 with leverage 2: liquidation 300,000 ÷ 120 = 2,500; warning level 300,000 ÷ 130 = 2,307.69
  // down to 2,307; halfway 2,250; the later, 2,307.
  const short = opened('short', 100, '2000', 2);

  it('publishes the warning prices the table below relies on', () => {
    expect(warningPrice(long, 'standard', config)).toBe(yen('1429'));
    expect(warningPrice(short, 'standard', config)).toBe(yen('2307'));
  });

  it.each([
    { position: 'long', mark: '2000', status: 'ok' },
    { position: 'long', mark: '1430', status: 'ok' },
    { position: 'long', mark: '1429', status: 'warning' },
    { position: 'long', mark: '1251', status: 'warning' },
    { position: 'long', mark: '1250', status: 'liquidate' },
    { position: 'long', mark: '900', status: 'liquidate' },
    { position: 'short', mark: '2000', status: 'ok' },
    { position: 'short', mark: '2306', status: 'ok' },
    { position: 'short', mark: '2307', status: 'warning' },
    { position: 'short', mark: '2499', status: 'warning' },
    { position: 'short', mark: '2500', status: 'liquidate' },
  ] as const)('a $position marked at $mark is $status', ({ position, mark, status }) => {
    expect(riskStatus(position === 'long' ? long : short, yen(mark), 'standard', config)).toBe(status);
  });

  it('does not warn a position at the highest leverage offered when it opens, but halfway to its liquidation price', () => {
    // Leverage 3 at 2,150: margin 215,000 ÷ 3 = 71,666.67 up to 71,667, a third of the notional, above the 30% level.
    // Long: level 143,333 ÷ 70 = 2,047.61 up to 2,048, only 4.7% away; liquidation 143,333 ÷ 80 = 1,791.66 up to 1,792;
    // halfway (2,150 + 1,792) ÷ 2 = 1,971, the later of the two.
    const price: Price = yen('2150');
    const long3 = opened('long', 100, '2150', 3);
    expect(config.leverageOptions).toContain(3);
    expect(riskStatus(long3, price, 'standard', config)).toBe('ok');
    expect(warningPrice(long3, 'standard', config)).toBe(yen('1971'));
    expect(liquidationPrice(long3, 'standard', config)).toBe(yen('1792'));
    // Short: level 286,667 ÷ 130 = 2,205.13 down to 2,205; liquidation 286,667 ÷ 120 = 2,388.89 down to 2,388;
    // halfway (2,150 + 2,388) ÷ 2 = 2,269.
    const short3 = opened('short', 100, '2150', 3);
    expect(riskStatus(short3, price, 'standard', config)).toBe('ok');
    expect(warningPrice(short3, 'standard', config)).toBe(yen('2269'));
  });

  it('warns a position opened with no more equity than the warning level only halfway to its liquidation price', () => {
    // Leverage 4 (offered once, since withdrawn) at 2,150: margin 53,750 = 25% of 215,000, under the 30% level.
    // Long: level 161,250 ÷ 70 = 2,303.57, above the opening price; liquidation 161,250 ÷ 80 = 2,015.63 up to 2,016;
    // halfway (2,150 + 2,016) ÷ 2 = 2,083: the warning waits until then.
    const long4 = opened('long', 100, '2150', 4);
    expect(warningPrice(long4, 'standard', config)).toBe(yen('2083'));
    expect(riskStatus(long4, yen('2150'), 'standard', config)).toBe('ok');
    expect(riskStatus(long4, yen('2084'), 'standard', config)).toBe('ok');
    expect(riskStatus(long4, yen('2083'), 'standard', config)).toBe('warning');
    // Short: level 268,750 ÷ 130 = 2,067.31, under the opening price; liquidation 268,750 ÷ 120 = 2,239.58 down to 2,239; halfway 2,194.5 up to 2,195.
    const short4 = opened('short', 100, '2150', 4);
    expect(warningPrice(short4, 'standard', config)).toBe(yen('2195'));
    expect(riskStatus(short4, yen('2194'), 'standard', config)).toBe('ok');
    expect(riskStatus(short4, yen('2195'), 'standard', config)).toBe('warning');
  });
});
