/** The words of a verification decision: what approving or rejecting does to the member. */
import type { Decision, DecisionRequest } from '../../shared/review/review-rules';
import type { KycSubmission } from './kyc-list';

type Subject = Pick<KycSubmission, 'id' | 'account' | 'name' | 'idNumber'>;

export function kycDecision(submission: Subject, decision: Decision): DecisionRequest {
  const { id, account, name, idNumber } = submission;
  const subject = `Submission of ${account}`;
  if (decision === 'approve') {
    return {
      id,
      decision,
      subject,
      title: `Verify ${account}?`,
      consequence: `This verifies ${account} as ${name}, ID number ${idNumber}. The member can then add bank cards in this name and deposit. It cannot be undone.`,
      confirmLabel: 'Verify',
    };
  }
  return {
    id,
    decision,
    subject,
    title: `Reject the submission of ${account}?`,
    consequence: `${account} stays unverified and is told your reason; they can submit new photos afterwards.`,
    confirmLabel: 'Reject',
  };
}
