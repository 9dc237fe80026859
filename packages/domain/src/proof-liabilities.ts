/**
 * The figures of a day's proof of liabilities: which JST close it is taken after, each member's
 * balance owed in whole yen, and whether the balances the tree is built from (the ledger's cached
 * balances) equal the same accounts summed from their postings. A difference stops publication.
 */
import type { Currency } from '@kabuto/contracts';
import { addDaysToDate, isTradingDate, tseHours, type IsHoliday, type MarketHours } from './stock-exchange-hours';
import { toJapanTime } from './calendar';
import { convert, crossRate, type QuotesPerUsd } from './currency-exchange';
import { money } from './money';

export interface MemberCurrencyBalance {
  readonly memberId: number;
  readonly currency: Currency;
  readonly minor: bigint;
}

/**
 * The JST date of the last close at or before `now`: today once 15:30 has passed on a trading date,
 * else the trading date before (with `always` hours every date trades).
 */
export function lastCloseDate(now: Date, hours: MarketHours, isHoliday: IsHoliday): string {
  const { date, msOfDay } = toJapanTime(now);
  const trades = (day: string) => hours === 'always' || isTradingDate(day, isHoliday);
  if (msOfDay >= tseHours.closeMs && trades(date)) return date;
  for (let back = 1; back <= 14; back += 1) {
    const day = addDaysToDate(date, -back);
    if (trades(day)) return day;
  }
  throw new Error(`No trading date within a fortnight before ${date}`);
}

/**
 * An amount in yen. Other currencies convert at the day's mid rate and round up, so a member's
 * leaf never shows less than the firm owes them.
 */
export function yenOf(currency: Currency, minor: bigint, perUsd: QuotesPerUsd): bigint {
  if (currency === 'JPY') return minor;
  return convert(money(currency, minor), 'JPY', crossRate(perUsd, currency, 'JPY'), 'up').minor;
}

/** Each member's balance owed in yen: the sum over currencies, in member order. */
export function yenOwedByMember(balances: readonly MemberCurrencyBalance[], perUsd: QuotesPerUsd): Map<number, bigint> {
  const owed = new Map<number, bigint>();
  for (const balance of balances) {
    if (balance.minor < 0n) throw new Error(`member ${balance.memberId} has a negative ${balance.currency} balance`);
    owed.set(balance.memberId, (owed.get(balance.memberId) ?? 0n) + yenOf(balance.currency, balance.minor, perUsd));
  }
  return owed;
}

export interface LiabilityDifference {
  readonly memberId: number;
  readonly currency: Currency;
  readonly cached: bigint;
  readonly posted: bigint;
}

/** Where the cached balances and the postings disagree, member by member and currency by currency. */
export function liabilityDifferences(
  cached: readonly MemberCurrencyBalance[],
  posted: readonly MemberCurrencyBalance[],
): LiabilityDifference[] {
  const key = (balance: MemberCurrencyBalance) => `${balance.memberId}:${balance.currency}`;
  const postedByKey = new Map(posted.map((balance) => [key(balance), balance]));
  const differences: LiabilityDifference[] = [];
  for (const balance of cached) {
    const other = postedByKey.get(key(balance))?.minor ?? 0n;
    if (other !== balance.minor) differences.push({ ...balance, cached: balance.minor, posted: other });
    postedByKey.delete(key(balance));
  }
  for (const balance of postedByKey.values()) {
    if (balance.minor !== 0n) differences.push({ ...balance, cached: 0n, posted: balance.minor });
  }
  return differences;
}
