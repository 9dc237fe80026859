/**
 * Withdrawals: amounts members asked to take out, already held, pending first. A reviewer pays
 * each to the member's card or rejects it, which returns the money; support reads the queue.
 */
import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { adminApi, type StaffRole } from '@kabuto/contracts';
import { useStaff } from '../auth/session';
import { ConflictAlert } from '../review/conflict-alert';
import { DecisionModal } from '../review/decision-modal';
import { useDecisionState } from '../review/decision-state';
import { QueueFilter } from '../review/queue-filter';
import { QueueTable } from '../review/queue-table';
import { queueRequest } from '../review/queue-view';
import { ReviewButtons } from '../review/review-buttons';
import { mayDecide, type DecisionRequest } from '../review/review-rules';
import { ReviewerCell } from '../review/reviewer-cell';
import { useQueueView } from '../review/use-queue-view';
import { formatAmount } from '../ui/money';
import { PageTitle } from '../ui/page-title';
import { StatusTag } from '../ui/status-tag';
import { TimeCell } from '../ui/time-cell';
import { withdrawalDecision } from './withdrawal-decision';
import { useWithdrawalReview } from './withdrawal-review';
import { useWithdrawalsList, withdrawalStatuses, type WithdrawalItem } from './withdrawals-list';

const pageSize = 20;

const statusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'passed', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

function withdrawalColumns(role: StaffRole, open: (request: DecisionRequest) => void): TableColumnsType<WithdrawalItem> {
  return [
    {
      title: 'Order',
      dataIndex: 'orderNo',
      render: (orderNo: string) => (
        <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
          {orderNo}
        </Typography.Text>
      ),
    },
    {
      title: 'Account',
      dataIndex: 'account',
      render: (account: string, row) => <Link to={`/members/${row.memberId}`}>{account}</Link>,
    },
    {
      title: 'Amount',
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string, row) => (
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }} data-testid={`withdrawal-amount-${row.id}`}>
          {formatAmount(amount, row.currency)}
        </Typography.Text>
      ),
    },
    {
      title: 'Pay to',
      key: 'payee',
      render: (_, row) => (
        <>
          <span style={{ whiteSpace: 'nowrap' }}>{row.holderName}</span>
          <br />
          <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
            {row.cardNumberMasked}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {row.bankName}, {row.branchName}
          </Typography.Text>
        </>
      ),
    },
    { title: 'Created', dataIndex: 'createdAt', render: (createdAt: string) => <TimeCell iso={createdAt} /> },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: string, row) => <StatusTag status={status} testId={`withdrawal-status-${row.id}`} />,
    },
    { title: 'Reviewer', dataIndex: 'reviewer', width: 160, render: (_, row) => <ReviewerCell item={row} /> },
    {
      title: '',
      key: 'action',
      align: 'right',
      render: (_, row) =>
        mayDecide(adminApi.withdrawalsReview, role, row.status) && (
          <ReviewButtons
            testIdPrefix="withdrawal"
            id={row.id}
            onApprove={() => open(withdrawalDecision(row, 'approve'))}
            onReject={() => open(withdrawalDecision(row, 'reject'))}
          />
        ),
    },
  ];
}

export function WithdrawalsPage() {
  const staff = useStaff();
  const [view, show] = useQueueView(withdrawalStatuses);
  const list = useWithdrawalsList(queueRequest(view, pageSize));
  const review = useWithdrawalReview();
  const decision = useDecisionState();

  return (
    <>
      <PageTitle title="Withdrawals">
        The amount of each request is already held. Approving pays it out to the card shown; rejecting returns it to the member.
        Each order is decided once.
      </PageTitle>
      <QueueFilter testIdPrefix="withdrawals" statuses={statusOptions} view={view} onChange={show} />
      <ConflictAlert message={decision.conflict} onClose={decision.clearConflict} />
      <QueueTable
        testId="withdrawals-table"
        columns={withdrawalColumns(staff.role, decision.open)}
        list={list}
        view={view}
        onChange={show}
        pageSize={pageSize}
        noun={['withdrawal', 'withdrawals']}
      />
      {decision.deciding && (
        <DecisionModal
          request={decision.deciding}
          review={review}
          onClose={decision.close}
          onConflict={decision.reportConflict}
        />
      )}
    </>
  );
}
