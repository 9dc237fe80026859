import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asPrice } from './stock-exchange-rules';
import {
  formatPrice,
  isOnTick,
  parsePrice,
  priceLimits,
  priceLimitWidth,
  roundToTick,
  stepTicks,
  tickBands,
  tickSize,
  tickTables,
  yen,
  type TickTable,
} from './stock-exchange-rules';

describe('prices as sen', () => {
  it.each([
    { text: '3000', sen: 300000n },
    { text: '999.9', sen: 99990n },
    { text: '0.01', sen: 1n },
    { text: '1.230', sen: 123n },
    { text: '-12.5', sen: -1250n },
    { text: '0.001', sen: null },
    { text: '1e3', sen: null },
    { text: '', sen: null },
  ])('reads "$text" as $sen sen', ({ text, sen }) => {
    expect(parsePrice(text)).toBe(sen);
  });

  it.each([
    { sen: 300000n, text: '3000' },
    { sen: 99990n, text: '999.9' },
    { sen: 3812345n, text: '38123.45' },
    { sen: -1250n, text: '-12.5' },
    { sen: 0n, text: '0' },
  ])('writes $sen sen as "$text"', ({ sen, text }) => {
    expect(formatPrice(sen)).toBe(text);
  });
});

describe('tick sizes at every band edge', () => {
  // Each edge price belongs to the band below it; one sen more is in the next band.
  it.each([
    { table: 'standard', price: '0.01', tick: '1' },
    { table: 'standard', price: '3000', tick: '1' },
    { table: 'standard', price: '3000.01', tick: '5' },
    { table: 'standard', price: '5000', tick: '5' },
    { table: 'standard', price: '5000.01', tick: '10' },
    { table: 'standard', price: '30000', tick: '10' },
    { table: 'standard', price: '30000.01', tick: '50' },
    { table: 'standard', price: '50000', tick: '50' },
    { table: 'standard', price: '50000.01', tick: '100' },
    { table: 'standard', price: '300000', tick: '100' },
    { table: 'standard', price: '300000.01', tick: '500' },
    { table: 'standard', price: '500000', tick: '500' },
    { table: 'standard', price: '500000.01', tick: '1000' },
    { table: 'standard', price: '3000000', tick: '1000' },
    { table: 'standard', price: '3000000.01', tick: '5000' },
    { table: 'standard', price: '5000000', tick: '5000' },
    { table: 'standard', price: '5000000.01', tick: '10000' },
    { table: 'standard', price: '30000000', tick: '10000' },
    { table: 'standard', price: '30000000.01', tick: '50000' },
    { table: 'standard', price: '50000000', tick: '50000' },
    { table: 'standard', price: '50000000.01', tick: '100000' },
    { table: 'standard', price: '900000000', tick: '100000' },
    { table: 'topix100', price: '0.01', tick: '0.1' },
    { table: 'topix100', price: '1000', tick: '0.1' },
    { table: 'topix100', price: '1000.01', tick: '0.5' },
    { table: 'topix100', price: '3000', tick: '0.5' },
    { table: 'topix100', price: '3000.01', tick: '1' },
    { table: 'topix100', price: '10000', tick: '1' },
    { table: 'topix100', price: '10000.01', tick: '5' },
    { table: 'topix100', price: '30000', tick: '5' },
    { table: 'topix100', price: '30000.01', tick: '10' },
    { table: 'topix100', price: '100000', tick: '10' },
    { table: 'topix100', price: '100000.01', tick: '50' },
    { table: 'topix100', price: '300000', tick: '50' },
    { table: 'topix100', price: '300000.01', tick: '100' },
    { table: 'topix100', price: '1000000', tick: '100' },
    { table: 'topix100', price: '1000000.01', tick: '500' },
    { table: 'topix100', price: '3000000', tick: '500' },
    { table: 'topix100', price: '3000000.01', tick: '1000' },
    { table: 'topix100', price: '10000000', tick: '1000' },
    { table: 'topix100', price: '10000000.01', tick: '5000' },
    { table: 'topix100', price: '30000000', tick: '5000' },
    { table: 'topix100', price: '30000000.01', tick: '10000' },
    { table: 'topix100', price: '900000000', tick: '10000' },
  ] as const)('$table: the tick at ¥$price is ¥$tick', ({ table, price, tick }) => {
    expect(formatPrice(tickSize(yen(price), table))).toBe(tick);
  });

  it('refuses a price that is not positive', () => {
    expect(() => tickSize(asPrice(0n), 'standard')).toThrow(/positive/);
  });

  it.each(tickTables)('%s: every band edge is a multiple of its own tick and of the next band’s', (table) => {
    const bands = tickBands[table];
    bands.forEach((band, index) => {
      const next = bands[index + 1];
      if (band.upTo === null || !next) return;
      expect(band.upTo % band.tick).toBe(0n);
      expect(band.upTo % next.tick).toBe(0n);
    });
  });
});

