/**
 * A member's money as the ledger holds it: balances per currency, the holds behind the frozen
 * amounts, and the journal entries with every posting, so staff can answer "where did my money
 * go" from the source of truth rather than from order tables.
 */
import { useState } from 'react';
import { Alert, Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '../api';
import { accountName } from './account-name';
import { formatTime } from '../ui/format-time';
import { formatAmount, formatSignedAmount } from '../ui/money';
import { useMemberLedger, type MemberLedger } from './member-ledger';

type Balance = MemberLedger['balances'][number];
type Hold = MemberLedger['holds'][number];
type Entry = MemberLedger['entries'][number];

/** Entries per page. The contract sends no total, so a full page is the only sign of another. */
const entriesPerPage = 50;

const money = (field: 'available' | 'frozen' | 'margin') => ({
  title: field[0]?.toUpperCase() + field.slice(1),
  dataIndex: field,
  align: 'right' as const,
  render: (amount: string, row: Balance) => formatAmount(amount, row.currency),
});

const balanceColumns: TableColumnsType<Balance> = [
  { title: 'Currency', dataIndex: 'currency', render: (currency: string) => <Tag>{currency}</Tag> },
  money('available'),
  money('frozen'),
  money('margin'),
];

const holdColumns: TableColumnsType<Hold> = [
  {
    title: 'Reference',
    dataIndex: 'reference',
    render: (reference: string) => <Typography.Text code>{reference}</Typography.Text>,
  },
  { title: 'Purpose', dataIndex: 'purpose', render: (purpose: string) => <Tag>{purpose}</Tag> },
  { title: 'Amount', dataIndex: 'amount', align: 'right', render: (amount: string, row) => formatAmount(amount, row.currency) },
  { title: 'Since', dataIndex: 'createdAt', width: 200, render: (createdAt: string) => formatTime(createdAt) },
];

const top = () => ({ style: { verticalAlign: 'top' } });

const entryColumns: TableColumnsType<Entry> = [
  { title: 'When', dataIndex: 'createdAt', width: 190, onCell: top, render: (createdAt: string) => formatTime(createdAt) },
  { title: 'Reason', dataIndex: 'reason', width: 160, onCell: top, render: (reason: string) => <Tag>{reason}</Tag> },
  {
    title: 'Reference',
    dataIndex: 'reference',
    width: 140,
    onCell: top,
    render: (reference: string) => <Typography.Text code>{reference}</Typography.Text>,
  },
  { title: 'Postings', key: 'postings', render: (_, entry) => <Postings entry={entry} /> },
];

export function MemberLedgerTab({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const ledger = useMemberLedger(userId, page);

  if (ledger.isError) return <Alert type="error" showIcon message={errorMessage(ledger.error)} data-testid="ledger-error" />;
  const data = ledger.data;
  return (
    <Flex vertical gap={24} data-testid="member-ledger">
      <section>
        <Typography.Title level={5}>Balances</Typography.Title>
        <Table<Balance>
          rowKey="currency"
          columns={balanceColumns}
          dataSource={data?.balances}
          loading={ledger.isPending}
          pagination={false}
          size="small"
          locale={{ emptyText: 'No money in any currency.' }}
          data-testid="ledger-balances"
        />
      </section>
      <section>
        <Typography.Title level={5}>Open holds</Typography.Title>
        <Table<Hold>
          rowKey="reference"
          columns={holdColumns}
          dataSource={data?.holds}
          loading={ledger.isPending}
          pagination={false}
          size="small"
          locale={{ emptyText: 'Nothing is held.' }}
          data-testid="ledger-holds"
        />
      </section>
      <section>
        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            Journal entries
          </Typography.Title>
          <EntryPager page={page} full={(data?.entries.length ?? 0) >= entriesPerPage} onPage={setPage} />
        </Flex>
        <Table<Entry>
          rowKey="id"
          columns={entryColumns}
          dataSource={data?.entries}
          loading={ledger.isFetching}
          pagination={false}
          size="small"
          tableLayout="fixed"
          locale={{ emptyText: page === 1 ? 'No entries yet.' : 'No older entries.' }}
          data-testid="ledger-entries"
        />
      </section>
    </Flex>
  );
}

function EntryPager({ page, full, onPage }: { page: number; full: boolean; onPage: (page: number) => void }) {
  return (
    <Flex gap={8} align="center">
      <Button size="small" disabled={page === 1} onClick={() => onPage(page - 1)} data-testid="ledger-newer">
        Newer
      </Button>
      <Typography.Text type="secondary">Page {page}</Typography.Text>
      <Button size="small" disabled={!full} onClick={() => onPage(page + 1)} data-testid="ledger-older">
        Older
      </Button>
    </Flex>
  );
}

/** Each posting as account and signed amount; money leaving an account is red. */
function Postings({ entry }: { entry: Entry }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-label={`Postings of ${entry.reference}`}>
      <tbody>
        {entry.postings.map((posting, index) => (
          <tr key={index}>
            <td style={{ padding: '0 8px 0 0', fontFamily: 'monospace', fontSize: 12 }} title={posting.account}>
              {accountName(posting.account)}
            </td>
            <td
              style={{
                padding: 0,
                textAlign: 'right',
                fontFamily: 'monospace',
                fontSize: 12,
                color: posting.amount.startsWith('-') ? '#cf1322' : '#389e0d',
              }}
            >
              {formatSignedAmount(posting.amount, posting.currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
