/**
 * Index arithmetic: an index level is a weighted sum of constituent prices scaled by a fixed
 * ratio, computed exactly in bigint and rounded once to a hundredth of a point.
 */
import { asPrice, divideDecimal, divideRounded, type Decimal, type Price } from '@kabuto/domain';
import type { IndexInstrument } from './source';

export interface IndexRule {
  readonly instrument: IndexInstrument;
  readonly method: 'cap_weighted' | 'price_weighted';
  /** Each constituent's weight on its price: shares outstanding, or 1 for a price-weighted index. */
  readonly weights: ReadonlyMap<string, bigint>;
  /** level (hundredths of a point) = Σ weight × price (sen) × numerator / denominator. */
  readonly numerator: bigint;
  readonly denominator: bigint;
  /** The published divisor of a price-weighted index, in yen per point; null when cap-weighted. */
  readonly divisor: Decimal | null;
}

export interface IndexConstituent {
  readonly symbol: string;
  readonly price: Price;
  readonly sharesOutstanding: number;
}

function sumOf(constituents: readonly IndexConstituent[], weight: (item: IndexConstituent) => bigint): bigint {
  return constituents.reduce((total, item) => total + weight(item) * item.price, 0n);
}

/**
 * An all-share index weighted by market value, like TOPIX: `base` when every constituent is at
 * its reference price, moving with the total market value. The base value is kept as the
 * denominator itself, so no divisor is ever rounded.
 */
export function capWeightedIndex(instrument: IndexInstrument, references: readonly IndexConstituent[], base: Price): IndexRule {
  const weights = new Map(references.map((item) => [item.symbol, BigInt(item.sharesOutstanding)]));
  const baseValue = sumOf(references, (item) => BigInt(item.sharesOutstanding));
  return { instrument, method: 'cap_weighted', weights, numerator: base, denominator: baseValue, divisor: null };
}

/** Digits of the divisor of a price-weighted index, as published for the Nikkei 225 (six). */
const divisorScale = 6;

/**
 * A price-weighted average, like the Nikkei 225: Σ prices ÷ divisor, the divisor chosen so the
 * index is `base` at the reference prices and published to six places. Level in hundredths of
 * a point = Σ price (sen) ÷ divisor (yen per point).
 */
export function priceWeightedIndex(instrument: IndexInstrument, references: readonly IndexConstituent[], base: Price): IndexRule {
  const weights = new Map(references.map((item) => [item.symbol, 1n]));
  const sumYen: Decimal = { units: sumOf(references, () => 1n), scale: 2 };
  const divisor = divideDecimal(sumYen, { units: base, scale: 2 }, divisorScale, 'half-even');
  if (divisor.units <= 0n) throw new Error(`The ${instrument.symbol} divisor must be positive`);
  return {
    instrument,
    method: 'price_weighted',
    weights,
    numerator: 10n ** BigInt(divisorScale),
    denominator: divisor.units,
    divisor,
  };
}

/** The weighted sum an index level is made of, from each constituent's current price. */
export function weightedSum(rule: IndexRule, priceOf: (symbol: string) => Price): bigint {
  let total = 0n;
  for (const [symbol, weight] of rule.weights) total += weight * priceOf(symbol);
  return total;
}

/** The level of a weighted sum, rounded half-even to a hundredth of a point. */
export function levelOfSum(rule: IndexRule, sum: bigint): Price {
  return asPrice(divideRounded(sum * rule.numerator, rule.denominator, 'half-even'));
}

export function indexLevel(rule: IndexRule, priceOf: (symbol: string) => Price): Price {
  return levelOfSum(rule, weightedSum(rule, priceOf));
}
