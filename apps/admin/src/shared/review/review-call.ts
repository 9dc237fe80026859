/**
 * The three review calls (`/kyc/review`, `/deposits/review`, `/withdrawals/review`) share one
 * contract: `{id, approve, reason}`, one decision per item, 409 for a second. Each area binds
 * this hook to its endpoint in its own file.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type RequestOf } from '@kabuto/contracts';
import { api } from '../../api';

export type ReviewBody = RequestOf<typeof adminApi.kycReview>;
type ReviewEndpoint =
  | typeof adminApi.kycReview
  | typeof adminApi.depositsReview
  | typeof adminApi.withdrawalsReview
  | typeof adminApi.loansReview
  | typeof adminApi.copyMentorsReview
  | typeof adminApi.blockReview
  | typeof adminApi.recoveryReview;

export function useReviewCall(endpoint: ReviewEndpoint, refresh: readonly (readonly string[])[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => api.call(endpoint, body),
    // Refreshed after a refusal too: a 409 means this screen was stale, and showing the item's
    // real state (and who decided it) is the whole point of the answer.
    onSettled: async () => {
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export type ReviewCall = ReturnType<typeof useReviewCall>;
