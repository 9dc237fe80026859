import type { Currency } from '@kabuto/contracts';
import { describe, expect, it } from 'vitest';
import { isRejection as isFundsRejection } from './rejection';
import {
  accountKey,
  applyEntry,
  depositEntry,
  exchangeEntry,
  holdEntry,
  houseAccount,
  memberAccount,
  parseAccountKey,
  releaseEntry,
  settleWithdrawalEntry,
  validateEntry,
  type AccountRef,
  type Balances,
  type Entry,
} from './ledger';
import { money, type Money } from './money';

const yen = (minor: bigint) => money('JPY', minor);
const dollars = (minor: bigint) => money('USD', minor);
const available = (memberId: string, currency: Currency = 'JPY') => accountKey(memberAccount(memberId, currency, 'available'));
const frozen = (memberId: string, currency: Currency = 'JPY') => accountKey(memberAccount(memberId, currency, 'frozen'));
const bank = (currency: Currency = 'JPY') => accountKey(houseAccount('bank', currency));

/** Applies entries in turn, failing the test on a refusal. */
function applyAll(entries: readonly Entry[], from: Balances = new Map()): Balances {
  return entries.reduce((balances, entry) => {
    const next = applyEntry(balances, entry);
    if (isFundsRejection(next)) throw new Error(`refused: ${JSON.stringify(next)}`);
    return next;
  }, from);
}

/** The ledger's invariant, asserted after every test that moves money. */
function expectEachCurrencySumsToZero(balances: Balances): void {
  const totals = new Map<string, bigint>();
  for (const [key, minor] of balances) {
    const { currency } = parseAccountKey(key);
    totals.set(currency, (totals.get(currency) ?? 0n) + minor);
  }
  for (const total of totals.values()) expect(total).toBe(0n);
}

describe('account keys', () => {
  it.each([
    { account: memberAccount('42', 'JPY', 'available'), key: 'member:JPY:available:42' },
    { account: memberAccount('a:b', 'USD', 'margin'), key: 'member:USD:margin:a:b' },
    { account: houseAccount('fx', 'VND'), key: 'house:VND:fx' },
  ] as { account: AccountRef; key: string }[])('$key', ({ account, key }) => {
    expect(accountKey(account)).toBe(key);
    // A member id with ':' still reads back as itself, since it comes last.
    expect(parseAccountKey(key)).toEqual(account);
  });

  it.each([
    { key: 'member:JPY:available' },
    { key: 'member:EUR:available:1' },
    { key: 'house:JPY:vault' },
    { key: 'house:JPY:fx:1' },
  ])('refuses "$key"', ({ key }) => {
    expect(() => parseAccountKey(key)).toThrow(/Not an account key/);
  });
});

