/**
 * Copy trading: every strategy with its figures (from its own fills), followers and the equity
 * its running copies hold; and the mentor queue, where a reviewer approves or rejects each
 * application once, with a reason for a rejection. Staff never change a strategy's figures.
 */
import { useState } from 'react';
import { Alert, Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';
import { canCall } from '../shared/session/permissions';
import { useStaff } from '../shared/session/session';
import { DecisionModal } from '../shared/review/decision-modal';
import { useReviewCall } from '../shared/review/review-call';
import type { DecisionRequest } from '../shared/review/review-rules';
import { formatAmount } from '../ui/money';
import { PageTitle } from '../ui/page-title';

type StrategyRow = ReplyOf<typeof adminApi.copyStrategies>[number];
type ApplicationRow = ReplyOf<typeof adminApi.copyMentorsList>['items'][number];

const strategyColumns: TableColumnsType<StrategyRow> = [
  {
    title: 'Strategy',
    dataIndex: 'name',
    render: (name: string, row) => (
      <Typography.Text strong>
        {name}
        {row.symbol ? ` · ${row.symbol}` : ''}
      </Typography.Text>
    ),
  },
  { title: 'Kind', dataIndex: 'kind', render: (kind: string) => <Tag>{kind}</Tag> },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: string) => <Tag color={status === 'running' ? 'green' : 'default'}>{status}</Tag>,
  },
  { title: 'Equity', dataIndex: 'equity', align: 'right', render: (equity: string) => formatAmount(equity, 'JPY') },
  { title: 'Return', dataIndex: 'returnPct', align: 'right', render: (pct: string) => `${pct}%` },
  { title: 'Max drawdown', dataIndex: 'maxDrawdownPct', align: 'right', render: (pct: string) => `${pct}%` },
  { title: 'Trades', dataIndex: 'trades', align: 'right' },
  { title: 'Followers', dataIndex: 'runningCopies', align: 'right' },
  { title: 'Copied equity', dataIndex: 'copiedEquity', align: 'right', render: (equity: string) => formatAmount(equity, 'JPY') },
];

export function CopyPage() {
  const staff = useStaff();
  const mayReview = staff !== null && canCall(adminApi.copyMentorsReview, staff.role);
  const strategies = useQuery({
    queryKey: [...queryKeys.copy, 'strategies'],
    queryFn: () => api.call(adminApi.copyStrategies, {}),
  });
  const [page, setPage] = useState(1);
  const applications = useQuery({
    queryKey: [...queryKeys.copy, 'mentors', page],
    queryFn: () => api.call(adminApi.copyMentorsList, { page, size: 20 }),
    placeholderData: keepPreviousData,
  });
  const review = useReviewCall(adminApi.copyMentorsReview, [queryKeys.copy, queryKeys.audit]);
  const [request, setRequest] = useState<DecisionRequest | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const decide = (row: ApplicationRow, decision: 'approve' | 'reject') =>
    setRequest({
      id: row.id,
      decision,
      subject: `Mentor application of ${row.account}`,
      title: decision === 'approve' ? 'Approve mentor application' : 'Reject mentor application',
      consequence:
        decision === 'approve'
          ? `${row.account} is approved as a mentor for “${row.strategyName}”.`
          : `${row.account}’s application is rejected; the member reads your reason.`,
      confirmLabel: decision === 'approve' ? 'Approve' : 'Reject',
    });

  const applicationColumns: TableColumnsType<ApplicationRow> = [
    { title: 'Account', dataIndex: 'account' },
    { title: 'Strategy', dataIndex: 'strategyName' },
    {
      title: 'Description',
      dataIndex: 'description',
      render: (text: string) => <Typography.Paragraph ellipsis={{ rows: 2 }}>{text}</Typography.Paragraph>,
    },
    {
      title: 'Applied',
      dataIndex: 'createdAt',
      render: (at: string) => new Date(at).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' }),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: string, row) => (
        <Tag>
          {status}
          {row.reason ? ` · ${row.reason}` : ''}
        </Tag>
      ),
    },
    {
      title: 'Decision',
      key: 'decision',
      render: (_, row) =>
        row.status === 'pending' && mayReview ? (
          <Flex gap={8}>
            <Button size="small" type="primary" onClick={() => decide(row, 'approve')} data-testid={`mentor-approve-${row.id}`}>
              Approve
            </Button>
            <Button size="small" danger onClick={() => decide(row, 'reject')} data-testid={`mentor-reject-${row.id}`}>
              Reject
            </Button>
          </Flex>
        ) : null,
    },
  ];

  return (
    <div data-testid="copy-page">
      <PageTitle title="Copy trading">
        <Typography.Paragraph type="secondary">
          Each strategy’s figures are computed from its own fills and the recorded prices; copies are real orders in the same
          book.
        </Typography.Paragraph>
      </PageTitle>
      <Table<StrategyRow>
        rowKey="id"
        columns={strategyColumns}
        dataSource={strategies.data ?? []}
        loading={strategies.isLoading}
        pagination={false}
        scroll={{ x: true }}
        data-testid="copy-strategies"
      />
      <Typography.Title level={3} style={{ marginTop: 32 }}>
        Mentor applications
      </Typography.Title>
      {conflict && (
        <Alert
          type="warning"
          showIcon
          message={conflict}
          closable
          onClose={() => setConflict(null)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<ApplicationRow>
        rowKey="id"
        columns={applicationColumns}
        dataSource={applications.data?.items ?? []}
        loading={applications.isLoading}
        pagination={{ current: page, pageSize: 20, total: applications.data?.total ?? 0, onChange: setPage }}
        scroll={{ x: true }}
        data-testid="copy-mentors"
      />
      {request && <DecisionModal request={request} review={review} onClose={() => setRequest(null)} onConflict={setConflict} />}
    </div>
  );
}
