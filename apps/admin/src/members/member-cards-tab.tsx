/** A member's bank cards, masked as the server sends them; removed cards stay listed, marked. */
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatTime } from '../ui/format-time';
import type { MemberDetail } from './member-detail';

type Card = MemberDetail['cards'][number];

const columns: TableColumnsType<Card> = [
  { title: 'Holder', dataIndex: 'holderName' },
  {
    title: 'Card',
    dataIndex: 'cardNumberMasked',
    render: (masked: string) => <Typography.Text code>{masked}</Typography.Text>,
  },
  { title: 'Bank', dataIndex: 'bankName' },
  { title: 'Added', dataIndex: 'addedAt', width: 200, render: (addedAt: string) => formatTime(addedAt) },
  {
    title: 'State',
    dataIndex: 'removed',
    render: (removed: boolean) => (removed ? <Tag>removed</Tag> : <Tag color="green">in use</Tag>),
  },
];

export function MemberCardsTab({ member }: { member: MemberDetail }) {
  return (
    <Table<Card>
      rowKey="id"
      columns={columns}
      dataSource={member.cards}
      pagination={false}
      size="small"
      locale={{ emptyText: 'No bank cards.' }}
      data-testid="member-cards"
    />
  );
}
