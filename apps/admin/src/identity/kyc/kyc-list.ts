/** `/kyc/list`: one page of identity submissions, filtered by status and account prefix. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../../api';

export type KycSubmission = ReplyOf<typeof adminApi.kycList>['items'][number];
export type KycQuery = RequestOf<typeof adminApi.kycList>;

export const kycStatuses = ['pending', 'verified', 'rejected'] as const;

export function useKycList(query: KycQuery) {
  return useQuery({
    queryKey: [...queryKeys.kyc, 'list', query],
    queryFn: () => api.call(adminApi.kycList, query),
    // Keep the current page on screen while the next loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });
}
