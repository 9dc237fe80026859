import { describe, expect, it } from 'vitest';
import { copyOrderSize, performanceFee, stopLossAmount, stopLossTriggered } from './copy-rules';
import { yenAmount } from './trading-money';

const yen = (value: bigint) => yenAmount(value);

describe('proportional copy sizing', () => {
  it.each`
    case                                      | strategyShares | copyEquity    | strategyEquity | lotSize | halted   | expected
    ${'exact proportion, whole lots'}         | ${1_000}       | ${1_000_000n} | ${10_000_000n} | ${100}  | ${false} | ${{ lots: 1, shares: 100 }}
    ${'rounds down to the lot: 2.5 lots → 2'} | ${5_000}       | ${500_000n}   | ${10_000_000n} | ${100}  | ${false} | ${{ lots: 2, shares: 200 }}
    ${'just under one lot: 99.99 shares'}     | ${1_000}       | ${999_900n}   | ${10_000_000n} | ${100}  | ${false} | ${{ skipped: 'below_one_lot' }}
    ${'exactly one lot at the boundary'}      | ${100}         | ${1_000_000n} | ${1_000_000n}  | ${100}  | ${false} | ${{ lots: 1, shares: 100 }}
    ${'a copy bigger than the strategy'}      | ${300}         | ${3_000_000n} | ${1_000_000n}  | ${100}  | ${false} | ${{ lots: 9, shares: 900 }}
    ${'a lot of one share'}                   | ${7}           | ${1_000_000n} | ${3_000_000n}  | ${1}    | ${false} | ${{ lots: 2, shares: 2 }}
    ${'a halted instrument is skipped'}       | ${1_000}       | ${1_000_000n} | ${1_000_000n}  | ${100}  | ${true}  | ${{ skipped: 'instrument_halted' }}
    ${'a copy with nothing left'}             | ${1_000}       | ${0n}         | ${1_000_000n}  | ${100}  | ${false} | ${{ skipped: 'below_one_lot' }}
    ${'a strategy with no equity'}            | ${1_000}       | ${1_000_000n} | ${0n}          | ${100}  | ${false} | ${{ skipped: 'below_one_lot' }}
  `('$case', ({ strategyShares, copyEquity, strategyEquity, lotSize, halted, expected }) => {
    // shares = strategy shares × copy equity ÷ strategy equity, then down to whole lots.
    expect(
      copyOrderSize({ strategyShares, copyEquity: yen(copyEquity), strategyEquity: yen(strategyEquity), lotSize, halted }),
    ).toEqual(expected);
  });
});

describe('the copy stop-loss', () => {
  it.each`
    invested      | pct   | equity      | fires
    ${1_000_000n} | ${20} | ${800_001n} | ${false}
    ${1_000_000n} | ${20} | ${800_000n} | ${true}
    ${1_000_000n} | ${20} | ${799_999n} | ${true}
    ${333_333n}   | ${5}  | ${316_667n} | ${false}
    ${333_333n}   | ${5}  | ${316_666n} | ${true}
    ${100_000n}   | ${95} | ${5_000n}   | ${true}
    ${100_000n}   | ${95} | ${5_001n}   | ${false}
  `('invested $invested at $pct%: equity $equity fires $fires', ({ invested, pct, equity, fires }) => {
    // 333,333 × 95% = 316,666.35: 316,667 is above it, 316,666 below it.
    expect(stopLossTriggered(yen(equity), yen(invested), pct)).toBe(fires);
  });

  it('refuses a stop-loss outside 5–95%', () => {
    expect(() => stopLossTriggered(yen(1n), yen(1n), 4)).toThrow();
    expect(() => stopLossTriggered(yen(1n), yen(1n), 96)).toThrow();
  });

  it('says what the stop-loss means in yen, rounded down', () => {
    // 333,333 × 15 ÷ 100 = 49,999.95 → 49,999
    expect(stopLossAmount(yen(333_333n), 15).minor).toBe(49_999n);
  });
});

describe('the performance fee', () => {
  it.each`
    equity        | highWaterMark | pct   | fee
    ${1_200_000n} | ${1_000_000n} | ${0}  | ${0n}
    ${1_200_000n} | ${1_000_000n} | ${10} | ${20_000n}
    ${1_200_000n} | ${1_300_000n} | ${10} | ${0n}
    ${900_000n}   | ${1_000_000n} | ${20} | ${0n}
    ${1_000_009n} | ${1_000_000n} | ${10} | ${0n}
  `('equity $equity over a mark of $highWaterMark at $pct% is $fee', ({ equity, highWaterMark, pct, fee }) => {
    // fee = (equity − mark) × pct ÷ 100, down to the yen; nothing below the mark.
    expect(performanceFee(yen(equity), yen(highWaterMark), pct).minor).toBe(fee);
  });
});
