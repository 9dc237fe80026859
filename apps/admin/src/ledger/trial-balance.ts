/** `/ledger/trialBalance`: per currency, the sum of all postings and any cached balance that disagrees. */
import { useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export type TrialBalanceRow = ReplyOf<typeof adminApi.trialBalance>[number];

export function useTrialBalance() {
  return useQuery({ queryKey: [...queryKeys.ledger, 'trialBalance'], queryFn: () => api.call(adminApi.trialBalance, {}) });
}
