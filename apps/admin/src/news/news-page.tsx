/**
 * News: articles staff write and the market notes written at each close, newest first. Owners
 * and support write, change and delete articles; market notes open read-only; others read.
 */
import { useState } from 'react';
import { Alert, App, Button, Popconfirm, Space, Table, Tag, Typography, type ButtonProps, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { adminApi } from '@kabuto/contracts';
import { errorMessage } from '../api';
import { canCall } from '../shared/session/permissions';
import { useStaff } from '../shared/session/session';
import { PageTitle } from '../ui/page-title';
import { TimeCell } from '../ui/time-cell';
import { displayTitle, languageNames, writtenLanguages } from './article-form';
import { ArticleEditorModal } from './article-editor-modal';
import { useDeleteNews } from './news-delete';
import { useNewsList, type NewsRow } from './news-list';

const pageSize = 20;

/** Which editor is open: none, a new article, or one item (read-only for a market note). */
type Editing = { kind: 'none' } | { kind: 'create' } | { kind: 'open'; row: NewsRow };

const languageShort = { en: 'EN', tw: '繁', jp: '日' } as const;

function KindTag({ row }: { row: NewsRow }) {
  return (
    <Tag color={row.kind === 'article' ? 'blue' : 'purple'} data-testid={`news-kind-${row.id}`}>
      {row.kind === 'article' ? 'article' : 'market note'}
    </Tag>
  );
}

function newsColumns(mayWrite: boolean, open: (row: NewsRow) => void, remove: (row: NewsRow) => void) {
  const columns: TableColumnsType<NewsRow> = [
    { title: 'Published', dataIndex: 'publishedAt', width: 130, render: (iso: string) => <TimeCell iso={iso} /> },
    { title: 'Kind', dataIndex: 'kind', width: 120, render: (_, row) => <KindTag row={row} /> },
    {
      title: 'Title',
      key: 'title',
      render: (_, row) => (
        <>
          <Typography.Link onClick={() => open(row)} data-testid={`news-open-${row.id}`}>
            {displayTitle(row)}
          </Typography.Link>
          <br />
          <Space size={4} style={{ marginTop: 4 }}>
            {writtenLanguages(row).map((language) => (
              <Tag key={language} bordered={false} title={languageNames[language]}>
                {languageShort[language]}
              </Tag>
            ))}
          </Space>
        </>
      ),
    },
    {
      title: 'Codes',
      dataIndex: 'symbols',
      width: 220,
      render: (symbols: string[]) => (symbols.length === 0 ? '—' : symbols.map((symbol) => <Tag key={symbol}>{symbol}</Tag>)),
    },
    { title: 'Source', dataIndex: 'source', width: 170 },
  ];
  if (!mayWrite) return columns;
  columns.push({
    title: '',
    key: 'action',
    align: 'right',
    render: (_, row) =>
      row.kind === 'article' && (
        <Space>
          <Button size="small" onClick={() => open(row)} data-testid={`news-edit-${row.id}`}>
            Edit
          </Button>
          <Popconfirm
            title="Delete this article?"
            description="Members no longer see it; the audit log keeps its text."
            okText="Delete"
            okButtonProps={{ danger: true, 'data-testid': `news-delete-confirm-${row.id}` } as ButtonProps}
            onConfirm={() => remove(row)}
          >
            <Button size="small" danger data-testid={`news-delete-${row.id}`}>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
  });
  return columns;
}

export function NewsPage() {
  const staff = useStaff();
  const mayWrite = canCall(adminApi.newsSave, staff.role);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useNewsList({ page, size: pageSize });
  const remove = useDeleteNews();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const close = () => setEditing({ kind: 'none' });

  const deleteRow = (row: NewsRow) =>
    remove.mutate(row.id, { onSuccess: () => void message.success(`“${displayTitle(row)}” deleted.`) });

  return (
    <>
      <PageTitle
        title="News"
        extra={
          mayWrite && (
            <Button type="primary" onClick={() => setEditing({ kind: 'create' })} data-testid="news-create">
              New article
            </Button>
          )
        }
      >
        What members read, newest first. Articles are written here in English, Traditional Chinese and Japanese; readers get their
        language, else Japanese, else English. Market notes are written from the closing prices at each close and cannot be
        changed.
      </PageTitle>
      {!mayWrite && (
        <Alert
          type="info"
          showIcon
          message="You can read the news; owners and support write it."
          style={{ marginBottom: 16 }}
          data-testid="news-read-only"
        />
      )}
      {list.isError && <Alert type="error" showIcon message={errorMessage(list.error)} style={{ marginBottom: 16 }} />}
      {remove.isError && (
        <Alert
          type="error"
          showIcon
          message={errorMessage(remove.error)}
          style={{ marginBottom: 16 }}
          data-testid="news-delete-error"
        />
      )}
      <Table<NewsRow>
        rowKey="id"
        columns={newsColumns(mayWrite, (row) => setEditing({ kind: 'open', row }), deleteRow)}
        dataSource={list.data?.items}
        loading={list.isFetching}
        size="middle"
        data-testid="news-table"
        locale={{ emptyText: 'No news yet.' }}
        pagination={{
          current: page,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total} ${total === 1 ? 'item' : 'items'}`,
          onChange: (next) => setParams(next > 1 ? { page: String(next) } : {}),
        }}
      />
      {editing.kind === 'create' && <ArticleEditorModal existing={null} readOnly={false} onClose={close} />}
      {editing.kind === 'open' && (
        <ArticleEditorModal
          key={editing.row.id}
          existing={editing.row}
          readOnly={!mayWrite || editing.row.kind !== 'article'}
          onClose={close}
        />
      )}
    </>
  );
}
