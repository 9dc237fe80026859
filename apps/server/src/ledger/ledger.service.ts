/**
 * The ledger: the one module that writes balances. Every movement of money is a double-entry
 * journal entry posted here inside the caller's transaction, so the entry and the order,
 * deposit or withdrawal it pays for commit together or not at all.
 */
import type { Currency } from '@kabuto/contracts';
import {
  accountKey,
  applyEntry,
  formatAmount,
  isGuardedAccount,
  holdEntry,
  isRejection,
  memberAccount,
  money,
  releaseEntry,
  settleWithdrawalEntry,
  type AccountRef,
  type Balances,
  type Entry,
  type Money,
  type Rejection,
} from '@kabuto/domain';
import type { Queryable } from '../db/database';
import * as ledger from './ledger.repository';

export interface PostMeta {
  /** What the entry pays for (D-12, W-7, X-3); with the reason it identifies the entry, once. */
  reference: string;
  memberId: number | null;
  now: Date;
}

/** Posts `entry`, or returns `insufficient_funds` having changed nothing. */
export async function post(tx: Queryable, entry: Entry, meta: PostMeta): Promise<true | Rejection> {
  const [posted] = await postAll(tx, [{ entry, meta }]);
  if (posted === undefined) throw new Error('postAll returned no result');
  return posted;
}

/** An entry to post, and the hold it opens when it posts (money set aside for an order or a withdrawal). */
export interface EntryToPost {
  entry: Entry;
  meta: PostMeta;
  hold?: { purpose: ledger.HoldRow['purpose']; amount: Money };
}

/**
 * Posts `items` in order, each on the balances the ones before it left: an entry the balances
 * can't pay is refused (`insufficient_funds`) and changes nothing, and the others post. One lock
 * of every account they touch and one write of them all, so that the orders of a batch (the
 * order desk's group commit) post together.
 */
export async function postAll(tx: Queryable, items: readonly EntryToPost[]): Promise<(true | Rejection)[]> {
  const accounts = await lockForPosting(
    tx,
    items.map((item) => item.entry),
  );
  const { results, write } = planPostings(accounts, items);
  await write(tx);
  return results;
}

/** The accounts some entries touch, with the member accounts' balances read under their row locks. */
export interface LockedAccounts {
  ids: ReadonlyMap<string, string>;
  balances: ReadonlyMap<string, bigint>;
}

/**
 * Locks and reads the accounts `entries` touch, the first half of `postAll`: a caller that
 * pipelines (the order desk) sends it with the other statements that open its transaction, then
 * posts with `planPostings`.
 */
export async function lockForPosting(tx: Queryable, entries: readonly Entry[]): Promise<LockedAccounts> {
  const accounts = entries.flatMap((entry) => entry.postings.map((posting) => posting.account));
  const keys = [...new Set(accounts.map(accountKey))];
  let rows = await ledger.lockAccounts(tx, keys);
  // An account is created the first time money reaches it; after that the lock finds it at once.
  if (rows.length < keys.length) {
    await ledger.ensureAccounts(tx, accounts);
    rows = await ledger.lockAccounts(tx, keys);
  }
  return {
    ids: new Map(rows.map((row) => [row.key, row.id])),
    balances: new Map(rows.filter((row) => row.balance !== null).map((row) => [row.key, row.balance as bigint])),
  };
}

/**
 * Which of `items` post on the `locked` balances, in order (the second half of `postAll`), and the
 * write of those that do: their entries, postings, new balances and holds, sent together.
 */
