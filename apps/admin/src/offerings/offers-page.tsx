/**
 * Block trades, placements and auctions: every product of a kind with its book and the result of
 * its close (shares asked for and allotted, the clearing price, what the allotments cost), each
 * product's applications or bids, and, for owners, a form to set a new one. Nobody here chooses
 * an allotment or a price: the close does, by the published rule.
 */
import { useState } from 'react';
import { Button, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { adminApi } from '@kabuto/contracts';
import { canCall } from '../shared/session/permissions';
import { useStaff } from '../shared/session/session';
import { formatAmount } from '../ui/money';
import { PageTitle } from '../ui/page-title';
import { TimeCell } from '../ui/time-cell';
import { useOrders, useProducts, type Kind, type Product } from './offers-api';
import { ProductFormModal } from './product-form-modal';

const kinds: { key: Kind; label: string }[] = [
  { key: 'block', label: 'Block trades' },
  { key: 'placement', label: 'Placements' },
  { key: 'auction', label: 'Auctions' },
];

const statusColor = { upcoming: 'default', open: 'blue', closed: 'green' } as const;

const columns: TableColumnsType<Product> = [
  { title: 'Id', dataIndex: 'id' },
  {
    title: 'Stock',
    dataIndex: 'symbol',
    render: (symbol: string, row) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {symbol} {row.name}
      </span>
    ),
  },
  {
    title: 'Price',
    dataIndex: 'price',
    align: 'right',
    render: (price: string | null, row) => (price ? `¥${price}` : `≥ ¥${row.minBidPrice ?? ''}`),
  },
  { title: 'Last when set', dataIndex: 'refPrice', align: 'right', render: (price: string) => `¥${price}` },
  { title: 'Offered', dataIndex: 'sharesOffered', align: 'right', render: (n: number) => n.toLocaleString('en') },
  { title: 'Asked', dataIndex: 'sharesRequested', align: 'right', render: (n: number) => n.toLocaleString('en') },
  { title: 'Allotted', dataIndex: 'sharesAllotted', align: 'right', render: (n: number) => n.toLocaleString('en') },
  {
    title: 'Clearing',
    dataIndex: 'clearingPrice',
    align: 'right',
    render: (price: string | null, row) => (row.kind === 'auction' ? (price ? `¥${price}` : '—') : 'fixed'),
  },
  { title: 'Paid', dataIndex: 'paid', align: 'right', render: (paid: string) => formatAmount(paid, 'JPY') },
  { title: 'Opens', dataIndex: 'opensAt', render: (iso: string) => <TimeCell iso={iso} /> },
  { title: 'Closes', dataIndex: 'closesAt', render: (iso: string) => <TimeCell iso={iso} /> },
  { title: 'Lock-up', dataIndex: 'lockupDays', render: (days: number) => (days > 0 ? `${days} days` : 'none') },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: Product['status'], row) => (
      <Tag color={statusColor[status]} data-testid={`product-status-${row.id}`}>
        {status}
      </Tag>
    ),
  },
];

function ProductOrders({ product }: { product: Product }) {
  const orders = useOrders(product.id);
  return (
    <Table
      size="small"
      rowKey="id"
      loading={orders.isLoading}
      dataSource={orders.data?.items ?? []}
      pagination={false}
      data-testid={`product-orders-${product.id}`}
      columns={[
        { title: 'Order', dataIndex: 'id', render: (id: number) => <Typography.Text code>PLC-O{id}</Typography.Text> },
        { title: 'Account', dataIndex: 'account' },
        { title: 'Price', dataIndex: 'price', align: 'right', render: (price: string) => `¥${price}` },
        { title: 'Shares', dataIndex: 'shares', align: 'right' },
        { title: 'Allotted', dataIndex: 'allottedShares', align: 'right' },
        { title: 'Held', dataIndex: 'held', align: 'right', render: (v: string) => formatAmount(v, 'JPY') },
        { title: 'Paid', dataIndex: 'paid', align: 'right', render: (v: string) => formatAmount(v, 'JPY') },
        { title: 'Status', dataIndex: 'status' },
        { title: 'Placed', dataIndex: 'createdAt', render: (iso: string) => <TimeCell iso={iso} /> },
      ]}
    />
  );
}

function ProductsTable({ kind }: { kind: Kind }) {
  const products = useProducts(kind);
  return (
    <Table
      rowKey="id"
      size="small"
      loading={products.isLoading}
      dataSource={products.data ?? []}
      columns={columns}
      expandable={{ expandedRowRender: (product) => <ProductOrders product={product} /> }}
      scroll={{ x: true }}
      data-testid={`products-${kind}`}
    />
  );
}

export function OffersPage() {
  const staff = useStaff();
  const [kind, setKind] = useState<Kind>('block');
  const [creating, setCreating] = useState(false);
  const mayCreate = canCall(adminApi.blockSave, staff.role);
  return (
    <>
      <PageTitle
        title="Block trades, placements, auctions"
        extra={
          mayCreate && (
            <Button type="primary" onClick={() => setCreating(true)} data-testid="product-new">
              New{' '}
              {kinds
                .find((k) => k.key === kind)
                ?.label.toLowerCase()
                .replace(/s$/, '')}
            </Button>
          )
        }
      >
        Prices are set within ±7% of the instrument’s last price. Members’ money is held when they apply or bid; each close allots
        by the published rule (pro rata in 100-share units; auctions at one uniform clearing price) and turns the allotments into
        positions locked until the lock-up ends. Expand a product for its applications or bids.
      </PageTitle>
      <Tabs
        activeKey={kind}
        onChange={(key) => setKind(key as Kind)}
        items={kinds.map((k) => ({ key: k.key, label: k.label }))}
      />
      <ProductsTable key={kind} kind={kind} />
      {creating && <ProductFormModal kind={kind} onClose={() => setCreating(false)} />}
    </>
  );
}
