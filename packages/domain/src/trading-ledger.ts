/**
 * The ledger entries of trading: an order's hold, its fill into margin, fees and duty, its
 * release, added margin, and the close that returns the margin with the profit or loss.
 * Amounts are yen; every entry passes `validateEntry`, and `applyEntry` refuses any that
 * would take a member bucket below zero.
 */
import {
  assertValidEntry,
  holdEntry,
  houseAccount,
  memberAccount,
  pocketAccount,
  releaseEntry,
  type AccountRef,
  type Entry,
  type PocketOwner,
  type Posting,
} from './ledger';
import { negate } from './money';
import { tradingCurrency, type Yen } from './trading-config';
import { yenAmount, type OrderCharges } from './trading-money';

const member = (memberId: string, bucket: 'available' | 'frozen' | 'margin') => memberAccount(memberId, tradingCurrency, bucket);
const house = (name: 'market' | 'fees' | 'taxes') => houseAccount(name, tradingCurrency);

/** An order is placed: its margin, fee and duty move from available to frozen (order O-… names the hold). */
export function orderHoldEntry(memberId: string, charges: OrderCharges): Entry {
  return holdEntry(memberId, charges.total, 'order_hold');
}

/** A pending order is cancelled or expires: its whole hold returns to available. */
export function orderReleaseEntry(memberId: string, held: Yen): Entry {
  return releaseEntry(memberId, held, 'order_release');
}

/**
 * An order fills: the whole hold leaves frozen; the margin of the fill goes to the member's
 * margin bucket, the fee to the house `fees`, the duty to the house `taxes`. The hold was worked
 * out at the limit price (or the book at the time), so the fill can cost less (a long filled
 * below its limit: the difference returns to available) or more (a short filled above its
 * limit needs more margin: the difference comes from available, and the fill is refused when
 * available can't pay it).
 */
export function fillEntry(memberId: string, held: Yen, charged: OrderCharges): Entry {
  const postings = nonZero([
    { account: member(memberId, 'frozen'), amount: negate(held) },
    { account: member(memberId, 'margin'), amount: charged.margin },
    { account: house('fees'), amount: charged.fee },
    { account: house('taxes'), amount: charged.stampDuty },
    { account: member(memberId, 'available'), amount: yenAmount(held.minor - charged.total.minor) },
  ]);
  return checked({ reason: 'fill', postings });
}

/** The member adds margin to a holding position, from available. */
export function addMarginEntry(memberId: string, amount: Yen): Entry {
  if (amount.minor <= 0n) throw new Error('Added margin is a positive amount');
  return checked({
    reason: 'margin_hold',
    postings: [
      { account: member(memberId, 'available'), amount: negate(amount) },
      { account: member(memberId, 'margin'), amount },
    ],
  });
}

export interface CloseSettlement {
  /** The position's margin, returned from the margin bucket. */
  readonly margin: Yen;
  /** P&L at the close price before the fee: paid by the house `market` when positive, paid to it when negative. */
  readonly grossPnl: Yen;
  readonly closingFee: Yen;
  /**
   * The part of a loss the member can't pay (see `closeShortfall`), which the house `market`
   * absorbs so the member's available stays at zero, never below: a wallet can't owe.
   */
  readonly writeOff?: Yen;
}

/**
 * A position closes: its margin leaves the margin bucket, the house `market` pays the profit
 * or takes the loss, the closing fee goes to `fees`, and the member's available receives the
 * net, margin + P&L − fee (+ any write-off). When the net is negative the loss is taken from
 * the member's other available money, and `applyEntry` refuses the entry if there isn't enough.
 */
export function closeEntry(memberId: string, settlement: CloseSettlement): Entry {
  const writeOff = settlement.writeOff?.minor ?? 0n;
  if (writeOff < 0n) throw new Error('A write-off is not negative');
  const { margin, grossPnl, closingFee } = settlement;
  const postings = nonZero([
    { account: member(memberId, 'margin'), amount: negate(margin) },
    { account: house('market'), amount: yenAmount(-grossPnl.minor - writeOff) },
    { account: house('fees'), amount: closingFee },
    { account: member(memberId, 'available'), amount: yenAmount(margin.minor + grossPnl.minor - closingFee.minor + writeOff) },
  ]);
  return checked({ reason: 'close', postings });
}

/**
 * How much of a close the member can't pay with `available` (read under the account's lock):
 * zero unless the loss and fee exceed the margin returned plus the available balance. Pass it as
 * `writeOff` for a forced close, which must go through; a member's own close with a shortfall
 * can simply be refused.
 */
export function closeShortfall(settlement: Omit<CloseSettlement, 'writeOff'>, available: Yen): Yen {
  const after = available.minor + settlement.margin.minor + settlement.grossPnl.minor - settlement.closingFee.minor;
  return yenAmount(after < 0n ? -after : 0n);
}

/** Zero postings are invalid: an entry leaves out the legs that move nothing (no duty, no P&L). */
function nonZero(postings: readonly Posting[]): Posting[] {
  return postings.filter((posting) => posting.amount.minor !== 0n);
}

function checked(entry: Entry): Entry {
  assertValidEntry(entry);
  return entry;
}

/** Where a pocket's trading money sits: its cash pays for a fill, its margin holds the positions. */
export interface PocketTradingAccounts {
  readonly cash: AccountRef;
  readonly margin: AccountRef;
}

/** The pockets of a copy (a member's, guarded) or of a house strategy (the firm's). */
export function pocketTradingAccounts(owner: PocketOwner, pocketId: string, memberId: string | null): PocketTradingAccounts {
  return {
    cash: pocketAccount(owner, pocketId, memberId, tradingCurrency, 'cash'),
    margin: pocketAccount(owner, pocketId, memberId, tradingCurrency, 'margin'),
  };
}

/** A pocket's market order fills at once: margin, fee and duty leave its cash (there is no hold to settle). */
export function pocketFillEntry(accounts: PocketTradingAccounts, charged: OrderCharges): Entry {
  return checked({
    reason: 'fill',
    postings: nonZero([
      { account: accounts.cash, amount: negate(charged.total) },
      { account: accounts.margin, amount: charged.margin },
      { account: house('fees'), amount: charged.fee },
      { account: house('taxes'), amount: charged.stampDuty },
    ]),
  });
}

/** A pocket's position closes as a member's does (`closeEntry`), into the pocket's cash. */
export function pocketCloseEntry(accounts: PocketTradingAccounts, settlement: CloseSettlement): Entry {
  const writeOff = settlement.writeOff?.minor ?? 0n;
  const { margin, grossPnl, closingFee } = settlement;
  return checked({
    reason: 'close',
    postings: nonZero([
      { account: accounts.margin, amount: negate(margin) },
      { account: house('market'), amount: yenAmount(-grossPnl.minor - writeOff) },
      { account: house('fees'), amount: closingFee },
      { account: accounts.cash, amount: yenAmount(margin.minor + grossPnl.minor - closingFee.minor + writeOff) },
    ]),
  });
}
