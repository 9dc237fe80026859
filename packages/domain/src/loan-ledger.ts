/**
 * The ledger entries of a loan. The house `loans` account mirrors what members owe: a disbursal
 * takes from it, accrued interest takes from it too (the member owes more) while `interest`
 * records what the firm earned, and a repayment gives back. So `loans` always stands at minus
 * the total owed, and every entry sums to zero.
 */
import { houseAccount, memberAccount, transfer, type Entry } from './ledger';
import type { Yen } from './trading-config';

/** An approved loan: the firm's lending account pays the amount into the member's available cash. */
export function loanDisbursalEntry(memberId: string, amount: Yen): Entry {
  return transfer(
    'loan_disbursal',
    houseAccount('loans', amount.currency),
    memberAccount(memberId, amount.currency, 'available'),
    amount,
  );
}

/** A day's interest: the member owes more (from `loans`) and the firm has earned it (to `interest`). */
export function loanInterestEntry(amount: Yen): Entry {
  return transfer('loan_interest', houseAccount('loans', amount.currency), houseAccount('interest', amount.currency), amount);
}

/** A repayment from the member's available cash back to the firm's lending account. */
export function loanRepaymentEntry(memberId: string, amount: Yen): Entry {
  return transfer(
    'loan_repayment',
    memberAccount(memberId, amount.currency, 'available'),
    houseAccount('loans', amount.currency),
    amount,
  );
}
