/** Every identity submission of a member, newest first, each opening in the verification queue. */
import { Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatTime } from '../../ui/format-time';
import { StatusTag } from '../../ui/status-tag';
import type { MemberDetail } from './member-detail';

type Submission = MemberDetail['submissions'][number];

const columns: TableColumnsType<Submission> = [
  { title: 'Submitted', dataIndex: 'createdAt', width: 190, render: (createdAt: string) => formatTime(createdAt) },
  { title: 'Name', dataIndex: 'name' },
  { title: 'ID number', dataIndex: 'idNumber', render: (idNumber: string) => <Typography.Text code>{idNumber}</Typography.Text> },
  { title: 'Status', dataIndex: 'status', render: (status: string) => <StatusTag status={status} /> },
  { title: 'Reviewer', dataIndex: 'reviewer', render: (reviewer: string | null) => reviewer ?? '—' },
  { title: 'Reason', dataIndex: 'reason', render: (reason: string | null) => reason ?? '—' },
  {
    title: '',
    key: 'open',
    align: 'right',
    render: (_, row) => (
      <Link to={`/kyc/${row.id}`} data-testid={`member-submission-${row.id}`}>
        Photos
      </Link>
    ),
  },
];

export function MemberVerificationTab({ member }: { member: MemberDetail }) {
  return (
    <Table<Submission>
      rowKey="id"
      columns={columns}
      dataSource={member.submissions}
      pagination={false}
      size="small"
      locale={{ emptyText: 'No submissions yet.' }}
      data-testid="member-submissions"
    />
  );
}
