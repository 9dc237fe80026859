/**
 * The double-entry ledger: accounts, postings and entries, the checks every entry passes, the
 * builders of the common entries, and how an entry changes balances.
 *
 * Sign convention. A posting's amount is the signed change to its account's balance, and a
 * member account's balance is money the firm holds for the member: a deposit posts +X to the
 * member's `available` and −X to the house `bank`. Because every entry sums to zero per
 * currency, house accounts mirror what members hold: `bank` is negative by the net amount
 * members have paid in (money that came from outside the ledger), `fees` positive by the fees
 * earned, `fx` by the rounding it kept less what it paid out. Member accounts can never go
 * below zero (a member cannot owe through a wallet; debts live in `loans`); house accounts may.
 */
import type { Currency } from '@kabuto/contracts';
import { currencies, postingReasons } from '@kabuto/contracts';
import { refuse, type FundsRejection } from './funds-rejection';
import { formatAmount, money, negate, type Money } from './money';

/**
 * A member's money in one currency sits in one of three buckets: `available` to spend,
 * `frozen` by a hold (a pending withdrawal, a resting order, an IPO or block-trade application),
 * or `margin` held by open positions.
 */
export type MemberBucket = 'available' | 'frozen' | 'margin';
export const memberBuckets: readonly MemberBucket[] = ['available', 'frozen', 'margin'];

/** The house's counterparties: where member money comes from and goes to. */
/**
 * `withheld_tax` is the liability of tax withheld from members' sales and not yet remitted;
 * `tax_office` is the outside tax authority it is remitted to (like `bank`, money leaving the ledger).
 */
export type HouseAccountName =
  'bank' | 'market' | 'fees' | 'taxes' | 'fx' | 'rewards' | 'loans' | 'interest' | 'strategies' | 'withheld_tax' | 'tax_office';
export const houseAccountNames: readonly HouseAccountName[] = [
  'bank',
  'market',
  'fees',
  'taxes',
  'fx',
  'rewards',
  'loans',
  'interest',
  'strategies',
  'withheld_tax',
  'tax_office',
];

export interface MemberAccount {
  readonly kind: 'member';
  readonly memberId: string;
  readonly currency: Currency;
  readonly bucket: MemberBucket;
}

export interface HouseAccount {
  readonly kind: 'house';
  readonly name: HouseAccountName;
  readonly currency: Currency;
}

/**
 * A pocket: money the ledger keeps apart for one copy of a strategy (a member's, `memberId` set,
 * its balance cached and never below zero like a member bucket) or for one house strategy (the
 * firm's capital, `memberId` null, a balance summed from postings like a house account). A copy's
 * `cash` is not the member's `available`: money enters on a follow and leaves on the end of the
 * copy, and the copy's positions take their margin from it.
 */
export type PocketOwner = 'copy' | 'strategy';
export type PocketBucket = 'cash' | 'margin';

export interface PocketAccount {
  readonly kind: 'pocket';
  readonly owner: PocketOwner;
  readonly pocketId: string;
  readonly memberId: string | null;
  readonly currency: Currency;
  readonly bucket: PocketBucket;
}

export type AccountRef = MemberAccount | HouseAccount | PocketAccount;

/**
 * Why money moved, one closed list (TigerBeetle's `code`). There is deliberately no
 * "adjustment": the back office approves or rejects, it never edits a balance, so a mistake is
 * undone by the entry that reverses it under its own reason. The list lives in the contract,
 * because the member's statement names each entry's reason (`fundRecordSchema`).
 */
export const reasonCodes = postingReasons;
export type ReasonCode = (typeof reasonCodes)[number];

/** Holds move available → frozen; releases move it back. Each names what the hold is for. */
export type HoldReason = 'withdrawal_hold' | 'order_hold' | 'application_hold';
export type ReleaseReason = 'withdrawal_release' | 'order_release' | 'application_release';

export interface Posting {
  readonly account: AccountRef;
  /** The signed change to the account's balance; see the sign convention above. */
  readonly amount: Money;
}

export interface Entry {
  readonly reason: ReasonCode;
  readonly postings: readonly Posting[];
}

/**
 * A stable key for an account, used for balances and in SQL. The fixed fields come first and
 * the member id last, so an id containing ':' still gives one unambiguous key.
 */
