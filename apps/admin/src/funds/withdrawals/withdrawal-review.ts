/** `/withdrawals/review` (owners and reviewers): pays a held withdrawal out, or returns it, once. */
import { adminApi } from '@kabuto/contracts';
import { queryKeys } from '../../api';
import { useReviewCall } from '../../shared/review/review-call';

export function useWithdrawalReview() {
  // Either way the hold closes, so the member's ledger and the trial balance change too.
  return useReviewCall(adminApi.withdrawalsReview, [queryKeys.withdrawals, queryKeys.ledger, queryKeys.members, queryKeys.audit]);
}