describe('validating an entry', () => {
  const member = memberAccount('1', 'JPY', 'available');
  const houseBank = houseAccount('bank', 'JPY');
  const posting = (account: AccountRef, amount: Money) => ({ account, amount });

  it.each([
    {
      case: 'a balanced deposit',
      entry: { reason: 'deposit', postings: [posting(houseBank, yen(-100n)), posting(member, yen(100n))] },
      problem: null,
    },
    {
      case: 'one posting',
      entry: { reason: 'deposit', postings: [posting(member, yen(100n))] },
      problem: 'deposit: an entry needs at least two postings, not 1',
    },
    {
      // −100 + 99 = −1
      case: 'postings that do not sum to zero',
      entry: { reason: 'deposit', postings: [posting(houseBank, yen(-100n)), posting(member, yen(99n))] },
      problem: 'deposit: JPY postings sum to -1, not 0',
    },
    {
      case: 'a zero posting',
      entry: {
        reason: 'fee',
        postings: [posting(houseBank, yen(-100n)), posting(member, yen(100n)), posting(houseAccount('fees', 'JPY'), yen(0n))],
      },
      problem: 'fee: posting 2 to house:JPY:fees is zero',
    },
    {
      case: 'an amount in another currency than its account',
      entry: { reason: 'deposit', postings: [posting(houseBank, dollars(-100n)), posting(member, dollars(100n))] },
      problem: 'deposit: posting 0 to house:JPY:bank is in USD',
    },
    {
      // JPY: −100 + 100 = 0, but USD: +1 alone
      case: 'one currency balanced and another not',
      entry: {
        reason: 'exchange',
        postings: [posting(houseBank, yen(-100n)), posting(member, yen(100n)), posting(houseAccount('fx', 'USD'), dollars(1n))],
      },
      problem: 'exchange: USD postings sum to 0.01, not 0',
    },
    {
      case: 'a member account without a member',
      entry: {
        reason: 'deposit',
        postings: [posting(houseBank, yen(-1n)), posting(memberAccount('', 'JPY', 'available'), yen(1n))],
      },
      problem: 'deposit: posting 1 to member:JPY:available: has no member id',
    },
    {
      case: 'a reason outside the list',
      entry: { reason: 'adjustment', postings: [posting(houseBank, yen(-1n)), posting(member, yen(1n))] },
      problem: 'unknown reason adjustment',
    },
  ])('$case: $problem', ({ entry, problem }) => {
    expect(validateEntry(entry as Entry)).toBe(problem);
  });
});

describe('building entries', () => {
  it.each([
    {
      name: 'deposit',
      entry: depositEntry('7', yen(5000n)),
      reason: 'deposit',
      moves: { [bank()]: -5000n, [available('7')]: 5000n },
    },
    {
      name: 'hold',
      entry: holdEntry('7', yen(3000n), 'withdrawal_hold'),
      reason: 'withdrawal_hold',
      moves: { [available('7')]: -3000n, [frozen('7')]: 3000n },
    },
    {
      name: 'release',
      entry: releaseEntry('7', yen(3000n), 'order_release'),
      reason: 'order_release',
      moves: { [frozen('7')]: -3000n, [available('7')]: 3000n },
    },
    {
      name: 'settled withdrawal',
      entry: settleWithdrawalEntry('7', yen(3000n)),
      reason: 'withdrawal_settle',
      moves: { [frozen('7')]: -3000n, [bank()]: 3000n },
    },
    {
      name: 'exchange',
      entry: exchangeEntry('7', yen(15_124n), dollars(10_000n)),
      reason: 'exchange',
      moves: {
        [available('7')]: -15_124n,
        [accountKey(houseAccount('fx', 'JPY'))]: 15_124n,
        [accountKey(houseAccount('fx', 'USD'))]: -10_000n,
        [available('7', 'USD')]: 10_000n,
      },
    },
  ])('a $name moves money as documented', ({ entry, reason, moves }) => {
    expect(entry.reason).toBe(reason);
    expect(validateEntry(entry)).toBeNull();
    expect(Object.fromEntries(entry.postings.map(({ account, amount }) => [accountKey(account), amount.minor]))).toEqual(moves);
  });

  it.each([
    { name: 'a zero deposit', build: () => depositEntry('7', yen(0n)) },
    { name: 'a negative hold', build: () => holdEntry('7', yen(-1n), 'order_hold') },
    { name: 'an exchange within one currency', build: () => exchangeEntry('7', yen(1n), yen(1n)) },
    { name: 'an exchange crediting nothing', build: () => exchangeEntry('7', yen(1n), dollars(0n)) },
  ])('throws on $name: a bug in the caller', ({ build }) => {
    expect(build).toThrow();
  });
});