export function planPostings(
  locked: LockedAccounts,
  items: readonly EntryToPost[],
): { results: (true | Rejection)[]; write: (tx: Queryable) => Promise<void> } {
  const idOf = (key: string) => {
    const id = locked.ids.get(key);
    if (id === undefined) throw new Error(`ledger account ${key} is missing`);
    return id;
  };
  let balances = locked.balances;
  const posted: (EntryToPost & { after: Balances })[] = [];
  const results = items.map((item): true | Rejection => {
    const after = applyEntry(balances, item.entry);
    if (isRejection(after)) return after;
    balances = after;
    posted.push({ ...item, after });
    return true;
  });
  // A member's (or a copy's) account keeps, on each posting, its balance after the entry: the
  // statement's "balance after", fixed here under the account's row lock.
  const entries = posted.map(({ entry, meta, after }) => ({
    reason: entry.reason,
    reference: meta.reference,
    memberId: meta.memberId,
    now: meta.now,
    postings: entry.postings.map((posting) => {
      const key = accountKey(posting.account);
      const balanceAfter = isGuardedAccount(posting.account) ? (after.get(key) ?? 0n) : null;
      return { accountId: idOf(key), amount: posting.amount.minor, balanceAfter };
    }),
  }));
  const newBalances = [...locked.balances.keys()].map((key) => ({ accountId: idOf(key), balance: balances.get(key) ?? 0n }));
  const holds = posted.flatMap(({ meta, hold }) => {
    if (!hold) return [];
    if (meta.memberId === null) throw new Error(`hold ${meta.reference} has no member`);
    const { purpose, amount } = hold;
    return [
      {
        memberId: meta.memberId,
        currency: amount.currency,
        amount: amount.minor,
        purpose,
        reference: meta.reference,
        createdAt: meta.now,
      },
    ];
  });
  const write = async (tx: Queryable) => {
    if (posted.length === 0) return;
    await Promise.all([ledger.insertEntries(tx, entries, newBalances), ledger.insertHolds(tx, holds)]);
  };
  return { results, write };
}

const holdReasons = { withdrawal: 'withdrawal_hold', order: 'order_hold', application: 'application_hold' } as const;
const releaseReasons = { withdrawal: 'withdrawal_release', order: 'order_release', application: 'application_release' } as const;

/** What setting money aside posts: from available to frozen, under the hold's reference. */
export function holdToPlace(hold: {
  memberId: number;
  amount: Money;
  purpose: ledger.HoldRow['purpose'];
  reference: string;
  now: Date;
}): EntryToPost {
  return {
    entry: holdEntry(String(hold.memberId), hold.amount, holdReasons[hold.purpose]),
    meta: { reference: hold.reference, memberId: hold.memberId, now: hold.now },
    hold: { purpose: hold.purpose, amount: hold.amount },
  };
}

/** Sets money aside for a purpose until it is released or settled. */
export async function placeHold(tx: Queryable, hold: Parameters<typeof holdToPlace>[0]): Promise<true | Rejection> {
  const [placed] = await postAll(tx, [holdToPlace(hold)]);
  if (placed === undefined) throw new Error('postAll returned no result');
  return placed;
}

async function openHold(tx: Queryable, reference: string): Promise<ledger.HoldRow> {
  const hold = await ledger.lockHold(tx, reference);
  // Callers change a hold only from the state of the thing it is for, so a missing or closed
  // hold here means that state and the ledger disagree: a bug, not a member's mistake.
  if (!hold || hold.status !== 'held') throw new Error(`hold ${reference} is not open`);
  return hold;
}

/** Returns held money to the member's available balance. */
export async function releaseHold(tx: Queryable, reference: string, now: Date): Promise<void> {
  const hold = await openHold(tx, reference);
  const amount = money(hold.currency, hold.amount);
  const posted = await post(tx, releaseEntry(String(hold.memberId), amount, releaseReasons[hold.purpose]), {
    reference,
    memberId: hold.memberId,
    now,
  });
  if (posted !== true) throw new Error(`release of ${reference} was refused: ${posted.rejected}`);
  await ledger.closeHold(tx, hold.id, 'released', now);
}

/**
 * Keeps only `amount` of an open hold, under `reference`: the ledger releases a hold whole, so the
 * hold is released and `amount` held again in the same transaction (the money just released is
 * there). An offering's allotment uses it to return the unallotted part before spending the rest.
 */
export async function keepPartOfHold(
  tx: Queryable,
  hold: { from: string; reference: string; amount: Money; now: Date },
): Promise<void> {
  const open = await openHold(tx, hold.from);
  await releaseHold(tx, hold.from, hold.now);
  const placed = await placeHold(tx, {
    memberId: open.memberId,
    amount: hold.amount,
    purpose: open.purpose,
    reference: hold.reference,
    now: hold.now,
  });
  if (placed !== true) throw new Error(`keeping part of ${hold.from} as ${hold.reference} was refused: ${placed.rejected}`);
}

/**
 * Spends a hold with `entry` (an order's fill, which moves the held money into margin, fees and
 * duty): the entry posts under the hold's reference and the hold closes as settled, together.
 */
export async function settleHold(tx: Queryable, reference: string, entry: Entry, now: Date): Promise<true | Rejection> {
  const hold = await openHold(tx, reference);
  const posted = await post(tx, entry, { reference, memberId: hold.memberId, now });
  if (posted !== true) return posted;
  await ledger.closeHold(tx, hold.id, 'settled', now);
  return true;
}