describe('checking and rounding to the tick grid', () => {
  it.each([
    { table: 'standard', price: '2999', onTick: true },
    { table: 'standard', price: '3000', onTick: true },
    { table: 'standard', price: '3001', onTick: false },
    { table: 'standard', price: '3005', onTick: true },
    { table: 'standard', price: '0.5', onTick: false },
    { table: 'standard', price: '0', onTick: false },
    { table: 'topix100', price: '999.9', onTick: true },
    { table: 'topix100', price: '1000.1', onTick: false },
    { table: 'topix100', price: '1000.5', onTick: true },
    { table: 'topix100', price: '3000.5', onTick: false },
  ] as const)('$table: ¥$price on the grid is $onTick', ({ table, price, onTick }) => {
    expect(isOnTick(yen(price), table)).toBe(onTick);
  });

  it.each([
    // ¥3,003 lies between ¥3,000 (the ¥1 band's top) and ¥3,005; 3 above and 2 below.
    { table: 'standard', price: '3003', down: '3000', up: '3005', nearest: '3005' },
    { table: 'standard', price: '3002.5', down: '3000', up: '3005', nearest: '3005' },
    { table: 'standard', price: '3002', down: '3000', up: '3005', nearest: '3000' },
    { table: 'standard', price: '2999.5', down: '2999', up: '3000', nearest: '3000' },
    { table: 'standard', price: '5003', down: '5000', up: '5010', nearest: '5000' },
    { table: 'standard', price: '3005', down: '3005', up: '3005', nearest: '3005' },
    { table: 'standard', price: '0.4', down: '0', up: '1', nearest: '0' },
    { table: 'topix100', price: '999.95', down: '999.9', up: '1000', nearest: '1000' },
    { table: 'topix100', price: '1000.3', down: '1000', up: '1000.5', nearest: '1000.5' },
    { table: 'topix100', price: '3000.7', down: '3000', up: '3001', nearest: '3001' },
  ] as const)('$table: ¥$price rounds down to ¥$down, up to ¥$up, to nearest ¥$nearest', (row) => {
    const price = yen(row.price);
    expect(formatPrice(roundToTick(price, row.table, 'down'))).toBe(row.down);
    expect(formatPrice(roundToTick(price, row.table, 'up'))).toBe(row.up);
    expect(formatPrice(roundToTick(price, row.table, 'nearest'))).toBe(row.nearest);
  });

  it.each([
    { table: 'standard', price: '2999', steps: 1, result: '3000' },
    { table: 'standard', price: '3000', steps: 1, result: '3005' },
    { table: 'standard', price: '3005', steps: -1, result: '3000' },
    { table: 'standard', price: '3010', steps: -3, result: '2999' },
    { table: 'standard', price: '1', steps: -1, result: null },
    { table: 'topix100', price: '999.9', steps: 2, result: '1000.5' },
    { table: 'topix100', price: '0.2', steps: -2, result: null },
  ] as const)('$table: $steps ticks from ¥$price is ¥$result', ({ table, price, steps, result }) => {
    const stepped = stepTicks(yen(price), steps, table);
    expect(stepped === null ? null : formatPrice(stepped)).toBe(result);
  });

  it('rounds any price to the closest valid prices on each side, with none between them', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 11n }), fc.constantFrom<TickTable>(...tickTables), (price, table) => {
        const down = roundToTick(asPrice(price), table, 'down');
        const up = roundToTick(asPrice(price), table, 'up');
        expect(down <= price && price <= up).toBe(true);
        expect(isOnTick(up, table)).toBe(true);
        if (down > 0n) {
          expect(isOnTick(down, table)).toBe(true);
          if (down !== up) expect(stepTicks(down, 1, table)).toBe(up);
        }
      }),
    );
  });
});

