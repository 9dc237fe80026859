/** Members: search by account prefix, newest first, paged; a row opens the member's page. */
import { Alert, Input, Table, type TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api';
import { formatTime } from '../../ui/format-time';
import { PageTitle } from '../../ui/page-title';
import { StatusTag } from '../../ui/status-tag';
import { useMembersList, type MemberRow } from './members-list';
import { RestrictionTags } from './restriction-tags';

const pageSize = 20;

const columns: TableColumnsType<MemberRow> = [
  {
    title: 'Account',
    dataIndex: 'account',
    render: (account: string, row) => (
      <Link to={`/members/${row.id}`} data-testid={`member-open-${row.id}`}>
        {account}
      </Link>
    ),
  },
  { title: 'Name', dataIndex: 'realName', render: (name: string | null) => name ?? '—' },
  { title: 'Verification', dataIndex: 'kycStatus', render: (status: string) => <StatusTag status={status} /> },
  {
    title: 'Restrictions',
    dataIndex: 'restrictions',
    render: (_, row) => <RestrictionTags restrictions={row.restrictions} testId={`member-restrictions-${row.id}`} />,
  },
  { title: 'Joined', dataIndex: 'createdAt', width: 200, render: (createdAt: string) => formatTime(createdAt) },
];

export function MembersPage() {
  // The keyword and page live in the address, so a search can be bookmarked or shared.
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useMembersList({ keyword: keyword || undefined, page, size: pageSize });

  const show = (next: { keyword: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.keyword) search.set('keyword', next.keyword);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <>
      <PageTitle title="Members">
        Every member, newest first. Search finds accounts that start with the digits you type.
      </PageTitle>
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        placeholder="Account starts with…"
        allowClear
        enterButton="Search"
        inputMode="numeric"
        onSearch={(value) => show({ keyword: value.trim(), page: 1 })}
        style={{ maxWidth: 340, marginBottom: 16 }}
        data-testid="members-search"
        aria-label="Search members by account"
      />
      {list.isError && <Alert type="error" showIcon message={errorMessage(list.error)} style={{ marginBottom: 16 }} />}
      <Table<MemberRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        size="middle"
        data-testid="members-table"
        pagination={{
          current: page,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total} ${total === 1 ? 'member' : 'members'}`,
          onChange: (next) => show({ keyword, page: next }),
        }}
      />
    </>
  );
}
