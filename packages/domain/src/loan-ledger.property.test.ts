/**
 * Random sequences of loans, daily accruals, repayments and price moves, posted through the loan
 * entries and kept beside a reference model of plain sums: every currency sums to zero, owed
 * never goes below zero, the house `loans` account stands at minus what is owed, and a loan is
 * granted only within the line at the prices of the moment.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asPrice, asSen } from './stock-exchange-rules';
import { decimal } from './decimal';
import { accountKey, applyEntry, depositEntry, houseAccount, memberAccount, type Balances, type Entry } from './ledger';
import { loanDisbursalEntry, loanInterestEntry, loanRepaymentEntry } from './loan-ledger';
import { availableCredit, collateralValue, interestOn, splitRepayment, type CollateralPosition } from './loan-rules';
import { isRejection } from './rejection';
import { yenAmount } from './trading-money';

type Operation =
  { kind: 'borrow'; amount: bigint } | { kind: 'day' } | { kind: 'repay'; amount: bigint } | { kind: 'price'; percent: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('borrow' as const), amount: fc.bigInt({ min: 1n, max: 200_000n }) }),
  fc.constant({ kind: 'day' as const }),
  fc.record({ kind: fc.constant('repay' as const), amount: fc.bigInt({ min: 1n, max: 200_000n }) }),
  fc.record({ kind: fc.constant('price' as const), percent: fc.integer({ min: 50, max: 150 }) }),
);

const apr = decimal('0.029');
const maxLtv = decimal('0.6');
const member = '7';
const available = accountKey(memberAccount(member, 'JPY', 'available'));
const loans = accountKey(houseAccount('loans', 'JPY'));

function post(balances: Balances, entry: Entry): Balances {
  const after = applyEntry(balances, entry);
  if (isRejection(after)) throw new Error('refused');
  return after;
}

describe('loan entries over random sequences', () => {
  it('keep the books at zero, owed ≥ 0 and the loans account at minus what is owed', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        let balances: Balances = post(new Map(), depositEntry(member, yenAmount(50_000n)));
        let mark = asPrice(200_000n); // sen: ¥2,000
        let principal = 0n;
        let interest = 0n;
        let principalDays = 0n;
        let interestPosted = 0n;
        const position = (): CollateralPosition => ({
          id: 1,
          direction: 'long',
          shares: 100,
          entryNotional: asSen(20_000_000n),
          margin: yenAmount(200_000n),
          mark,
        });
        for (const step of operations) {
          if (step.kind === 'borrow') {
            const line = availableCredit(collateralValue([position()]), yenAmount(principal + interest), maxLtv);
            if (step.amount > line.minor) continue;
            balances = post(balances, loanDisbursalEntry(member, yenAmount(step.amount)));
            principal += step.amount;
          } else if (step.kind === 'day') {
            principalDays += principal;
            const increase = interestOn(principalDays, apr).minor - interestPosted;
            if (increase > 0n) balances = post(balances, loanInterestEntry(yenAmount(increase)));
            interestPosted += increase;
            interest += increase;
          } else if (step.kind === 'repay') {
            const cash = balances.get(available) ?? 0n;
            const owed = principal + interest;
            const amount = [step.amount, owed, cash].reduce((least, value) => (value < least ? value : least));
            if (amount <= 0n) continue;
            const split = splitRepayment({ principal: yenAmount(principal), interest: yenAmount(interest) }, yenAmount(amount));
            balances = post(balances, loanRepaymentEntry(member, yenAmount(amount)));
            principal -= split.principal.minor;
            interest -= split.interest.minor;
          } else {
            mark = asPrice((mark * BigInt(step.percent)) / 100n);
          }
          expect(principal).toBeGreaterThanOrEqual(0n);
          expect(interest).toBeGreaterThanOrEqual(0n);
          expect(balances.get(loans) ?? 0n).toBe(-(principal + interest));
          expect([...balances.values()].reduce((total, value) => total + value, 0n)).toBe(0n);
        }
      }),
    );
  });
});
