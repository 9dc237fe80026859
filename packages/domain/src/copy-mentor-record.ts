/**
 * A mentor strategy's published record, without the mentor's account size: what a notional
 * capital (¥10,000,000, the same as a house strategy's) would have become had it copied every
 * trade of the mentor's since approval in proportion, the way a copy does.
 *
 * The rule (published in the strategy's rules, in three languages):
 * - each long fill of the mentor's is taken at its own price, for
 *   shares = the mentor's shares × the record's equity ÷ the mentor's equity at that moment
 *   (the ratio every copy is sized on, recorded when the copies were), rounded down to whole
 *   shares rather than lots, so that the record shows the mentor's trading and not one copy
 *   size's rounding;
 * - at leverage 1, as copies buy: a trade whose margin and charges the record's cash can't pay is
 *   left out of it, as a copy skips it; a short sale is never copied, so it is not in the record;
 * - the charges are the mentor's own recorded ones in proportion (shares taken ÷ the mentor's
 *   shares), rounded up to the yen, so a notional trade costs what the real one did per share;
 * - the trade closes when the mentor's position closes, at its closing price.
 * The record's equity at any time is then its capital plus what closed trades made after every
 * charge plus what open ones would make at the last recorded price (copy-figures.ts).
 */
import { equityAtTime, type RecordedPrice, type RecordedTrade } from './copy-figures';
import { divideRounded } from './decimal';
import type { Price } from './stock-exchange-rules';
import type { Yen } from './trading-config';
import { marginFor, notionalOf, unrealizedPnl, yenAmount } from './trading-money';

/** The notional capital a mentor strategy's record starts from, in yen. */
export const mentorNotionalCapital: Yen = yenAmount(10_000_000n);

/** One of the mentor's long fills as recorded when copies were sized on it, with its close once it closed. */
export interface MentorFill {
  /** The record's own number of the trade (never the mentor's order or position number). */
  readonly id: number;
  readonly symbol: string;
  readonly shares: number;
  readonly price: Price;
  /** The mentor's opening fee plus stamp duty. */
  readonly openingCharges: Yen;
  /** The mentor's equity in yen when copies were sized on this fill. */
  readonly mentorEquity: Yen;
  readonly at: Date;
  readonly close: { readonly at: Date; readonly price: Price; readonly closingFee: Yen } | null;
}

export interface NotionalTrade extends RecordedTrade {
  readonly id: number;
  readonly price: Price;
  readonly closePrice: Price | null;
}

/** `charge` × taken ÷ shares, rounded up to the yen (a charge is never made smaller than its share). */
function chargeShare(charge: Yen, taken: number, shares: number): Yen {
  return yenAmount(divideRounded(charge.minor * BigInt(taken), BigInt(shares), 'up'));
}

/** The marks known at `time`: the last recorded price of each symbol at or before it. */
function marksAt(prices: readonly RecordedPrice[], time: Date): Map<string, Price> {
  const marks = new Map<string, RecordedPrice>();
  for (const price of prices) {
    if (price.time > time) continue;
    const known = marks.get(price.symbol);
    if (!known || known.time <= price.time) marks.set(price.symbol, price);
  }
  return new Map([...marks].map(([symbol, price]) => [symbol, price.price]));
}

/** The cash the record has at `time`: equity less what its open trades hold (margin plus P&L at the marks). */
function cashAt(capital: Yen, trades: readonly NotionalTrade[], marks: ReadonlyMap<string, Price>, time: Date): bigint {
  let cash = equityAtTime(capital, trades, marks, time).minor;
  for (const trade of trades) {
    if (trade.openedAt > time || (trade.close && trade.close.at <= time)) continue;
    cash -= marginFor(trade.entryNotional, 1).minor;
    const mark = marks.get(trade.symbol);
    if (mark !== undefined) cash -= unrealizedPnl(trade, mark).minor;
  }
  return cash;
}

/**
 * The record's trades from the mentor's fills (any order; taken oldest first) and the recorded
 * prices: each fill taken in proportion or left out by the rule above.
 */
export function mentorRecord(capital: Yen, fills: readonly MentorFill[], prices: readonly RecordedPrice[]): NotionalTrade[] {
  const ordered = [...fills].sort((left, right) => left.at.getTime() - right.at.getTime() || left.id - right.id);
  const taken: NotionalTrade[] = [];
  for (const fill of ordered) {
    const marks = marksAt(prices, fill.at);
    // The fill's own price is the newest price of its symbol at that moment.
    marks.set(fill.symbol, fill.price);
    const equity = equityAtTime(capital, taken, marks, fill.at).minor;
    if (equity <= 0n || fill.mentorEquity.minor <= 0n) continue;
    const shares = (BigInt(fill.shares) * equity) / fill.mentorEquity.minor;
    if (shares < 1n || shares > BigInt(Number.MAX_SAFE_INTEGER)) continue;
    const count = Number(shares);
    const entryNotional = notionalOf(fill.price, count);
    const openingCharges = chargeShare(fill.openingCharges, count, fill.shares);
    const cost = marginFor(entryNotional, 1).minor + openingCharges.minor;
    if (cost > cashAt(capital, taken, marks, fill.at)) continue;
    const trade = { symbol: fill.symbol, direction: 'long' as const, shares: count, entryNotional };
    taken.push({
      ...trade,
      id: fill.id,
      price: fill.price,
      openedAt: fill.at,
      openingCharges,
      closePrice: fill.close?.price ?? null,
      close: fill.close
        ? {
            at: fill.close.at,
            grossPnl: unrealizedPnl(trade, fill.close.price),
            closingFee: chargeShare(fill.close.closingFee, count, fill.shares),
          }
        : null,
    });
  }
  return taken;
}
