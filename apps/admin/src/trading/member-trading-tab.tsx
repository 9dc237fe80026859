/**
 * A member's trading as the member sees it: open and closed positions with their P&L and risk
 * prices, and orders with what each held. Read-only: staff answer questions here, they can't
 * place, cancel or close anything.
 */
import { useState } from 'react';
import { Alert, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { closingSide, openingSide } from '@kabuto/domain';
import { errorMessage } from '../api';
import { formatTime } from '../ui/format-time';
import { formatYen } from '../ui/money';
import { useMemberTrading, type MemberTrading } from './member-trading';
import { MemberExitsTable, triggerText } from './member-exits-table';

type Position = MemberTrading['positions']['items'][number];
type Order = MemberTrading['orders']['items'][number];

const price = (value: string | null) => value ?? '—';
const code = (text: string) => (
  <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
    {text}
  </Typography.Text>
);
const direction = (value: 'long' | 'short') => <Tag color={value === 'long' ? 'red' : 'green'}>{value}</Tag>;

const positionColumns: TableColumnsType<Position> = [
  { title: 'Position', dataIndex: 'positionNo', render: code },
  { title: 'Stock', key: 'stock', render: (_, row) => `${row.symbol} ${row.name}` },
  { title: 'Side', dataIndex: 'direction', render: direction },
  { title: 'Product', dataIndex: 'product', render: (product: string) => <Tag>{product}</Tag> },
  { title: 'Shares', dataIndex: 'shares', align: 'right' },
  { title: 'Leverage', dataIndex: 'leverage', align: 'right', render: (leverage: number) => `${leverage}×` },
  // A short opens with a sell and closes with a buy: each price names the side it traded on.
  {
    title: 'Open price (side)',
    key: 'openPrice',
    align: 'right',
    render: (_, row) => `${row.buyPrice} (${openingSide(row.direction)})`,
  },
  {
    title: 'Now / close price (side)',
    key: 'closePrice',
    align: 'right',
    render: (_, row) =>
      row.status === 'closed' && row.sellPrice !== null ? `${row.sellPrice} (${closingSide(row.direction)})` : row.currentPrice,
  },
  { title: 'Margin', dataIndex: 'margin', align: 'right', render: formatYen },
  { title: 'P&L', dataIndex: 'pnl', align: 'right', render: formatYen },
  { title: 'Liquidation', dataIndex: 'liquidationPrice', align: 'right', render: price },
  {
    title: 'Status',
    key: 'status',
    render: (_, row) => (
      <Flex gap={4} wrap>
        <Tag color={row.status === 'holding' ? 'blue' : undefined}>{row.status}</Tag>
        {row.closeReason && row.closeReason !== 'member' && <Tag color="orange">{row.closeReason}</Tag>}
      </Flex>
    ),
  },
  { title: 'Opened', dataIndex: 'buyTime', width: 180, render: (time: string) => formatTime(time) },
];

const orderColumns: TableColumnsType<Order> = [
  { title: 'Order', dataIndex: 'orderNo', render: code },
  { title: 'Stock', key: 'stock', render: (_, row) => `${row.symbol} ${row.name}` },
  { title: 'Side', dataIndex: 'direction', render: direction },
  { title: 'Type', dataIndex: 'type', render: (type: string) => <Tag>{type}</Tag> },
  { title: 'Shares', dataIndex: 'shares', align: 'right' },
  { title: 'Limit', dataIndex: 'price', align: 'right', render: price },
  { title: 'Trigger', key: 'trigger', render: (_, row) => triggerText(row) },
  { title: 'Fill', dataIndex: 'fillPrice', align: 'right', render: price },
  { title: 'Held', dataIndex: 'held', align: 'right', render: formatYen },
  { title: 'Status', dataIndex: 'status', render: (status: string) => <Tag>{status}</Tag> },
  { title: 'Placed', dataIndex: 'createdAt', width: 180, render: (time: string) => formatTime(time) },
];

export function MemberTradingTab({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const trading = useMemberTrading(userId, page);
  if (trading.isError) return <Alert type="error" showIcon message={errorMessage(trading.error)} data-testid="trading-error" />;
  const data = trading.data;
  const pagination = (total: number | undefined) => ({
    current: page,
    pageSize: data?.positions.size ?? 20,
    total: total ?? 0,
    onChange: setPage,
    showSizeChanger: false,
  });
  return (
    <Flex vertical gap={24} data-testid="member-trading">
      <section>
        <Typography.Title level={5}>
          Positions · open value {formatYen(data?.positions.totals.marketValue ?? null)}, unrealised{' '}
          {formatYen(data?.positions.totals.unrealizedPnl ?? null)}
        </Typography.Title>
        <Table<Position>
          rowKey="id"
          columns={positionColumns}
          dataSource={data?.positions.items}
          loading={trading.isFetching}
          pagination={pagination(data?.positions.total)}
          size="small"
          scroll={{ x: true }}
          locale={{ emptyText: 'No positions.' }}
          data-testid="trading-positions"
        />
      </section>
      <MemberExitsTable exits={data?.exits} loading={trading.isFetching} />
      <section>
        <Typography.Title level={5}>Orders</Typography.Title>
        <Table<Order>
          rowKey="id"
          columns={orderColumns}
          dataSource={data?.orders.items}
          loading={trading.isFetching}
          pagination={pagination(data?.orders.total)}
          size="small"
          scroll={{ x: true }}
          locale={{ emptyText: 'No orders.' }}
          data-testid="trading-orders"
        />
      </section>
    </Flex>
  );
}
