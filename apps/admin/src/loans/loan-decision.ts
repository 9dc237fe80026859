/** The words of a loan decision: exactly what is paid to whom and on what terms, or that nothing is. */
import type { Decision, DecisionRequest } from '../shared/review/review-rules';
import { formatAmount } from '../ui/money';
import type { LoanItem } from './loans-list';

type Subject = Pick<LoanItem, 'id' | 'loanNo' | 'account' | 'amount' | 'termDays' | 'apr'>;

export function loanDecision(loan: Subject, decision: Decision): DecisionRequest {
  const amount = formatAmount(loan.amount, 'JPY');
  const subject = `Loan ${loan.loanNo} of ${loan.account}`;
  if (decision === 'approve') {
    return {
      id: loan.id,
      decision,
      subject,
      title: `Approve loan ${loan.loanNo}?`,
      consequence: `This pays ${amount} from the firm's lending account into ${loan.account}'s available balance, for ${loan.termDays} days at ${loan.apr}% a year. The server checks the member's line again at today's prices and refuses a loan the line no longer covers. It cannot be undone.`,
      confirmLabel: `Pay out ${amount}`,
    };
  }
  return {
    id: loan.id,
    decision,
    subject,
    title: `Reject loan ${loan.loanNo}?`,
    consequence: `Nothing is paid to ${loan.account}. The member sees your reason on the loan.`,
    confirmLabel: 'Reject',
  };
}