export function accountKey(account: AccountRef): string {
  if (account.kind === 'pocket') {
    return `pocket:${account.currency}:${account.owner}_${account.bucket}:${account.pocketId}:${account.memberId ?? ''}`;
  }
  return account.kind === 'member'
    ? `member:${account.currency}:${account.bucket}:${account.memberId}`
    : `house:${account.currency}:${account.name}`;
}

export function parseAccountKey(key: string): AccountRef {
  const [kind, currency, name, ...rest] = key.split(':');
  if (!isCurrency(currency)) throw new Error(`Not an account key: ${key}`);
  if (kind === 'member' && memberBuckets.includes(name as MemberBucket) && rest.length > 0) {
    return { kind, currency, bucket: name as MemberBucket, memberId: rest.join(':') };
  }
  if (kind === 'pocket' && rest.length === 2) {
    const [owner, bucket] = (name ?? '').split('_');
    if ((owner === 'copy' || owner === 'strategy') && (bucket === 'cash' || bucket === 'margin') && rest[0]) {
      return { kind, currency, owner, bucket, pocketId: rest[0], memberId: rest[1] ? rest[1] : null };
    }
  }
  if (kind === 'house' && houseAccountNames.includes(name as HouseAccountName) && rest.length === 0) {
    return { kind, currency, name: name as HouseAccountName };
  }
  throw new Error(`Not an account key: ${key}`);
}

export function memberAccount(memberId: string, currency: Currency, bucket: MemberBucket): MemberAccount {
  return { kind: 'member', memberId, currency, bucket };
}

export function pocketAccount(
  owner: PocketOwner,
  pocketId: string,
  memberId: string | null,
  currency: Currency,
  bucket: PocketBucket,
): PocketAccount {
  return { kind: 'pocket', owner, pocketId, memberId, currency, bucket };
}

/** Whether the ledger keeps the account's balance and refuses to take it below zero. */
export function isGuardedAccount(account: AccountRef): boolean {
  return account.kind === 'member' || (account.kind === 'pocket' && account.memberId !== null);
}

export function houseAccount(name: HouseAccountName, currency: Currency): HouseAccount {
  return { kind: 'house', name, currency };
}

/**
 * What is wrong with an entry, or null when it is well formed. A malformed entry is a bug in
 * the code that built it, never a member's mistake, so the answer is a sentence for the log.
 */
export function validateEntry(entry: Entry): string | null {
  if (!(reasonCodes as readonly string[]).includes(entry.reason)) return `unknown reason ${String(entry.reason)}`;
  if (entry.postings.length < 2) return `${entry.reason}: an entry needs at least two postings, not ${entry.postings.length}`;
  const totals = new Map<Currency, bigint>();
  for (const [index, { account, amount }] of entry.postings.entries()) {
    const where = `${entry.reason}: posting ${index} to ${accountKey(account)}`;
    if (account.kind === 'member' && account.memberId === '') return `${where} has no member id`;
    if (amount.currency !== account.currency) return `${where} is in ${amount.currency}`;
    if (amount.minor === 0n) return `${where} is zero`;
    totals.set(amount.currency, (totals.get(amount.currency) ?? 0n) + amount.minor);
  }
  for (const [currency, total] of totals) {
    if (total !== 0n) return `${entry.reason}: ${currency} postings sum to ${formatAmount(money(currency, total))}, not 0`;
  }
  return null;
}

export function assertValidEntry(entry: Entry): void {
  const problem = validateEntry(entry);
  if (problem) throw new Error(`Invalid ledger entry: ${problem}`);
}

/** Moves `amount` from one account to another: −amount from the first, +amount to the second. */
export function transfer(reason: ReasonCode, from: AccountRef, to: AccountRef, amount: Money): Entry {
  if (amount.minor <= 0n) throw new Error(`${reason}: an amount moved is positive, not ${formatAmount(amount)}`);
  const entry: Entry = {
    reason,
    postings: [
      { account: from, amount: negate(amount) },
      { account: to, amount },
    ],
  };
  assertValidEntry(entry);
  return entry;
}

/** An approved deposit: the bank's money becomes the member's. */
export function depositEntry(memberId: string, amount: Money): Entry {
  return transfer(
    'deposit',
    houseAccount('bank', amount.currency),
    memberAccount(memberId, amount.currency, 'available'),
    amount,
  );
}

