/** `/deposits/review` (owners and reviewers): credits a pending deposit, or rejects it, once. */
import { adminApi } from '@kabuto/contracts';
import { queryKeys } from '../../api';
import { useReviewCall } from '../../shared/review/review-call';

export function useDepositReview() {
  // A credit changes the member's ledger and the trial balance as well as the queue.
  return useReviewCall(adminApi.depositsReview, [queryKeys.deposits, queryKeys.ledger, queryKeys.members, queryKeys.audit]);
}
