/** `/proof/runs` and `/documents/status`: each day's proof build, and how many documents were made. */
import { useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export type ProofRun = ReplyOf<typeof adminApi.proofRuns>['items'][number];

export function useProofRuns(page: number) {
  return useQuery({
    queryKey: [...queryKeys.ledger, 'proofRuns', page],
    queryFn: () => api.call(adminApi.proofRuns, { page, size: 20 }),
  });
}

export function useDocumentsStatus() {
  return useQuery({ queryKey: [...queryKeys.ledger, 'documentsStatus'], queryFn: () => api.call(adminApi.documentsStatus, {}) });
}
