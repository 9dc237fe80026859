/** The member's live sessions: where and with what they are signed in now. */
import { Table, Typography, type TableColumnsType } from 'antd';
import { formatTime } from '../../ui/format-time';
import type { MemberDetail } from './member-detail';

type Session = MemberDetail['sessions'][number];

const columns: TableColumnsType<Session> = [
  { title: 'Signed in', dataIndex: 'createdAt', width: 200, render: (createdAt: string) => formatTime(createdAt) },
  { title: 'Last seen', dataIndex: 'lastSeenAt', width: 200, render: (lastSeenAt: string) => formatTime(lastSeenAt) },
  {
    title: 'IP',
    dataIndex: 'ip',
    width: 160,
    render: (ip: string | null) => (ip ? <Typography.Text code>{ip}</Typography.Text> : '—'),
  },
  {
    title: 'User agent',
    dataIndex: 'userAgent',
    ellipsis: { showTitle: true },
    render: (userAgent: string | null) => userAgent ?? '—',
  },
];

export function MemberSessionsTab({ member }: { member: MemberDetail }) {
  return (
    <Table<Session>
      rowKey={(session) => `${session.createdAt}-${session.ip ?? ''}`}
      columns={columns}
      dataSource={member.sessions}
      pagination={false}
      size="small"
      tableLayout="fixed"
      locale={{ emptyText: 'Not signed in anywhere.' }}
      data-testid="member-sessions"
    />
  );
}
