/**
 * Instruments: every listed stock and index with its trading state and last price, searchable
 * by code or name. Owners halt or resume trading in one, with a reason; others read.
 */
import { useState } from 'react';
import { Alert, Button, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { adminApi } from '@kabuto/contracts';
import { errorMessage } from '../api';
import { canCall } from '../shared/session/permissions';
import { useStaff } from '../shared/session/session';
import { PageTitle } from '../ui/page-title';
import { HaltModal } from './halt-modal';
import { boardLabel, haltChange, priceText, sectorLabel, type HaltChange } from './instrument-view';
import { useInstrumentsList, type InstrumentRow } from '../shared/market/instruments-list';

const pageSize = 20;

function instrumentColumns(mayHalt: boolean, open: (change: HaltChange) => void): TableColumnsType<InstrumentRow> {
  return [
    { title: 'Code', dataIndex: 'symbol', render: (symbol: string) => <Typography.Text code>{symbol}</Typography.Text> },
    { title: 'Name', dataIndex: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    {
      title: 'Kind',
      dataIndex: 'kind',
      render: (kind: string) => <Tag color={kind === 'index' ? 'purple' : 'default'}>{kind}</Tag>,
    },
    { title: 'Board', dataIndex: 'board', render: (board: string | null) => boardLabel(board) },
    { title: 'Sector', dataIndex: 'sector', render: (sector: string | null) => sectorLabel(sector) },
    {
      title: 'Last',
      dataIndex: 'last',
      align: 'right',
      render: (last: string | null, row) => (
        <span style={{ whiteSpace: 'nowrap' }} data-testid={`instrument-last-${row.symbol}`}>
          {priceText(last)}
        </span>
      ),
    },
    {
      title: 'Trading',
      dataIndex: 'halted',
      render: (halted: boolean, row) => (
        <Tag color={halted ? 'red' : 'green'} data-testid={`instrument-state-${row.symbol}`}>
          {halted ? 'halted' : 'trading'}
        </Tag>
      ),
    },
    {
      title: '',
      key: 'action',
      align: 'right',
      render: (_, row) =>
        mayHalt &&
        row.kind === 'stock' && (
          <Button
            size="small"
            danger={!row.halted}
            onClick={() => open(haltChange(row, !row.halted))}
            data-testid={`instrument-${row.halted ? 'resume' : 'halt'}-${row.symbol}`}
          >
            {row.halted ? 'Resume' : 'Halt'}
          </Button>
        ),
    },
  ];
}

export function InstrumentsPage() {
  const staff = useStaff();
  const mayHalt = canCall(adminApi.instrumentsHalt, staff.role);
  // The keyword and page live in the address, so a search can be bookmarked or shared.
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useInstrumentsList({ keyword: keyword || undefined, page, size: pageSize });
  const [change, setChange] = useState<HaltChange | null>(null);

  const show = (next: { keyword: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.keyword) search.set('keyword', next.keyword);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <>
      <PageTitle title="Instruments">
        The simulated market’s stocks and indices, stocks first. A halted stock is quoted as halted until an owner resumes it.
      </PageTitle>
      {!mayHalt && (
        <Alert
          type="info"
          showIcon
          message="You can read the instruments; only owners can halt or resume trading."
          style={{ marginBottom: 16 }}
          data-testid="instruments-read-only"
        />
      )}
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        placeholder="Code or name…"
        allowClear
        enterButton="Search"
        onSearch={(value) => show({ keyword: value.trim(), page: 1 })}
        style={{ maxWidth: 340, marginBottom: 16 }}
        data-testid="instruments-search"
        aria-label="Search instruments by code or name"
      />
      {list.isError && <Alert type="error" showIcon message={errorMessage(list.error)} style={{ marginBottom: 16 }} />}
      <Table<InstrumentRow>
        rowKey="symbol"
        columns={instrumentColumns(mayHalt, setChange)}
        dataSource={list.data?.items}
        loading={list.isFetching}
        size="middle"
        data-testid="instruments-table"
        locale={{ emptyText: keyword ? `No instrument matches “${keyword}”.` : 'No instruments.' }}
        pagination={{
          current: page,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total} ${total === 1 ? 'instrument' : 'instruments'}`,
          onChange: (next) => show({ keyword, page: next }),
        }}
      />
      {change && <HaltModal key={`${change.symbol}-${String(change.halted)}`} change={change} onClose={() => setChange(null)} />}
    </>
  );
}
