/**
 * Proof of liabilities and documents: every daily build of the Merkle sum tree, published with its
 * root, or stopped because the tree and the ledger's postings differ (which is a bug to escalate at
 * once); the segregated customer cash beside each total; and how many member documents were made.
 * Read-only: the proof and the documents are computed by published rules, staff set nothing here.
 */
import { useState } from 'react';
import { Alert, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '../api';
import { formatTime } from '../ui/format-time';
import { formatYen } from '../ui/money';
import { PageTitle } from '../ui/page-title';
import { useDocumentsStatus, useProofRuns, type ProofRun } from './proof-runs';

const columns: TableColumnsType<ProofRun> = [
  { title: 'Close of', dataIndex: 'date' },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: ProofRun['status']) => (
      <Tag color={status === 'published' ? 'green' : 'red'} data-testid={`proof-status-${status}`}>
        {status === 'published' ? 'Published' : 'Stopped: tree ≠ ledger'}
      </Tag>
    ),
  },
  { title: 'Owed to members (tree)', dataIndex: 'total', align: 'right', render: (amount: string) => formatYen(amount) },
  {
    title: 'Member accounts (postings)',
    dataIndex: 'ledgerTotal',
    align: 'right',
    render: (amount: string) => formatYen(amount),
  },
  { title: 'Segregated cash', dataIndex: 'segregated', align: 'right', render: (amount: string) => formatYen(amount) },
  { title: 'Balances', dataIndex: 'leaves', align: 'right' },
  {
    title: 'Root',
    dataIndex: 'root',
    render: (root: string | null) => <code style={{ fontSize: 11, wordBreak: 'break-all' }}>{root ?? '—'}</code>,
  },
  { title: 'Why stopped', dataIndex: 'detail', render: (detail: string) => detail || '—' },
  { title: 'Built', dataIndex: 'createdAt', render: (time: string) => formatTime(time) },
];

export function ProofPage() {
  const [page, setPage] = useState(1);
  const runs = useProofRuns(page);
  const status = useDocumentsStatus();
  const stopped = runs.data?.items.some((run) => run.status === 'mismatch') ?? false;
  return (
    <>
      <PageTitle title="Proof of liabilities and documents" />
      <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
        After each Tokyo close the leader builds the day’s Merkle sum tree over every member’s balance and publishes its root and
        total only when the total equals the member accounts summed from their postings. Members verify their own leaf in the app;
        the segregated customer cash is published beside the total.
      </Typography.Paragraph>
      {stopped && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message="A day’s proof was stopped: the tree and the ledger differ. Check the trial balance and escalate."
          data-testid="proof-stopped"
        />
      )}
      {runs.isError ? (
        <Alert type="error" showIcon message={errorMessage(runs.error)} />
      ) : (
        <Table<ProofRun>
          rowKey="id"
          columns={columns}
          dataSource={runs.data?.items ?? []}
          loading={runs.isPending}
          size="small"
          pagination={{ current: page, pageSize: 20, total: runs.data?.total ?? 0, onChange: setPage }}
          locale={{ emptyText: 'No proof built yet: the first is built after the next close.' }}
          data-testid="proof-runs"
        />
      )}
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        Member documents made
      </Typography.Title>
      {status.isError ? (
        <Alert type="error" showIcon message={errorMessage(status.error)} />
      ) : (
        <Table
          rowKey="kind"
          size="small"
          pagination={false}
          loading={status.isPending}
          dataSource={status.data?.kinds ?? []}
          locale={{ emptyText: 'No documents made yet: they are made when a member first opens their documents.' }}
          columns={[
            { title: 'Kind', dataIndex: 'kind' },
            { title: 'Documents', dataIndex: 'count', align: 'right' },
            { title: 'Members', dataIndex: 'members', align: 'right' },
            { title: 'Last made', dataIndex: 'lastAt', render: (time: string | null) => (time ? formatTime(time) : '—') },
          ]}
          data-testid="documents-status"
        />
      )}
    </>
  );
}
