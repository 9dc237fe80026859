/** A queue's table: one page of items from the server, with its error and page switcher. */
import { Alert, Table, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../api';
import type { QueueView } from './queue-view';

interface Props<T extends { id: number }, S extends string> {
  testId: string;
  columns: TableColumnsType<T>;
  list: UseQueryResult<{ items: T[]; total: number }>;
  view: QueueView<S>;
  onChange: (view: QueueView<S>) => void;
  pageSize: number;
  /** What one item and several are called in the total, e.g. `['deposit', 'deposits']`. */
  noun: readonly [one: string, other: string];
}

export function QueueTable<T extends { id: number }, S extends string>(props: Props<T, S>) {
  const { list, view, onChange, pageSize } = props;
  return (
    <>
      {list.isError && <Alert type="error" showIcon message={errorMessage(list.error)} style={{ marginBottom: 16 }} />}
      <Table<T>
        rowKey="id"
        columns={props.columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        size="middle"
        data-testid={props.testId}
        locale={{ emptyText: view.status === 'pending' ? 'Nothing is waiting.' : 'Nothing matches.' }}
        pagination={{
          current: view.page,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total} ${total === 1 ? props.noun[0] : props.noun[1]}`,
          onChange: (page) => onChange({ ...view, page }),
        }}
      />
    </>
  );
}
