/**
 * Deposits: orders members announced, pending first. A reviewer matches each to the bank
 * transfer carrying its reference, then credits it or rejects it; support reads the queue.
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
import { depositDecision } from './deposit-decision';
import { useDepositReview } from './deposit-review';
import { depositStatuses, useDepositsList, type DepositItem } from './deposits-list';
import { ReceiptButton } from './receipt-button';

const pageSize = 20;

const statusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'passed', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

function depositColumns(role: StaffRole, open: (request: DecisionRequest) => void): TableColumnsType<DepositItem> {
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
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }} data-testid={`deposit-amount-${row.id}`}>
          {formatAmount(amount, row.currency)}
        </Typography.Text>
      ),
    },
    {
      title: 'Reference / channel',
      dataIndex: 'reference',
      render: (reference: string, row) => (
        <>
          <Typography.Text code copyable style={{ whiteSpace: 'nowrap' }}>
            {reference}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.channel}
          </Typography.Text>
        </>
      ),
    },
    {
      title: 'Receipt',
      dataIndex: 'receiptImage',
      render: (fileId: string | null, row) => <ReceiptButton id={row.id} orderNo={row.orderNo} fileId={fileId} />,
    },
    { title: 'Created', dataIndex: 'createdAt', render: (createdAt: string) => <TimeCell iso={createdAt} /> },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: string, row) => <StatusTag status={status} testId={`deposit-status-${row.id}`} />,
    },
    { title: 'Reviewer', dataIndex: 'reviewer', width: 160, render: (_, row) => <ReviewerCell item={row} /> },
    {
      title: '',
      key: 'action',
      align: 'right',
      render: (_, row) =>
        mayDecide(adminApi.depositsReview, role, row.status) && (
          <ReviewButtons
            testIdPrefix="deposit"
            id={row.id}
            onApprove={() => open(depositDecision(row, 'approve'))}
            onReject={() => open(depositDecision(row, 'reject'))}
          />
        ),
    },
  ];
}

export function DepositsPage() {
  const staff = useStaff();
  const [view, show] = useQueueView(depositStatuses);
  const list = useDepositsList(queueRequest(view, pageSize));
  const review = useDepositReview();
  const decision = useDecisionState();

  return (
    <>
      <PageTitle title="Deposits">
        Approve a deposit only when a bank transfer of exactly that amount, carrying its reference, has arrived. Approving credits
        the member at once; each order is decided once.
      </PageTitle>
      <QueueFilter testIdPrefix="deposits" statuses={statusOptions} view={view} onChange={show} />
      <ConflictAlert message={decision.conflict} onClose={decision.clearConflict} />
      <QueueTable
        testId="deposits-table"
        columns={depositColumns(staff.role, decision.open)}
        list={list}
        view={view}
        onChange={show}
        pageSize={pageSize}
        noun={['deposit', 'deposits']}
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
