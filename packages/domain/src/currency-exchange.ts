/**
 * Currency exchange at the mid rate: converting an amount exactly and rounding it once, and
 * deriving every pair's rate from per-USD quotes.
 */
import type { Currency } from '@kabuto/contracts';
import { divideDecimal, divideRounded, multiplyDecimal, normalize, pow10, type Decimal, type RoundingMode } from './decimal';
import { refuse, type FundsRejection } from './funds-rejection';
import { formatAmount, minorUnitScale, money, roundToMinor, type Money } from './money';

/**
 * Exchanges round the credited amount toward zero. The member is debited exactly what they
 * asked to exchange and credited the exact mid-rate value less its fraction of a minor unit;
 * that fraction (under ¥1, under $0.01) stays with the house `fx` account. Why down and not
 * half-even: the firm must never pay out value it did not receive, and rounding down at every
 * step is what guarantees that A→B→A never returns more than it started with (see crossRate),
 * so a member cannot farm rounding by exchanging back and forth. The cost to the member is
 * bounded by one minor unit per exchange, and a record can show it as `amount × rate − credited`.
 */
export const exchangeRounding: RoundingMode = 'down';

/**
 * `amount` in currency `to`, where `rate` is how many units of `to` one unit of the amount's
 * currency buys (USD→JPY 151.2345). The product is exact; it is rounded once, by `mode`.
 */
export function convert<To extends Currency>(
  amount: Money,
  to: To,
  rate: Decimal,
  mode: RoundingMode = exchangeRounding,
): Money<To> {
  if (amount.currency === to) throw new Error(`Converting ${amount.currency} to itself`);
  if (rate.units <= 0n) throw new Error(`An exchange rate is positive, not ${rate.units}e-${rate.scale}`);
  // amount = minor / 10^s, so amount × rate = (minor × rate.units) / 10^(s + rate.scale), exactly.
  const exact = multiplyDecimal({ units: amount.minor, scale: minorUnitScale[amount.currency] }, rate);
  return roundToMinor(exact, to, mode);
}

/** Units of each currency that one US dollar buys, at the mid rate. USD itself is 1. */
export type QuotesPerUsd = Readonly<Partial<Record<Currency, Decimal>>>;

/**
 * Digits after the point of a derived rate. A truncated rate is short of the true quotient by
 * less than 10^-30 per unit converted, so even the largest amount a Postgres bigint ledger can
 * hold (about 9.2 × 10^18 minor units) is converted within 10^-11 of the exact quotient —
 * far below any minor unit. Thirty places also keep at least 25 significant digits for the
 * smallest rate among our currencies (USD per VND, about 0.00004).
 */
export const crossRateScale = 30;

/**
 * The rate `from`→`to` from per-USD quotes: `quote(to) / quote(from)` (JPY→THB = THB per USD ÷
 * JPY per USD). The quotient is truncated toward zero at `crossRateScale` places, so for any
 * pair rate(A→B) × rate(B→A) ≤ 1: exchanging there and back can only lose the truncated
 * fractions, never gain.
 */
export function crossRate(quotesPerUsd: QuotesPerUsd, from: Currency, to: Currency): Decimal {
  if (from === to) return { units: 1n, scale: 0 };
  return normalize(divideDecimal(quotePerUsd(quotesPerUsd, to), quotePerUsd(quotesPerUsd, from), crossRateScale, 'down'));
}

function quotePerUsd(quotes: QuotesPerUsd, currency: Currency): Decimal {
  const quote = quotes[currency];
  if (currency === 'USD') {
    // A quote for USD other than 1 would make every cross rate through it wrong.
    if (quote && quote.units !== pow10(quote.scale)) throw new Error('The USD quote per USD must be 1');
    return { units: 1n, scale: 0 };
  }
  if (!quote) throw new Error(`No quote for ${currency}: the service checks rates are present before converting`);
  if (quote.units <= 0n) throw new Error(`The ${currency} quote must be positive`);
  return quote;
}

export interface ExchangeQuote<From extends Currency = Currency, To extends Currency = Currency> {
  readonly debit: Money<From>;
  readonly credit: Money<To>;
  readonly rate: Decimal;
}

/**
 * What a member's exchange of `debit` into `to` moves, or `below_minimum` when the amount is
 * too small to buy one minor unit of `to` (1 VND into USD): the ledger refuses zero postings,
 * and taking money for nothing would not be honest. `min` is the smallest amount that buys one.
 */
export function quoteExchange<From extends Currency, To extends Currency>(
  debit: Money<From>,
  to: To,
  rate: Decimal,
): ExchangeQuote<From, To> | FundsRejection {
  if (debit.minor <= 0n) throw new Error('An exchange debits a positive amount');
  const credit = convert(debit, to, rate, exchangeRounding);
  if (credit.minor > 0n) return { debit, credit, rate };
  // credit ≥ 1 minor ⇔ minor × rate.units × 10^sTo ≥ 10^(sFrom + rate.scale); the least such minor is the ceiling.
  const least = divideRounded(pow10(minorUnitScale[debit.currency] + rate.scale), rate.units * pow10(minorUnitScale[to]), 'up');
  return refuse('below_minimum', { min: formatAmount(money(debit.currency, least)), currency: debit.currency });
}
