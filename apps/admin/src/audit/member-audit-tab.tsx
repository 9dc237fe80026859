/** Every staff change to this member (reviews, restrictions), newest first. */
import { Table, Tag, type TableColumnsType } from 'antd';
import { AuditChangeView } from './audit-change-view';
import { formatTime } from '../ui/format-time';
import { adminApi, type ReplyOf } from '@kabuto/contracts';

type MemberDetail = ReplyOf<typeof adminApi.usersDetail>;
type Entry = MemberDetail['audit'][number];

const top = () => ({ style: { verticalAlign: 'top' } });

const columns: TableColumnsType<Entry> = [
  { title: 'When', dataIndex: 'createdAt', width: 190, onCell: top, render: (createdAt: string) => formatTime(createdAt) },
  { title: 'Who', dataIndex: 'staff', width: 110, onCell: top },
  { title: 'What', dataIndex: 'action', width: 150, onCell: top, render: (action: string) => <Tag>{action}</Tag> },
  {
    title: 'Before → after',
    key: 'change',
    onCell: top,
    render: (_, entry) => <AuditChangeView before={entry.before} after={entry.after} />,
  },
];

export function MemberAuditTab({ member }: { member: Pick<MemberDetail, 'audit'> }) {
  return (
    <Table<Entry>
      rowKey="id"
      columns={columns}
      dataSource={member.audit}
      pagination={false}
      size="small"
      tableLayout="fixed"
      locale={{ emptyText: 'No staff has changed this member.' }}
      data-testid="member-audit"
    />
  );
}
