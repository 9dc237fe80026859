/** Verification queue: identity submissions by status (pending first) and account, paged. */
import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { maskIdNumber } from '@kabuto/domain';
import { QueueFilter } from '../../shared/review/queue-filter';
import { QueueTable } from '../../shared/review/queue-table';
import { ReviewerCell } from '../../shared/review/reviewer-cell';
import { queueRequest } from '../../shared/review/queue-view';
import { useQueueView } from '../../shared/review/use-queue-view';
import { formatTime } from '../../ui/format-time';
import { PageTitle } from '../../ui/page-title';
import { StatusTag } from '../../ui/status-tag';
import { kycStatuses, useKycList, type KycSubmission } from './kyc-list';

const pageSize = 20;

const statusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
] as const;

const columns: TableColumnsType<KycSubmission> = [
  { title: 'Submitted', dataIndex: 'createdAt', width: 190, render: (createdAt: string) => formatTime(createdAt) },
  {
    title: 'Account',
    dataIndex: 'account',
    render: (account: string, row) => <Link to={`/members/${row.memberId}`}>{account}</Link>,
  },
  { title: 'Name', dataIndex: 'name' },
  {
    title: 'ID number',
    dataIndex: 'idNumber',
    // The queue is skimmed and sometimes shared on screen; the full number is shown where it is
    // checked against the photo.
    render: (idNumber: string) => <Typography.Text code>{maskIdNumber(idNumber)}</Typography.Text>,
  },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: string, row) => <StatusTag status={status} testId={`kyc-row-status-${row.id}`} />,
  },
  {
    title: 'Reviewer',
    dataIndex: 'reviewer',
    render: (_, row) => <ReviewerCell item={row} />,
  },
  {
    title: '',
    key: 'action',
    align: 'right',
    render: (_, row) => (
      <Link to={`/kyc/${row.id}`} data-testid={`kyc-open-${row.id}`} style={{ fontWeight: row.status === 'pending' ? 600 : 400 }}>
        {row.status === 'pending' ? 'Review' : 'View'}
      </Link>
    ),
  },
];

export function KycQueuePage() {
  const [view, show] = useQueueView(kycStatuses);
  const list = useKycList(queueRequest(view, pageSize));

  return (
    <>
      <PageTitle title="Verification">
        Identity submissions: name, ID number and both photos. Open one to compare the photos with what the member typed, then
        verify or reject it. Each submission is decided once.
      </PageTitle>
      <QueueFilter testIdPrefix="kyc" statuses={statusOptions} view={view} onChange={show} />
      <QueueTable
        testId="kyc-table"
        columns={columns}
        list={list}
        view={view}
        onChange={show}
        pageSize={pageSize}
        noun={['submission', 'submissions']}
      />
    </>
  );
}