/** Pays a held withdrawal out through the bank. */
export async function settleWithdrawal(tx: Queryable, reference: string, now: Date): Promise<void> {
  const hold = await openHold(tx, reference);
  const posted = await post(tx, settleWithdrawalEntry(String(hold.memberId), money(hold.currency, hold.amount)), {
    reference,
    memberId: hold.memberId,
    now,
  });
  if (posted !== true) throw new Error(`settlement of ${reference} was refused: ${posted.rejected}`);
  await ledger.closeHold(tx, hold.id, 'settled', now);
}

/**
 * A member's available balance in `currency`, read under the account's row lock so that it stays
 * true until the caller's transaction ends (a close that must know what the member can pay).
 */
export async function lockedAvailable(tx: Queryable, memberId: number, currency: Currency): Promise<Money> {
  const account = memberAccount(String(memberId), currency, 'available');
  await ledger.ensureAccounts(tx, [account]);
  const [row] = await ledger.lockAccounts(tx, [accountKey(account)]);
  return money(currency, row?.balance ?? 0n);
}

/** A member's available balance in `currency` as it stands, without a lock: a figure to show. */
export async function availableIn(reader: Queryable, memberId: number, currency: Currency): Promise<Money> {
  const row = (await ledger.memberBalances(reader, memberId)).find(
    (balance) => balance.currency === currency && balance.bucket === 'available',
  );
  return money(currency, row?.balance ?? 0n);
}

export interface MemberBalance {
  currency: Currency;
  available: string;
  frozen: string;
  margin: string;
}

/** A member's balances per currency from the cached account rows, as wire-format strings. */
export async function balancesOf(db: Queryable, memberId: number): Promise<MemberBalance[]> {
  const byCurrency = new Map<Currency, MemberBalance>();
  for (const row of await ledger.memberBalances(db, memberId)) {
    const entry = byCurrency.get(row.currency) ?? { currency: row.currency, available: '0', frozen: '0', margin: '0' };
    entry[row.bucket] = formatAmount(money(row.currency, row.balance));
    byCurrency.set(row.currency, entry);
  }
  return [...byCurrency.values()];
}

export async function holdsOf(db: Queryable, memberId: number) {
  return (await ledger.openHolds(db, memberId)).map((hold) => ({
    reference: hold.reference,
    purpose: hold.purpose,
    currency: hold.currency,
    amount: formatAmount(money(hold.currency, hold.amount)),
    createdAt: hold.createdAt.toISOString(),
  }));
}

/** A member's assets in each currency and in yen, as `/user/info` shows them. */
export { assetSummary } from './asset-summary';

/** The balance of any account (a pocket's cash, a house strategy's capital), in minor units. */
export async function accountBalance(db: Queryable, account: AccountRef): Promise<bigint> {
  return ledger.balanceByKey(db, accountKey(account));
}

/** The balances of many accounts, by their `accountKey`. */
export async function accountBalances(db: Queryable, accounts: readonly AccountRef[]): Promise<Map<string, bigint>> {
  return ledger.balancesByKey(db, [...new Set(accounts.map(accountKey))]);
}

/** A member's journal entries with their postings, newest first, for the back office. */
export async function memberEntries(db: Queryable, memberId: number, page: number) {
  const rows = await ledger.memberEntryPostings(db, memberId, page);
  const entries = new Map<
    string,
    {
      id: string;
      reason: string;
      reference: string;
      createdAt: string;
      postings: { account: string; amount: string; currency: Currency }[];
    }
  >();
  for (const row of rows) {
    const entry = entries.get(row.id) ?? {
      id: row.id,
      reason: row.reason,
      reference: row.reference,
      createdAt: row.created_at.toISOString(),
      postings: [],
    };
    entry.postings.push({
      account: row.account,
      amount: formatAmount(money(row.currency, BigInt(row.amount))),
      currency: row.currency,
    });
    entries.set(row.id, entry);
  }
  return [...entries.values()];
}

/** The postings of a member's entries with these references (an order's and its position's), for trading's position detail. */
export { entriesByReference, type EntryPostingRow } from './ledger.repository';

/** The trial balance staff read: every currency sums to zero, every cached balance equals its postings. */
export { trialBalance } from './trial-balance.repository';