describe('daily price limits', () => {
  // A base one yen under each edge takes the band below; the edge itself the band above.
  it.each([
    { base: '1', width: '30' },
    { base: '99', width: '30' },
    { base: '100', width: '50' },
    { base: '199', width: '50' },
    { base: '200', width: '80' },
    { base: '499', width: '80' },
    { base: '500', width: '100' },
    { base: '699', width: '100' },
    { base: '700', width: '150' },
    { base: '999', width: '150' },
    { base: '1000', width: '300' },
    { base: '1499', width: '300' },
    { base: '1500', width: '400' },
    { base: '1999', width: '400' },
    { base: '2000', width: '500' },
    { base: '2999', width: '500' },
    { base: '3000', width: '700' },
    { base: '4999', width: '700' },
    { base: '5000', width: '1000' },
    { base: '6999', width: '1000' },
    { base: '7000', width: '1500' },
    { base: '9999', width: '1500' },
    { base: '10000', width: '3000' },
    { base: '14999', width: '3000' },
    { base: '15000', width: '4000' },
    { base: '19999', width: '4000' },
    { base: '20000', width: '5000' },
    { base: '29999', width: '5000' },
    { base: '30000', width: '7000' },
    { base: '49999', width: '7000' },
    { base: '50000', width: '10000' },
    { base: '69999', width: '10000' },
    { base: '70000', width: '15000' },
    { base: '99999', width: '15000' },
    { base: '100000', width: '30000' },
    { base: '149999', width: '30000' },
    { base: '150000', width: '40000' },
    { base: '199999', width: '40000' },
    { base: '200000', width: '50000' },
    { base: '299999', width: '50000' },
    { base: '300000', width: '70000' },
    { base: '499999', width: '70000' },
    { base: '500000', width: '100000' },
    { base: '699999', width: '100000' },
    { base: '700000', width: '150000' },
    { base: '999999', width: '150000' },
    { base: '1000000', width: '300000' },
    { base: '1499999', width: '300000' },
    { base: '1500000', width: '400000' },
    { base: '1999999', width: '400000' },
    { base: '2000000', width: '500000' },
    { base: '2999999', width: '500000' },
    { base: '3000000', width: '700000' },
    { base: '4999999', width: '700000' },
    { base: '5000000', width: '1000000' },
    { base: '6999999', width: '1000000' },
    { base: '7000000', width: '1500000' },
    { base: '9999999', width: '1500000' },
    { base: '10000000', width: '3000000' },
    { base: '14999999', width: '3000000' },
    { base: '15000000', width: '4000000' },
    { base: '19999999', width: '4000000' },
    { base: '20000000', width: '5000000' },
    { base: '29999999', width: '5000000' },
    { base: '30000000', width: '7000000' },
    { base: '49999999', width: '7000000' },
    { base: '50000000', width: '10000000' },
    { base: '99.9', width: '30' },
  ])('a base of ¥$base may move ¥$width either way', ({ base, width }) => {
    expect(formatPrice(priceLimitWidth(yen(base)))).toBe(width);
  });

  it.each([
    // 1,000 ± 300, both on the ¥1 grid.
    { table: 'standard', base: '1000', limitUp: '1300', limitDown: '700' },
    // 2,991 + 500 = 3,491 is not a ¥5 tick: widened to 3,495. 2,991 − 500 = 2,491.
    { table: 'standard', base: '2991', limitUp: '3495', limitDown: '2491' },
    // In the finer table ¥3,491 is a ¥1 tick, so it stands.
    { table: 'topix100', base: '2991', limitUp: '3491', limitDown: '2491' },
    // 5,499 + 1,000 = 6,499 → 6,500 (¥10 ticks); 5,499 − 1,000 = 4,499 → 4,495 (¥5 ticks), outward.
    { table: 'standard', base: '5499', limitUp: '6500', limitDown: '4495' },
    // 29,990 + 5,000 = 34,990 → 35,000 (¥50 ticks); 24,990 is a ¥10 tick.
    { table: 'standard', base: '29990', limitUp: '35000', limitDown: '24990' },
    // 999.9 + 150 = 1,149.9 → 1,150 (¥0.5 ticks); 849.9 is a ¥0.1 tick.
    { table: 'topix100', base: '999.9', limitUp: '1150', limitDown: '849.9' },
    // 100 ± 50.
    { table: 'standard', base: '100', limitUp: '150', limitDown: '50' },
    // 31 − 30 = 1, the floor exactly; 30 − 30 = 0 and 20 − 30 = −10 are lifted to ¥1.
    { table: 'standard', base: '31', limitUp: '61', limitDown: '1' },
    { table: 'standard', base: '30', limitUp: '60', limitDown: '1' },
    { table: 'standard', base: '20', limitUp: '50', limitDown: '1' },
    { table: 'topix100', base: '5.5', limitUp: '35.5', limitDown: '1' },
    // 50,000,000 ± 10,000,000: ¥100,000 ticks above, ¥50,000 below.
    { table: 'standard', base: '50000000', limitUp: '60000000', limitDown: '40000000' },
  ] as const)('$table: a base of ¥$base limits the day to ¥$limitDown–¥$limitUp', ({ table, base, limitUp, limitDown }) => {
    const limits = priceLimits(yen(base), table);
    expect(formatPrice(limits.limitUp)).toBe(limitUp);
    expect(formatPrice(limits.limitDown)).toBe(limitDown);
  });

  it('gives limits on the grid that contain at least the published width', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 10n }), fc.constantFrom<TickTable>(...tickTables), (raw, table) => {
        const base = roundToTick(asPrice(raw), table, 'up');
        const width = priceLimitWidth(base);
        const { limitUp, limitDown } = priceLimits(base, table);
        expect(isOnTick(limitUp, table) && isOnTick(limitDown, table)).toBe(true);
        expect(limitUp - base >= width).toBe(true);
        expect(limitDown >= yen('1')).toBe(true);
        expect(limitDown === yen('1') || base - limitDown >= width).toBe(true);
      }),
    );
  });
});
