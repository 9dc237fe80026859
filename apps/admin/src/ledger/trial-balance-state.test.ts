import { describe, expect, it } from 'vitest';
import type { TrialBalanceRow } from './trial-balance';
import { mismatchedAccounts, rowState, trialBalanceProblems } from './trial-balance-state';

const healthy: TrialBalanceRow = { currency: 'JPY', sum: '0', accounts: 4, mismatches: 0, mismatchedAccounts: [] };
const drifted: TrialBalanceRow = {
  currency: 'USD',
  sum: '0.00',
  accounts: 3,
  mismatches: 1,
  mismatchedAccounts: [{ key: 'member:USD:available:5', cached: '100.00', posted: '90.00', difference: '10.00' }],
};
const unbalanced: TrialBalanceRow = { currency: 'JPY', sum: '-500', accounts: 4, mismatches: 0, mismatchedAccounts: [] };

describe('rowState', () => {
  it('calls a currency healthy when it sums to zero in any spelling and no cache differs', () => {
    expect(rowState(healthy)).toEqual({ sumIsZero: true, cachesMatch: true, healthy: true });
    expect(rowState({ ...healthy, sum: '0.00' }).healthy).toBe(true);
  });

  it('flags a sum that is not zero', () => {
    expect(rowState(unbalanced)).toEqual({ sumIsZero: false, cachesMatch: true, healthy: false });
  });

  it('flags a cached balance that differs from its postings, even when the sum is zero', () => {
    expect(rowState(drifted)).toEqual({ sumIsZero: true, cachesMatch: false, healthy: false });
  });

  it('trusts the worse of the count and the list', () => {
    expect(rowState({ ...healthy, mismatches: 2 }).cachesMatch).toBe(false);
  });
});

describe('trialBalanceProblems', () => {
  it('has nothing to say when every currency is healthy', () => {
    expect(trialBalanceProblems([healthy])).toEqual([]);
  });

  it('names each problem with its currency and amount', () => {
    expect(trialBalanceProblems([unbalanced, drifted])).toEqual([
      'JPY postings sum to -¥500 instead of zero.',
      "1 USD account's cached balance differs from its postings.",
    ]);
  });
});

describe('mismatchedAccounts', () => {
  it('lists every mismatched account with its currency', () => {
    expect(mismatchedAccounts([healthy, drifted])).toEqual([{ ...drifted.mismatchedAccounts[0], currency: 'USD' }]);
  });
});
