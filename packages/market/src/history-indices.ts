/**
 * Index history from the constituents' generated bars, so index charts agree with the stocks.
 */
import { asPrice, asSen, divideRounded, type Price } from '@kabuto/domain';
import { rollUpBars, type Bar } from './bars';
import type { InstrumentHistory } from './history';
import { levelOfSum, type IndexRule } from './indices';

interface Constituent {
  readonly symbol: string;
  readonly weight: bigint;
  readonly bars: readonly Bar[];
}

/**
 * Index bars over aligned constituent bars. Open and close are the index of the opens and of
 * the closes, exactly. The constituents did not all reach their highs at the same moment, so
 * the index of the highs overstates the index's high; a bar takes half of that excess beyond
 * its open and close (likewise for the low), a plain rule that keeps open and close inside.
 *
 * The sums are kept running and only the constituents whose price changed are added again:
 * most minute bars of most stocks repeat the last price, and this keeps the exact bigint work
 * (and its garbage) proportional to the changes.
 */
function indexBars(rule: IndexRule, constituents: readonly Constituent[], length: number): Bar[] {
  const lastOpen = constituents.map(() => 0n);
  const lastClose = constituents.map(() => 0n);
  let openSum = 0n;
  let closeSum = 0n;
  const bars: Bar[] = [];
  for (let position = 0; position < length; position++) {
    let highExcess = 0n;
    let lowExcess = 0n;
    let time: Date | undefined;
    constituents.forEach(({ symbol, weight, bars: own }, index) => {
      const bar = own[position];
      if (!bar) throw new Error(`${symbol} has no bar at ${position}`);
      if (time && bar.time.getTime() !== time.getTime()) throw new Error(`${symbol}'s bars are not aligned with the others`);
      time = bar.time;
      const open = lastOpen[index] as Price;
      if (bar.open !== open) openSum += weight * (bar.open - open);
      lastOpen[index] = bar.open;
      const close = lastClose[index] as Price;
      if (bar.close !== close) closeSum += weight * (bar.close - close);
      lastClose[index] = bar.close;
      if (bar.high !== bar.close) highExcess += weight * (bar.high - bar.close);
      if (bar.low !== bar.close) lowExcess += weight * (bar.close - bar.low);
    });
    if (!time) throw new Error(`${rule.instrument.symbol} has no constituents`);
    bars.push(indexBar(rule, time, openSum, closeSum + highExcess, closeSum - lowExcess, closeSum));
  }
  return bars;
}

function indexBar(rule: IndexRule, time: Date, openSum: bigint, highSum: bigint, lowSum: bigint, closeSum: bigint): Bar {
  const open = levelOfSum(rule, openSum);
  const close = levelOfSum(rule, closeSum);
  const top = open > close ? open : close;
  const bottom = open < close ? open : close;
  const highOfHighs = levelOfSum(rule, highSum);
  const lowOfLows = levelOfSum(rule, lowSum);
  const high = highOfHighs > top ? asPrice(top + divideRounded(highOfHighs - top, 2n, 'half-even')) : top;
  const low = lowOfLows < bottom ? asPrice(bottom - divideRounded(bottom - lowOfLows, 2n, 'half-even')) : bottom;
  // An index trades nothing itself: its bars carry no volume or turnover.
  return { time, open, high, low, close, volume: 0, turnover: asSen(0n) };
}

export function indexHistory(rule: IndexRule, stocks: readonly InstrumentHistory[]): InstrumentHistory {
  const held = stocks.filter((history) => rule.weights.has(history.symbol));
  const first = held[0];
  if (!first) throw new Error(`${rule.instrument.symbol} has no constituents with history`);
  const weightOf = (history: InstrumentHistory) => rule.weights.get(history.symbol) ?? 0n;
  const minuteBars = indexBars(
    rule,
    held.map((history) => ({ symbol: history.symbol, weight: weightOf(history), bars: history.minuteBars })),
    first.minuteBars.length,
  );
  // The days with minute bars take their daily bars from them, so both periods agree.
  const minuteDaily = rollUpBars(minuteBars, '1d');
  const dailyBars = indexBars(
    rule,
    held.map((history) => ({ symbol: history.symbol, weight: weightOf(history), bars: history.dailyBars })),
    first.dailyBars.length - minuteDaily.length,
  );
  dailyBars.push(...minuteDaily);
  const previousSum = held.reduce((total, history) => total + weightOf(history) * history.firstPreviousClose, 0n);
  return {
    symbol: rule.instrument.symbol,
    minuteBars,
    dailyBars,
    firstPreviousClose: levelOfSum(rule, previousSum),
    closingAuction: null,
  };
}
