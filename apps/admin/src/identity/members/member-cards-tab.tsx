/**
 * A member's bank cards, masked as the server sends them; removed cards stay listed, marked. A
 * Japanese account shows its type and the holder in katakana, which staff compare with the verified name.
 */
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatTime } from '../../ui/format-time';
import type { MemberDetail } from './member-detail';

type Card = MemberDetail['cards'][number];

/** Old rows carry only their kind (debit card, Indian account); Japanese accounts their 普通/当座. */
const accountTypeNames: Record<NonNullable<Card['accountType']> | Card['cardType'], string> = {
  futsu: 'Ordinary (普通)',
  toza: 'Current (当座)',
  bank_account: 'Bank account',
  debit_card: 'Debit card',
  india_bank_account: 'Indian bank account',
};

const columns: TableColumnsType<Card> = [
  {
    title: 'Holder',
    key: 'holder',
    render: (_, card) => (
      <>
        {card.holderName}
        {card.holderNameKana && (
          <>
            <br />
            <Typography.Text type="secondary">{card.holderNameKana}</Typography.Text>
          </>
        )}
      </>
    ),
  },
  { title: 'Type', key: 'type', render: (_, card) => accountTypeNames[card.accountType ?? card.cardType] },
  {
    title: 'Account',
    dataIndex: 'cardNumberMasked',
    render: (masked: string) => <Typography.Text code>{masked}</Typography.Text>,
  },
  {
    title: 'Bank',
    key: 'bank',
    render: (_, card) => `${card.bankName}, ${card.branchName} (${card.branchCode})`,
  },
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
