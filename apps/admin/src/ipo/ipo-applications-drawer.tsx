/** One offering's applications with their results, read only: staff can see an allotment, never change it. */
import { useState } from 'react';
import { Alert, Drawer, Table, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '../api';
import { formatAmount } from '../ui/money';
import { StatusTag } from '../ui/status-tag';
import { formatTime } from '../ui/format-time';
import { useIpoApplications, type IpoApplicationRow } from './ipo-calls';
import type { IpoRow } from './ipo-form';

const pageSize = 20;

const columns: TableColumnsType<IpoApplicationRow> = [
  { title: 'Application', dataIndex: 'id' },
  { title: 'Member', dataIndex: 'account' },
  { title: 'Lots asked', dataIndex: 'lots', align: 'right' },
  { title: 'Drawn', dataIndex: 'drawnLots', align: 'right' },
  { title: 'Allotted', dataIndex: 'allottedLots', align: 'right' },
  { title: 'Paid', dataIndex: 'paidLots', align: 'right' },
  { title: 'Forfeited', dataIndex: 'forfeitedLots', align: 'right' },
  { title: 'Held', dataIndex: 'held', align: 'right', render: (held: string) => formatAmount(held, 'JPY') },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: string, row) => <StatusTag status={status} testId={`ipo-application-status-${row.id}`} />,
  },
  { title: 'Applied', dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
];

export function IpoApplicationsDrawer({ offering, onClose }: { offering: IpoRow; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const list = useIpoApplications(offering.id, page, pageSize);
  return (
    <Drawer
      open
      width={1000}
      title={`Applications to ${offering.symbol} ${offering.names.en}`}
      onClose={onClose}
      data-testid="ipo-applications"
    >
      <Typography.Paragraph type="secondary">
        {offering.lotsOffered} lots offered · {offering.lotsRequested} requested · {offering.lotsAllotted} allotted ·{' '}
        {offering.lotsPaid} paid. The draw decides every allotment from the seed committed at opening; it can be re-run by anyone
        from /ipo/draw.
      </Typography.Paragraph>
      {list.isError && <Alert type="error" showIcon message={errorMessage(list.error)} style={{ marginBottom: 16 }} />}
      <Table<IpoApplicationRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isPending}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        locale={{ emptyText: 'No applications yet.' }}
        data-testid="ipo-applications-table"
      />
    </Drawer>
  );
}
