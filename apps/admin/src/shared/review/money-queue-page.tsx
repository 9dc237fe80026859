/**
 * A queue of money requests (deposits, withdrawals): order, account, amount, what is particular
 * to the kind, when, status, reviewer and the decision buttons, with the filter, the conflict
 * notice and the confirmation. Each kind's page says only what differs.
 */
import type { ReactNode } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Currency, Endpoint, StaffRole } from '@kabuto/contracts';
import { useStaff } from '../session/session';
import { formatAmount } from '../../ui/money';
import { PageTitle } from '../../ui/page-title';
import { StatusTag } from '../../ui/status-tag';
import { TimeCell } from '../../ui/time-cell';
import { ConflictAlert } from './conflict-alert';
import { DecisionModal } from './decision-modal';
import { useDecisionState } from './decision-state';
import { QueueFilter } from './queue-filter';
import { QueueTable } from './queue-table';
import { queueRequest, type QueueStatuses } from './queue-view';
import type { ReviewCall } from './review-call';
import { ReviewButtons } from './review-buttons';
import { mayDecide, type Decision, type DecisionRequest } from './review-rules';
import { ReviewerCell } from './reviewer-cell';
import { useQueueView } from './use-queue-view';

export interface MoneyRequestItem {
  id: number;
  orderNo: string;
  memberId: number;
  account: string;
  amount: string;
  currency: Currency;
  /** pending, then passed or rejected; a loan's are pending, active, rejected and repaid. */
  status: string;
  reason: string | null;
  reviewer: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

type Status = MoneyRequestItem['status'];

export interface MoneyQueue<Item extends MoneyRequestItem> {
  /** Singular and plural, as in test ids (`deposit-amount-3`) and the total (`12 deposits`). */
  noun: readonly [one: string, other: string];
  title: string;
  intro: ReactNode;
  statuses: QueueStatuses<Status>;
  useList: (request: ReturnType<typeof queueRequest<Status>>) => UseQueryResult<{ items: Item[]; total: number }>;
  useReview: () => ReviewCall;
  review: Pick<Endpoint, 'roles'>;
  decision: (item: Item, decision: Decision) => DecisionRequest;
  /** Columns shown after the amount: what identifies the money of this kind. */
  columns: TableColumnsType<Item>;
  /** The filter's statuses, when they are not pending, approved and rejected. */
  statusOptions?: readonly { value: Status; label: string }[];
}

const pageSize = 20;

const statusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'passed', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

function queueColumns<Item extends MoneyRequestItem>(
  queue: MoneyQueue<Item>,
  role: StaffRole,
  open: (request: DecisionRequest) => void,
): TableColumnsType<Item> {
  const [noun] = queue.noun;
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
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }} data-testid={`${noun}-amount-${row.id}`}>
          {formatAmount(amount, row.currency)}
        </Typography.Text>
      ),
    },
    ...queue.columns,
    { title: 'Created', dataIndex: 'createdAt', render: (createdAt: string) => <TimeCell iso={createdAt} /> },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: string, row) => <StatusTag status={status} testId={`${noun}-status-${row.id}`} />,
    },
    { title: 'Reviewer', dataIndex: 'reviewer', width: 160, render: (_, row) => <ReviewerCell item={row} /> },
    {
      title: '',
      key: 'action',
      align: 'right',
      render: (_, row) =>
        mayDecide(queue.review, role, row.status) && (
          <ReviewButtons
            testIdPrefix={noun}
            id={row.id}
            onApprove={() => open(queue.decision(row, 'approve'))}
            onReject={() => open(queue.decision(row, 'reject'))}
          />
        ),
    },
  ];
}

export function MoneyQueuePage<Item extends MoneyRequestItem>({ queue }: { queue: MoneyQueue<Item> }) {
  const staff = useStaff();
  const [view, show] = useQueueView(queue.statuses);
  const list = queue.useList(queueRequest(view, pageSize));
  const review = queue.useReview();
  const decision = useDecisionState();
  const [, plural] = queue.noun;

  return (
    <>
      <PageTitle title={queue.title}>{queue.intro}</PageTitle>
      <QueueFilter testIdPrefix={plural} statuses={queue.statusOptions ?? statusOptions} view={view} onChange={show} />
      <ConflictAlert message={decision.conflict} onClose={decision.clearConflict} />
      <QueueTable
        testId={`${plural}-table`}
        columns={queueColumns(queue, staff.role, decision.open)}
        list={list}
        view={view}
        onChange={show}
        pageSize={pageSize}
        noun={queue.noun}
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
