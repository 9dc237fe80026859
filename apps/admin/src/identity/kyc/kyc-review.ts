/** `/kyc/review` (owners and reviewers): verifies or rejects a pending submission, once. */
import { adminApi } from '@kabuto/contracts';
import { queryKeys } from '../../api';
import { useReviewCall } from '../../shared/review/review-call';

export function useKycReview() {
  // A decision changes the queue, the member's verification status and the audit log.
  return useReviewCall(adminApi.kycReview, [queryKeys.kyc, queryKeys.members, queryKeys.audit]);
}