describe('applying entries', () => {
  it('deposits, holds for a withdrawal, settles it, and keeps every currency at zero', () => {
    const balances = applyAll([
      depositEntry('1', yen(10_000n)),
      holdEntry('1', yen(4_000n), 'withdrawal_hold'),
      settleWithdrawalEntry('1', yen(4_000n)),
    ]);
    // 10,000 deposited − 4,000 withdrawn = 6,000 available; the bank is −6,000
    expect(balances.get(available('1'))).toBe(6_000n);
    expect(balances.get(frozen('1'))).toBe(0n);
    expect(balances.get(bank())).toBe(-6_000n);
    expectEachCurrencySumsToZero(balances);
  });

  it('releases a rejected withdrawal back to available', () => {
    const balances = applyAll([
      depositEntry('1', yen(10_000n)),
      holdEntry('1', yen(4_000n), 'withdrawal_hold'),
      releaseEntry('1', yen(4_000n), 'withdrawal_release'),
    ]);
    expect(balances.get(available('1'))).toBe(10_000n);
    expectEachCurrencySumsToZero(balances);
  });

  it('exchanges yen for dollars through the house fx account', () => {
    // $100.00 at 151.2345 costs ¥15,123.45 → the member pays ¥15,124 for $100.00
    const balances = applyAll([depositEntry('1', yen(20_000n)), exchangeEntry('1', yen(15_124n), dollars(10_000n))]);
    // 20,000 − 15,124 = 4,876
    expect(balances.get(available('1'))).toBe(4_876n);
    expect(balances.get(available('1', 'USD'))).toBe(10_000n);
    expect(balances.get(accountKey(houseAccount('fx', 'USD')))).toBe(-10_000n);
    expectEachCurrencySumsToZero(balances);
  });

  it.each([
    {
      case: 'a hold of more than is available',
      // 1,000 available − 1,001 held = −1
      entries: [depositEntry('1', yen(1_000n))],
      refused: holdEntry('1', yen(1_001n), 'order_hold'),
      params: { currency: 'JPY', bucket: 'available', balance: '1000', required: '1001' },
    },
    {
      case: 'a settlement of more than is frozen',
      // 500 frozen − 600 settled = −100
      entries: [depositEntry('1', yen(1_000n)), holdEntry('1', yen(500n), 'withdrawal_hold')],
      refused: settleWithdrawalEntry('1', yen(600n)),
      params: { currency: 'JPY', bucket: 'frozen', balance: '500', required: '600' },
    },
    {
      case: 'an exchange with no dollars',
      entries: [depositEntry('1', yen(1_000n))],
      refused: exchangeEntry('1', dollars(100n), yen(151n)),
      params: { currency: 'USD', bucket: 'available', balance: '0.00', required: '1.00' },
    },
  ])('refuses $case as insufficient_funds and changes nothing', ({ entries, refused, params }) => {
    const before = applyAll(entries);
    const snapshot = new Map(before);
    expect(applyEntry(before, refused)).toEqual({ rejected: 'insufficient_funds', params });
    expect(before).toEqual(snapshot);
    expectEachCurrencySumsToZero(before);
  });

  it('lets house accounts go negative: the bank is negative by what members paid in', () => {
    const balances = applyAll([depositEntry('1', yen(700n)), depositEntry('2', yen(300n))]);
    // −700 − 300 = −1,000
    expect(balances.get(bank())).toBe(-1_000n);
    expectEachCurrencySumsToZero(balances);
  });

  it('nets postings to one account before checking, judging the entry by its effect', () => {
    const account = memberAccount('1', 'JPY', 'available');
    const fees = houseAccount('fees', 'JPY');
    // −100 + 90 = −10 net, which a balance of 10 covers although −100 alone would not: 10 − 10 = 0
    const entry: Entry = {
      reason: 'fee',
      postings: [
        { account, amount: yen(-100n) },
        { account, amount: yen(90n) },
        { account: fees, amount: yen(10n) },
      ],
    };
    expect(applyEntry(new Map([[accountKey(account), 10n]]), entry)).toEqual(
      new Map([
        [accountKey(account), 0n],
        [accountKey(fees), 10n],
      ]),
    );
  });

  it('throws on an invalid entry instead of applying it', () => {
    const entry = { reason: 'deposit', postings: [] } as unknown as Entry;
    expect(() => applyEntry(new Map(), entry)).toThrow(/Invalid ledger entry/);
  });
});
