/** A member's loans in the member detail: every state, with what is owed and when it is due. */
import { Alert, Table, Typography, type TableColumnsType } from 'antd';
import { formatAmount } from '../ui/money';
import { StatusTag } from '../ui/status-tag';
import { TimeCell } from '../ui/time-cell';
import { useMemberLoans } from './loans-list';

type Loan = NonNullable<ReturnType<typeof useMemberLoans>['data']>['items'][number];

const columns: TableColumnsType<Loan> = [
  { title: 'Loan', dataIndex: 'loanNo', render: (loanNo: string) => <Typography.Text code>{loanNo}</Typography.Text> },
  { title: 'Amount', dataIndex: 'amount', align: 'right', render: (amount: string) => formatAmount(amount, 'JPY') },
  { title: 'Term / rate', dataIndex: 'termDays', render: (termDays: number, row) => `${termDays} days · ${row.apr}%` },
  { title: 'Interest', dataIndex: 'interest', align: 'right', render: (interest: string) => formatAmount(interest, 'JPY') },
  {
    title: 'Owed',
    dataIndex: 'owed',
    align: 'right',
    render: (owed: string, row) => (
      <Typography.Text type={row.overdue ? 'danger' : undefined}>
        {formatAmount(owed, 'JPY')}
        {row.overdue ? ' (overdue)' : ''}
      </Typography.Text>
    ),
  },
  { title: 'Applied', dataIndex: 'createdAt', render: (createdAt: string) => <TimeCell iso={createdAt} /> },
  { title: 'Due', dataIndex: 'dueAt', render: (dueAt: string | null) => (dueAt ? <TimeCell iso={dueAt} /> : '—') },
  { title: 'Status', dataIndex: 'status', render: (status: string) => <StatusTag status={status} /> },
  {
    title: 'Reviewer',
    dataIndex: 'reviewer',
    render: (reviewer: string | null, row) => reviewer ?? (row.reviewedAt ? 'system' : '—'),
  },
];

export function MemberLoansTab({ userId }: { userId: number }) {
  const loans = useMemberLoans(userId);
  if (loans.isError) return <Alert type="error" showIcon message="The member's loans could not be loaded." />;
  return (
    <Table<Loan>
      rowKey="id"
      columns={columns}
      dataSource={loans.data?.items ?? []}
      loading={loans.isLoading}
      pagination={false}
      size="small"
      locale={{ emptyText: 'No loans.' }}
      data-testid="member-loans"
    />
  );
}
