/**
 * Loans: applications waiting for a decision first, then every loan with what is owed. A
 * reviewer passes (the amount is paid out of the firm's lending account) or rejects with a
 * reason; the amount, term and rate are the member's and the rules', never the reviewer's.
 */
import { Typography } from 'antd';
import { adminApi } from '@kabuto/contracts';
import { queryKeys } from '../api';
import { MoneyQueuePage, type MoneyQueue } from '../shared/review/money-queue-page';
import { useReviewCall } from '../shared/review/review-call';
import { formatAmount } from '../ui/money';
import { loanDecision } from './loan-decision';
import { loanStatuses, useLoansList, type LoanItem } from './loans-list';

const useLoanReview = () =>
  useReviewCall(adminApi.loansReview, [queryKeys.loans, queryKeys.ledger, queryKeys.members, queryKeys.audit]);

const loans: MoneyQueue<LoanItem> = {
  noun: ['loan', 'loans'],
  title: 'Loans',
  intro:
    'Loans backed by members’ holdings. The amount is within the member’s line (60% of the equity of their holdings less what they owe) when they apply, and again when you pass it. Passing pays the amount out at once; each loan is decided once.',
  statuses: loanStatuses,
  statusOptions: [
    { value: 'pending', label: 'Pending' },
    { value: 'active', label: 'Active' },
    { value: 'rejected', label: 'Rejected' },
    { value: 'repaid', label: 'Repaid' },
  ],
  useList: useLoansList,
  useReview: useLoanReview,
  review: adminApi.loansReview,
  decision: loanDecision,
  columns: [
    {
      title: 'Term / rate',
      dataIndex: 'termDays',
      render: (termDays: number, row) => (
        <Typography.Text style={{ whiteSpace: 'nowrap' }}>
          {termDays} days · {row.apr}%
        </Typography.Text>
      ),
    },
    {
      title: 'Owed',
      dataIndex: 'owed',
      align: 'right',
      render: (owed: string, row) => (
        <Typography.Text type={row.overdue ? 'danger' : undefined} data-testid={`loan-owed-${row.id}`}>
          {formatAmount(owed, 'JPY')}
          {row.overdue ? ' (overdue)' : ''}
        </Typography.Text>
      ),
    },
  ],
};

export function LoansPage() {
  return <MoneyQueuePage queue={loans} />;
}
