/** Audit log: every staff change, newest first, paged on the server, searchable by keyword. */
import { Alert, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../api';
import { formatTime } from '../ui/format-time';
import { PageTitle } from '../ui/page-title';
import { AuditChangeView } from './audit-change-view';
import { useAuditList, type AuditEntry } from './audit-list';

const pageSize = 20;

// A row is as tall as its list of changed fields; the short columns read better at its top.
const top = () => ({ style: { verticalAlign: 'top' } });

const columns: TableColumnsType<AuditEntry> = [
  { title: 'When', dataIndex: 'createdAt', width: 180, onCell: top, render: (createdAt: string) => formatTime(createdAt) },
  { title: 'Who', dataIndex: 'staff', width: 110, onCell: top },
  { title: 'What', dataIndex: 'action', width: 120, onCell: top, render: (action: string) => <Tag>{action}</Tag> },
  {
    title: 'Target',
    dataIndex: 'target',
    width: 120,
    onCell: top,
    render: (target: string) => <Typography.Text code>{target}</Typography.Text>,
  },
  {
    title: 'Before → after',
    key: 'change',
    onCell: top,
    render: (_, entry) => <AuditChangeView before={entry.before} after={entry.after} />,
  },
];

export function AuditPage() {
  // The keyword and page live in the address, so a filtered view can be bookmarked or shared.
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAuditList({ keyword: keyword || undefined, page, size: pageSize });

  const show = (next: { keyword: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.keyword) search.set('keyword', next.keyword);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <>
      <PageTitle title="Audit log">
        Every change made by staff, newest first. Search matches the action, the target and the staff username.
      </PageTitle>
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        placeholder="Search action, target or staff"
        allowClear
        enterButton="Search"
        onSearch={(value) => show({ keyword: value.trim(), page: 1 })}
        style={{ maxWidth: 420, marginBottom: 16 }}
        data-testid="audit-search"
        aria-label="Search the audit log"
      />
      {list.isError && <Alert type="error" showIcon message={errorMessage(list.error)} style={{ marginBottom: 16 }} />}
      <Table<AuditEntry>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        size="middle"
        tableLayout="fixed"
        data-testid="audit-table"
        pagination={{
          current: page,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total} entries`,
          onChange: (next) => show({ keyword, page: next }),
        }}
      />
    </>
  );
}
