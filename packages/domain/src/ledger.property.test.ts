/**
 * Random sequences of funds operations, applied both through the ledger and to a small
 * reference model that knows nothing of postings: the two must agree at every step, every
 * currency must sum to zero, and no member bucket may go below zero.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimal, pow10 } from './decimal';
import { convert } from './currency-exchange';
import { isRejection as isFundsRejection } from './rejection';
import {
  accountKey,
  applyEntry,
  depositEntry,
  exchangeEntry,
  holdEntry,
  memberAccount,
  parseAccountKey,
  releaseEntry,
  settleWithdrawalEntry,
  type Balances,
  type Entry,
} from './ledger';
import { minorUnitScale, money } from './money';

const members = ['m1', 'm2', 'm3'] as const;
const currencies = ['JPY', 'USD', 'VND'] as const;
type Member = (typeof members)[number];
type TestCurrency = (typeof currencies)[number];

// Units of the column currency per one unit of the row currency.
const rates: Record<TestCurrency, Record<TestCurrency, string>> = {
  JPY: { JPY: '1', USD: '0.006612', VND: '168.05' },
  USD: { JPY: '151.2345', USD: '1', VND: '25415' },
  VND: { JPY: '0.00595', USD: '0.0000393', VND: '1' },
};

type Operation =
  | { kind: 'deposit' | 'hold' | 'release' | 'settle'; member: Member; currency: TestCurrency; minor: bigint }
  | { kind: 'exchange'; member: Member; currency: TestCurrency; to: TestCurrency; minor: bigint };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('deposit' as const, 'hold' as const, 'release' as const, 'settle' as const),
    member: fc.constantFrom(...members),
    currency: fc.constantFrom(...currencies),
    minor: fc.bigInt({ min: 1n, max: 1_000_000n }),
  }),
  fc.record({
    kind: fc.constant('exchange' as const),
    member: fc.constantFrom(...members),
    currency: fc.constantFrom(...currencies),
    to: fc.constantFrom(...currencies),
    minor: fc.bigInt({ min: 1n, max: 1_000_000n }),
  }),
);

/** The reference: each member's available and frozen per currency, moved by plain arithmetic. */
type Model = Map<string, { available: bigint; frozen: bigint }>;

function wallet(model: Model, member: Member, currency: TestCurrency) {
  const key = `${member}/${currency}`;
  if (!model.has(key)) model.set(key, { available: 0n, frozen: 0n });
  return model.get(key)!;
}

/** Applies an operation to the model; false when the model refuses it (and nothing changes). */
function applyToModel(model: Model, op: Operation): boolean {
  const from = wallet(model, op.member, op.currency);
  switch (op.kind) {
    case 'deposit':
      from.available += op.minor;
      return true;
    case 'hold':
      if (from.available < op.minor) return false;
      from.available -= op.minor;
      from.frozen += op.minor;
      return true;
    case 'release':
      if (from.frozen < op.minor) return false;
      from.frozen -= op.minor;
      from.available += op.minor;
      return true;
    case 'settle':
      if (from.frozen < op.minor) return false;
      from.frozen -= op.minor;
      return true;
    case 'exchange': {
      if (from.available < op.minor) return false;
      // Credit = ⌊minor × rate × 10^scale(to) / 10^scale(from)⌋, worked out here without the domain's rounding.
      const rate = decimal(rates[op.currency][op.to]);
      const credit = (op.minor * rate.units * pow10(minorUnitScale[op.to])) / pow10(minorUnitScale[op.currency] + rate.scale);
      from.available -= op.minor;
      wallet(model, op.member, op.to).available += credit;
      return true;
    }
  }
}

/** The ledger entry for an operation, or null when it is not one the service would post. */
function entryFor(op: Operation): Entry | null {
  const amount = money(op.currency, op.minor);
  switch (op.kind) {
    case 'deposit':
      return depositEntry(op.member, amount);
    case 'hold':
      return holdEntry(op.member, amount, 'withdrawal_hold');
    case 'release':
      return releaseEntry(op.member, amount, 'withdrawal_release');
    case 'settle':
      return settleWithdrawalEntry(op.member, amount);
    case 'exchange': {
      const credit = convert(amount, op.to, decimal(rates[op.currency][op.to]));
      return exchangeEntry(op.member, amount, credit);
    }
  }
}

/** The service refuses these before they reach the ledger: exchanging into the same currency, or for nothing. */
function isPostable(op: Operation): boolean {
  if (op.kind !== 'exchange') return true;
  if (op.to === op.currency) return false;
  return convert(money(op.currency, op.minor), op.to, decimal(rates[op.currency][op.to])).minor > 0n;
}

function currencyTotals(balances: Balances): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const [key, minor] of balances) {
    const { currency } = parseAccountKey(key);
    totals.set(currency, (totals.get(currency) ?? 0n) + minor);
  }
  return totals;
}

describe('the ledger against a reference model', () => {
  it('sums to zero per currency, never lets a member bucket go below zero, and agrees with the model', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 80 }), (operations) => {
        let balances: Balances = new Map();
        const model: Model = new Map();
        for (const op of operations.filter(isPostable)) {
          const entry = entryFor(op)!;
          const next = applyEntry(balances, entry);
          const modelAccepted = applyToModel(model, op);
          if (isFundsRejection(next)) {
            expect(next.rejected).toBe('insufficient_funds');
            expect(modelAccepted).toBe(false);
            // A refusal leaves `balances` as it was: the next step starts from the same map.
          } else {
            expect(modelAccepted).toBe(true);
            balances = next;
          }
          for (const total of currencyTotals(balances).values()) expect(total).toBe(0n);
          for (const [key, minor] of balances) {
            if (parseAccountKey(key).kind === 'member') expect(minor >= 0n).toBe(true);
          }
          for (const member of members) {
            for (const currency of currencies) {
              const expected = wallet(model, member, currency);
              expect(balances.get(accountKey(memberAccount(member, currency, 'available'))) ?? 0n).toBe(expected.available);
              expect(balances.get(accountKey(memberAccount(member, currency, 'frozen'))) ?? 0n).toBe(expected.frozen);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
