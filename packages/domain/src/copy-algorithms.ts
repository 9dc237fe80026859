/**
 * The house strategies' published algorithms. Each is a pure function of the recorded bars of
 * its instrument (oldest first, the last one the bar just finished) and its parameters, and
 * answers whether to enter (buy), exit (sell what it holds) or hold. Long only. Anyone with the
 * stored bars can replay a strategy's decisions with `replayDecisions`.
 */
import type { Price } from './stock-exchange-rules';

export interface AlgorithmBar {
  readonly time: Date;
  readonly high: Price;
  readonly low: Price;
  readonly close: Price;
}

export type StrategySignal = 'enter' | 'exit' | 'hold';
export type AlgorithmKey = 'ma_crossover' | 'breakout' | 'mean_reversion';
export type AlgorithmParameters = Readonly<Record<string, number>>;

export interface HouseAlgorithm {
  readonly key: AlgorithmKey;
  readonly defaults: AlgorithmParameters;
  /** How many bars a decision needs; with fewer the answer is `hold`. */
  barsNeeded(parameters: AlgorithmParameters): number;
  decide(bars: readonly AlgorithmBar[], holding: boolean, parameters: AlgorithmParameters): StrategySignal;
  readonly description: { readonly en: string; readonly tw: string; readonly jp: string };
}

function parameter(parameters: AlgorithmParameters, name: string): number {
  const value = parameters[name];
  if (value === undefined || !Number.isInteger(value) || value <= 0)
    throw new Error(`Parameter ${name} is a positive whole number`);
  return value;
}

function sumCloses(bars: readonly AlgorithmBar[], from: number, to: number): bigint {
  let total = 0n;
  for (let index = from; index < to; index++) total += (bars[index] as AlgorithmBar).close;
  return total;
}

/** Compares the short and long moving averages ending at bar `end` (exclusive) without dividing: −1, 0 or 1. */
function crossState(bars: readonly AlgorithmBar[], end: number, short: number, long: number): number {
  const shortSum = sumCloses(bars, end - short, end) * BigInt(long);
  const longSum = sumCloses(bars, end - long, end) * BigInt(short);
  return shortSum > longSum ? 1 : shortSum < longSum ? -1 : 0;
}

export const maCrossover: HouseAlgorithm = {
  key: 'ma_crossover',
  defaults: { short: 5, long: 20 },
  barsNeeded: (parameters) => parameter(parameters, 'long') + 1,
  decide(bars, holding, parameters) {
    const short = parameter(parameters, 'short');
    const long = parameter(parameters, 'long');
    if (short >= long) throw new Error('The short average is shorter than the long one');
    if (bars.length < long + 1) return 'hold';
    const now = crossState(bars, bars.length, short, long);
    const before = crossState(bars, bars.length - 1, short, long);
    if (!holding && before <= 0 && now > 0) return 'enter';
    if (holding && now < 0) return 'exit';
    return 'hold';
  },
  description: {
    en: 'Moving-average crossover: buys when the average close of the last {short} bars rises above that of the last {long} bars, and sells when it falls below.',
    tw: '均線交叉：最近 {short} 根K線的平均收盤價向上突破最近 {long} 根的平均時買入，跌破時賣出。',
    jp: '移動平均クロス：直近{short}本の平均終値が直近{long}本の平均を上抜けたら買い、下回ったら売ります。',
  },
};

export const breakout: HouseAlgorithm = {
  key: 'breakout',
  defaults: { entry: 20, exit: 10 },
  barsNeeded: (parameters) => Math.max(parameter(parameters, 'entry'), parameter(parameters, 'exit')) + 1,
  decide(bars, holding, parameters) {
    const entry = parameter(parameters, 'entry');
    const exit = parameter(parameters, 'exit');
    if (bars.length < Math.max(entry, exit) + 1) return 'hold';
    const last = bars[bars.length - 1] as AlgorithmBar;
    const before = bars.slice(0, -1);
    if (!holding) {
      const highest = before.slice(-entry).reduce((high, bar) => (bar.high > high ? bar.high : high), 0n);
      return last.close > highest ? 'enter' : 'hold';
    }
    const lowest = before
      .slice(-exit)
      .reduce((low, bar) => (bar.low < low ? bar.low : low), (before[before.length - 1] as AlgorithmBar).low);
    return last.close < lowest ? 'exit' : 'hold';
  },
  description: {
    en: 'Breakout: buys when a bar closes above the highest high of the previous {entry} bars, and sells when one closes below the lowest low of the previous {exit} bars.',
    tw: '突破：收盤價高於前 {entry} 根K線的最高價時買入，低於前 {exit} 根的最低價時賣出。',
    jp: 'ブレイクアウト：終値が直前{entry}本の高値を上抜けたら買い、直前{exit}本の安値を下抜けたら売ります。',
  },
};

export const meanReversion: HouseAlgorithm = {
  key: 'mean_reversion',
  defaults: { window: 20, bandBasisPoints: 30 },
  barsNeeded: (parameters) => parameter(parameters, 'window'),
  decide(bars, holding, parameters) {
    const window = parameter(parameters, 'window');
    const band = parameter(parameters, 'bandBasisPoints');
    if (bars.length < window) return 'hold';
    const last = bars[bars.length - 1] as AlgorithmBar;
    const sum = sumCloses(bars, bars.length - window, bars.length);
    const scaledClose = last.close * BigInt(window);
    // close < average × (1 − band), in whole numbers: close × window × 10,000 < sum × (10,000 − band).
    if (!holding) return scaledClose * 10_000n < sum * BigInt(10_000 - band) ? 'enter' : 'hold';
    return scaledClose >= sum ? 'exit' : 'hold';
  },
  description: {
    en: 'Mean reversion: buys when the close falls more than {bandBasisPoints} basis points below the average of the last {window} closes, and sells when it is back at the average.',
    tw: '均值回歸：收盤價低於最近 {window} 根平均 {bandBasisPoints} 個基點以上時買入，回到平均時賣出。',
    jp: '平均回帰：終値が直近{window}本の平均より{bandBasisPoints}ベーシスポイント以上下がったら買い、平均に戻ったら売ります。',
  },
};

export const houseAlgorithms: Readonly<Record<AlgorithmKey, HouseAlgorithm>> = {
  ma_crossover: maCrossover,
  breakout,
  mean_reversion: meanReversion,
};

/** An algorithm's description with its parameters filled in. */
export function describeAlgorithm(
  algorithm: HouseAlgorithm,
  parameters: AlgorithmParameters,
  language: 'en' | 'tw' | 'jp',
): string {
  return algorithm.description[language].replace(/\{(\w+)\}/g, (_, name: string) => String(parameters[name] ?? ''));
}

export interface ReplayedDecision {
  readonly time: Date;
  readonly signal: 'enter' | 'exit';
}

/** Every decision the algorithm takes walking `bars` from the start, holding after an enter until an exit. */
export function replayDecisions(
  algorithm: HouseAlgorithm,
  bars: readonly AlgorithmBar[],
  parameters: AlgorithmParameters,
): ReplayedDecision[] {
  const decisions: ReplayedDecision[] = [];
  let holding = false;
  for (let end = 1; end <= bars.length; end++) {
    const signal = algorithm.decide(
      bars.slice(Math.max(0, end - algorithm.barsNeeded(parameters) - 1), end),
      holding,
      parameters,
    );
    if (signal === 'hold') continue;
    decisions.push({ time: (bars[end - 1] as AlgorithmBar).time, signal });
    holding = signal === 'enter';
  }
  return decisions;
}
