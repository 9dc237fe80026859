/** The words of a deposit decision: exactly what is credited to whom, or that nothing is. */
import type { Decision, DecisionRequest } from '../../shared/review/review-rules';
import { formatAmount } from '../../ui/money';
import type { DepositItem } from './deposits-list';

type Subject = Pick<DepositItem, 'id' | 'orderNo' | 'account' | 'amount' | 'currency' | 'reference' | 'channel'>;

export function depositDecision(deposit: Subject, decision: Decision): DecisionRequest {
  const amount = formatAmount(deposit.amount, deposit.currency);
  const subject = `Deposit ${deposit.orderNo} of ${deposit.account}`;
  if (decision === 'approve') {
    return {
      id: deposit.id,
      decision,
      subject,
      title: `Approve deposit ${deposit.orderNo}?`,
      consequence: `This credits ${amount} to ${deposit.account}'s available balance. Approve only once a transfer of ${amount} with reference ${deposit.reference} has arrived in the ${deposit.channel} account. It cannot be undone.`,
      confirmLabel: `Credit ${amount}`,
    };
  }
  return {
    id: deposit.id,
    decision,
    subject,
    title: `Reject deposit ${deposit.orderNo}?`,
    consequence: `Nothing is credited to ${deposit.account}. The member sees your reason on the order.`,
    confirmLabel: 'Reject',
  };
}
