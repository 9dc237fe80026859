/** `/recovery/list` and `/recovery/review`: recovery requests without a passkey and their one decision. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../../api';
import { useReviewCall } from '../../shared/review/review-call';
import type { Decision, DecisionRequest } from '../../shared/review/review-rules';

export type RecoveryRequest = ReplyOf<typeof adminApi.recoveryList>['items'][number];
export const recoveryStatuses = ['pending', 'approved', 'rejected', 'used'] as const;

export function useRecoveryList(query: RequestOf<typeof adminApi.recoveryList>) {
  return useQuery({
    queryKey: [...queryKeys.recovery, 'list', query],
    queryFn: () => api.call(adminApi.recoveryList, query),
    placeholderData: keepPreviousData,
  });
}

export function useRecoveryReview() {
  return useReviewCall(adminApi.recoveryReview, [queryKeys.recovery, queryKeys.audit]);
}

/** The words of a decision: what approving or rejecting lets the member do. */
export function recoveryDecision(
  request: Pick<RecoveryRequest, 'id' | 'account' | 'kycName'>,
  decision: Decision,
): DecisionRequest {
  const subject = `Recovery request of ${request.account}`;
  if (decision === 'approve') {
    return {
      id: request.id,
      decision,
      subject,
      title: `Let ${request.account} set a new password?`,
      consequence: `The person holding this request in the app may set a new login password for ${request.account}${
        request.kycName ? ` (${request.kycName})` : ''
      } once within 24 hours; every session of the account then ends. Approve only if the new photo shows the verified person.`,
      confirmLabel: 'Approve',
    };
  }
  return {
    id: request.id,
    decision,
    subject,
    title: `Reject the recovery request of ${request.account}?`,
    consequence: 'The password stays as it is. The app shows your reason to whoever filed the request; they may file a new one.',
    confirmLabel: 'Reject',
  };
}
