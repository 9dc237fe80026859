/** The words of a withdrawal decision: exactly what is paid to which card, or what is returned. */
import type { Decision, DecisionRequest } from '../../shared/review/review-rules';
import { formatAmount } from '../../ui/money';
import type { WithdrawalItem } from './withdrawals-list';

type Subject = Pick<
  WithdrawalItem,
  | 'id'
  | 'orderNo'
  | 'account'
  | 'amount'
  | 'currency'
  | 'holderName'
  | 'holderNameKana'
  | 'cardNumberMasked'
  | 'bankName'
  | 'branchName'
>;

export function withdrawalDecision(withdrawal: Subject, decision: Decision): DecisionRequest {
  const amount = formatAmount(withdrawal.amount, withdrawal.currency);
  const subject = `Withdrawal ${withdrawal.orderNo} of ${withdrawal.account}`;
  if (decision === 'approve') {
    const card = `${withdrawal.cardNumberMasked} (${withdrawal.bankName}, ${withdrawal.branchName})`;
    // The bank matches a transfer on the katakana name, which nothing but a person can compare with the verified name.
    const holder = withdrawal.holderNameKana
      ? `${withdrawal.holderName}, account name ${withdrawal.holderNameKana} (pay only if it is the reading of the verified name)`
      : withdrawal.holderName;
    return {
      id: withdrawal.id,
      decision,
      subject,
      title: `Approve withdrawal ${withdrawal.orderNo}?`,
      consequence: `This pays ${amount} out to card ${card} held by ${holder}: the held ${amount} leaves ${withdrawal.account}'s account for good. Send the bank transfer to exactly this card. It cannot be undone.`,
      confirmLabel: `Pay out ${amount}`,
    };
  }
  return {
    id: withdrawal.id,
    decision,
    subject,
    title: `Reject withdrawal ${withdrawal.orderNo}?`,
    consequence: `This returns the held ${amount} to ${withdrawal.account}'s available balance; nothing is paid out. The member sees your reason on the order.`,
    confirmLabel: 'Reject and return',
  };
}
