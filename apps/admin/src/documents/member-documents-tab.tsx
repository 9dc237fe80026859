/**
 * A member's documents (trade reports, statements, annual reports) with the ledger entries each
 * summarises and the fingerprint of its figures, and the member's leaves in the published proofs:
 * what staff need to answer a member's question about a document or a day's proof.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Typography } from 'antd';
import { adminApi, type ReplyOf } from '@kabuto/contracts';
import { api, errorMessage, queryKeys } from '../api';
import { formatTime } from '../ui/format-time';
import { formatAmount } from '../ui/money';

type MemberDocument = ReplyOf<typeof adminApi.documentsOfMember>['items'][number];
type Leaf = ReplyOf<typeof adminApi.proofMemberLeaf>[number];

export function MemberDocumentsTab({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const documents = useQuery({
    queryKey: [...queryKeys.members, userId, 'documents', page],
    queryFn: () => api.call(adminApi.documentsOfMember, { userId, page, size: 20 }),
  });
  const leaves = useQuery({
    queryKey: [...queryKeys.members, userId, 'proofLeaves'],
    queryFn: () => api.call(adminApi.proofMemberLeaf, { userId }),
  });
  return (
    <div data-testid="member-documents">
      {documents.isError ? (
        <Alert type="error" showIcon message={errorMessage(documents.error)} />
      ) : (
        <Table<MemberDocument>
          rowKey="id"
          size="small"
          loading={documents.isPending}
          dataSource={documents.data?.items ?? []}
          pagination={{ current: page, pageSize: 20, total: documents.data?.total ?? 0, onChange: setPage }}
          locale={{ emptyText: 'No documents: no fill and no finished month yet.' }}
          columns={[
            { title: 'Kind', dataIndex: 'kind' },
            { title: 'Period', dataIndex: 'period' },
            { title: 'Subject', dataIndex: 'subject' },
            {
              title: 'Ledger entries',
              dataIndex: 'entries',
              render: (entries: MemberDocument['entries'], row) =>
                `${entries ? `${entries.from}–${entries.to}` : 'none'}${row.empty ? ' (no sales)' : ''}`,
            },
            {
              title: 'SHA-256 of the figures',
              dataIndex: 'sha256',
              render: (hash: string) => <code style={{ fontSize: 11, wordBreak: 'break-all' }}>{hash}</code>,
            },
            { title: 'Made', dataIndex: 'createdAt', render: (time: string) => formatTime(time) },
          ]}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Balances in the published proofs
      </Typography.Title>
      {leaves.isError ? (
        <Alert type="error" showIcon message={errorMessage(leaves.error)} />
      ) : (
        <Table<Leaf>
          rowKey="date"
          size="small"
          loading={leaves.isPending}
          dataSource={leaves.data ?? []}
          pagination={{ pageSize: 10 }}
          locale={{ emptyText: 'Not in any published proof yet.' }}
          columns={[
            { title: 'Close of', dataIndex: 'date' },
            {
              title: 'Balance in the tree',
              dataIndex: 'balance',
              align: 'right',
              render: (amount: string) => formatAmount(amount, 'JPY'),
            },
            {
              title: 'Root',
              dataIndex: 'root',
              render: (root: string) => <code style={{ fontSize: 11, wordBreak: 'break-all' }}>{root}</code>,
            },
          ]}
        />
      )}
    </div>
  );
}
