/**
 * A member's conditional orders for staff: stops waiting for their trigger (with the trade that
 * fired one, once it did) and the active exits of their positions. Read-only: staff can't place,
 * change or trigger them.
 */
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { MemberTrading } from './member-trading';

type Exit = MemberTrading['exits'][number];
type Order = MemberTrading['orders']['items'][number];

const code = (text: string) => (
  <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
    {text}
  </Typography.Text>
);

const exitColumns: TableColumnsType<Exit> = [
  { title: 'Position', dataIndex: 'positionNo', render: code },
  { title: 'Stock', dataIndex: 'symbol' },
  { title: 'Exit', dataIndex: 'kind', render: (kind: string) => <Tag>{kind}</Tag> },
  { title: 'Trigger in force', dataIndex: 'trigger', align: 'right' },
  { title: 'Limit', dataIndex: 'limit', align: 'right', render: (value: string | null) => value ?? 'market' },
  {
    title: 'Trailing',
    key: 'trail',
    render: (_, row) =>
      row.kind === 'trail' ? `${row.trailWidth ?? `${row.trailPct}%`} from best ${row.trailBest ?? '—'}` : '—',
  },
  { title: 'Status', dataIndex: 'status', render: (status: string) => <Tag color="blue">{status}</Tag> },
];

/** The trigger column of the orders table: the trigger, how long it waits, and the trade that fired it. */
export function triggerText(row: Order): string {
  if (row.triggerPrice === null) return '—';
  const validity = row.validity === 'gtd' ? `until ${row.expiresOn ?? '—'}` : 'today';
  const fired = row.triggeredBy ? ` · fired by #${row.triggeredBy.seq} at ${row.triggeredBy.price}` : '';
  return `${row.triggerPrice} (${validity})${fired}`;
}

export function MemberExitsTable({ exits, loading }: { exits: readonly Exit[] | undefined; loading: boolean }) {
  return (
    <section>
      <Typography.Title level={5}>Exits on open positions</Typography.Title>
      <Table<Exit>
        rowKey="id"
        columns={exitColumns}
        dataSource={exits ? [...exits] : undefined}
        loading={loading}
        pagination={false}
        size="small"
        scroll={{ x: true }}
        locale={{ emptyText: 'No exits set.' }}
        data-testid="trading-exits"
      />
    </section>
  );
}