/** A hold sets money aside for a withdrawal, an order or an application until it settles or is released. */
export function holdEntry(memberId: string, amount: Money, reason: HoldReason): Entry {
  const { currency } = amount;
  return transfer(reason, memberAccount(memberId, currency, 'available'), memberAccount(memberId, currency, 'frozen'), amount);
}

/** A release returns held money: a withdrawal the back office rejected, a cancelled order. */
export function releaseEntry(memberId: string, amount: Money, reason: ReleaseReason): Entry {
  const { currency } = amount;
  return transfer(reason, memberAccount(memberId, currency, 'frozen'), memberAccount(memberId, currency, 'available'), amount);
}

/**
 * Paying for allotted IPO shares: the held money becomes the member's margin, as a fill's does;
 * at listing it is the cost of a long position at leverage 1.
 */
export function allotmentPaymentEntry(memberId: string, amount: Money): Entry {
  const { currency } = amount;
  return transfer(
    'allotment_payment',
    memberAccount(memberId, currency, 'frozen'),
    memberAccount(memberId, currency, 'margin'),
    amount,
  );
}

/** A cancelled offering gives back what was paid for its shares: margin → available. */
export function allotmentRefundEntry(memberId: string, amount: Money): Entry {
  const { currency } = amount;
  return transfer(
    'allotment_refund',
    memberAccount(memberId, currency, 'margin'),
    memberAccount(memberId, currency, 'available'),
    amount,
  );
}

/** An approved withdrawal: the held money leaves through the bank. */
export function settleWithdrawalEntry(memberId: string, amount: Money): Entry {
  const { currency } = amount;
  return transfer('withdrawal_settle', memberAccount(memberId, currency, 'frozen'), houseAccount('bank', currency), amount);
}

/**
 * An exchange: the member's `debit` goes to the house fx account in its currency, and the fx
 * account in the other currency pays the member `credit`. Each currency balances on its own;
 * the fx account's two balances carry the rate and the rounding (see exchange.ts).
 */
export function exchangeEntry(memberId: string, debit: Money, credit: Money): Entry {
  if (debit.currency === credit.currency) throw new Error(`An exchange needs two currencies, not ${debit.currency} twice`);
  if (debit.minor <= 0n || credit.minor <= 0n) throw new Error('An exchange moves positive amounts');
  const entry: Entry = {
    reason: 'exchange',
    postings: [
      { account: memberAccount(memberId, debit.currency, 'available'), amount: negate(debit) },
      { account: houseAccount('fx', debit.currency), amount: debit },
      { account: houseAccount('fx', credit.currency), amount: negate(credit) },
      { account: memberAccount(memberId, credit.currency, 'available'), amount: credit },
    ],
  };
  assertValidEntry(entry);
  return entry;
}

/** Balances by `accountKey`, in minor units; an account not in the map has a zero balance. */
export type Balances = ReadonlyMap<string, bigint>;

/**
 * The balances after `entry`, or `insufficient_funds` when a member bucket would go below zero,
 * in which case nothing changes. Pass at least the balances of the accounts the entry touches
 * (the service reads them under a row lock). Postings to the same account are netted first, so
 * an entry that takes and gives back within one account is judged by its net effect.
 * An invalid entry is a bug and throws.
 */
export function applyEntry(balances: Balances, entry: Entry): Balances | FundsRejection {
  assertValidEntry(entry);
  const changes = new Map<string, { account: AccountRef; minor: bigint }>();
  for (const { account, amount } of entry.postings) {
    const key = accountKey(account);
    changes.set(key, { account, minor: (changes.get(key)?.minor ?? 0n) + amount.minor });
  }
  const next = new Map(balances);
  for (const [key, { account, minor }] of changes) {
    const before = balances.get(key) ?? 0n;
    const after = before + minor;
    if (isGuardedAccount(account) && after < 0n) {
      return refuse('insufficient_funds', {
        currency: account.currency,
        bucket:
          account.kind === 'pocket' ? `${account.owner}_${account.bucket}` : account.kind === 'member' ? account.bucket : '',
        balance: formatAmount(money(account.currency, before)),
        required: formatAmount(money(account.currency, -minor)),
      });
    }
    next.set(key, after);
  }
  return next;
}

function isCurrency(value: string | undefined): value is Currency {
  return (currencies as readonly (string | undefined)[]).includes(value);
}
