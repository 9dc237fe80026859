/**
 * Trial balance: the ledger checking itself. Each currency's postings must sum to zero and each
 * cached balance must equal its postings; anything else is a bug to escalate at once.
 */
import { Alert, Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '../api';
import { formatTime } from '../ui/format-time';
import { formatAmount } from '../ui/money';
import { PageTitle } from '../ui/page-title';
import { accountName } from './account-name';
import { RewardsCost } from './rewards-cost';
import { useTrialBalance, type TrialBalanceRow } from './trial-balance';
import { mismatchedAccounts, rowState, trialBalanceProblems, type MismatchedAccount } from './trial-balance-state';

const red = '#cf1322';
const green = '#389e0d';

const columns: TableColumnsType<TrialBalanceRow> = [
  { title: 'Currency', dataIndex: 'currency', render: (currency: string) => <Tag>{currency}</Tag> },
  {
    title: 'Sum of postings',
    dataIndex: 'sum',
    align: 'right',
    render: (sum: string, row) => {
      const { sumIsZero } = rowState(row);
      return (
        <span
          style={{ color: sumIsZero ? green : red, fontWeight: 600 }}
          data-testid={`trial-sum-${row.currency}`}
          data-ok={sumIsZero}
        >
          <span aria-label={sumIsZero ? 'zero' : 'not zero'}>{sumIsZero ? '✔' : '✖'}</span> {sum}
        </span>
      );
    },
  },
  { title: 'Accounts', dataIndex: 'accounts', align: 'right' },
  {
    title: 'Mismatches',
    dataIndex: 'mismatches',
    align: 'right',
    render: (mismatches: number, row) => {
      const { cachesMatch } = rowState(row);
      return (
        <span style={{ color: cachesMatch ? green : red, fontWeight: 600 }} data-testid={`trial-mismatches-${row.currency}`}>
          {mismatches}
        </span>
      );
    },
  },
];

/** Every amount of a mismatched account is red: none of the three can be trusted until it is explained. */
const redAmount = (field: 'cached' | 'posted' | 'difference', title: string) => ({
  title,
  dataIndex: field,
  align: 'right' as const,
  render: (amount: string, row: MismatchedAccount) => (
    <span style={{ color: red, fontWeight: field === 'difference' ? 600 : 400 }}>{formatAmount(amount, row.currency)}</span>
  ),
});

const mismatchColumns: TableColumnsType<MismatchedAccount> = [
  {
    title: 'Account',
    dataIndex: 'key',
    render: (key: string) => (
      <span title={key}>
        {accountName(key)}{' '}
        <Typography.Text type="secondary" code>
          {key}
        </Typography.Text>
      </span>
    ),
  },
  redAmount('cached', 'Cached'),
  redAmount('posted', 'Posted'),
  redAmount('difference', 'Difference'),
];

export function TrialBalancePage() {
  const trial = useTrialBalance();
  const rows = trial.data ?? [];
  const problems = trialBalanceProblems(rows);
  const mismatched = mismatchedAccounts(rows);

  return (
    <>
      <PageTitle
        title="Trial balance"
        extra={
          <Button onClick={() => void trial.refetch()} loading={trial.isFetching} data-testid="trial-refresh">
            Check again
          </Button>
        }
      >
        Every entry’s postings sum to zero, so each currency’s postings must too, and each cached balance must equal the sum of
        its postings. Staff can read this but nothing here changes a balance.
      </PageTitle>
      {trial.isError && <Alert type="error" showIcon message={errorMessage(trial.error)} style={{ marginBottom: 16 }} />}
      {trial.isSuccess && (
        <Alert
          type={problems.length === 0 ? 'success' : 'error'}
          showIcon
          message={
            problems.length === 0
              ? `The ledger balances in every currency (checked ${formatTime(new Date(trial.dataUpdatedAt).toISOString())}).`
              : 'The ledger does not balance. Stop reviewing money and tell the engineers.'
          }
          description={problems.length > 0 ? problems.map((problem) => <div key={problem}>{problem}</div>) : undefined}
          style={{ marginBottom: 16 }}
          data-testid="trial-verdict"
          data-ok={problems.length === 0}
        />
      )}
      <Table<TrialBalanceRow>
        rowKey="currency"
        columns={columns}
        dataSource={rows}
        loading={trial.isPending}
        pagination={false}
        size="middle"
        locale={{ emptyText: 'No money has moved yet.' }}
        data-testid="trial-table"
        style={{ maxWidth: 760 }}
      />
      <RewardsCost />
      {mismatched.length > 0 && (
        <>
          <Typography.Title level={4} style={{ marginTop: 24, color: red }}>
            Accounts whose cached balance differs from their postings
          </Typography.Title>
          <Table<MismatchedAccount>
            rowKey={(row) => row.key}
            columns={mismatchColumns}
            dataSource={mismatched}
            pagination={false}
            size="small"
            data-testid="trial-mismatched"
          />
        </>
      )}
    </>
  );
}
