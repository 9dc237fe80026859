/**
 * Reading a trial balance: a currency is healthy when its postings sum to zero and no cached
 * balance differs from its postings. Either failure means a bug in the ledger, never a member's
 * doing, so the screen names each one.
 */
import { formatAmount, isZeroAmount } from '../ui/money';
import type { TrialBalanceRow } from './trial-balance';

export interface RowState {
  sumIsZero: boolean;
  cachesMatch: boolean;
  healthy: boolean;
}

export function rowState(row: Pick<TrialBalanceRow, 'sum' | 'mismatches' | 'mismatchedAccounts'>): RowState {
  const sumIsZero = isZeroAmount(row.sum);
  // Either number alone is enough to call it wrong: trust the worse of the two.
  const cachesMatch = row.mismatches === 0 && row.mismatchedAccounts.length === 0;
  return { sumIsZero, cachesMatch, healthy: sumIsZero && cachesMatch };
}

/** One sentence per problem, for the banner above the table; empty when all is well. */
export function trialBalanceProblems(rows: readonly TrialBalanceRow[]): string[] {
  return rows.flatMap((row) => {
    const state = rowState(row);
    const problems: string[] = [];
    if (!state.sumIsZero)
      problems.push(`${row.currency} postings sum to ${formatAmount(row.sum, row.currency)} instead of zero.`);
    if (!state.cachesMatch) {
      const count = Math.max(row.mismatches, row.mismatchedAccounts.length);
      problems.push(
        count === 1
          ? `1 ${row.currency} account's cached balance differs from its postings.`
          : `${count} ${row.currency} accounts' cached balances differ from their postings.`,
      );
    }
    return problems;
  });
}

export type MismatchedAccount = TrialBalanceRow['mismatchedAccounts'][number] & { currency: TrialBalanceRow['currency'] };

export function mismatchedAccounts(rows: readonly TrialBalanceRow[]): MismatchedAccount[] {
  return rows.flatMap((row) => row.mismatchedAccounts.map((account) => ({ ...account, currency: row.currency })));
}
