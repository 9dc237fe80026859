/** Deposit channels: the firm's bank accounts members pay into; owners create and edit, others read. */
import { useState } from 'react';
import { Alert, Badge, Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { adminApi } from '@kabuto/contracts';
import { errorMessage } from '../../api';
import { canCall } from '../../shared/session/permissions';
import { useStaff } from '../../shared/session/session';
import { formatAmount } from '../../ui/money';
import { PageTitle } from '../../ui/page-title';
import { ChannelFormModal } from './channel-form-modal';
import { useChannelsList, type ChannelRow } from './channels-list';

/** Which form is open: none, the create form, or the edit form of one channel. */
type Editing = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; row: ChannelRow };

function channelColumns(mayEdit: boolean, edit: (row: ChannelRow) => void): TableColumnsType<ChannelRow> {
  return [
    { title: 'Name', dataIndex: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    { title: 'Currency', dataIndex: 'currency', render: (currency: string) => <Tag>{currency}</Tag> },
    {
      title: 'Limits',
      key: 'limits',
      render: (_, row) => `${formatAmount(row.min, row.currency)} – ${formatAmount(row.max, row.currency)}`,
    },
    {
      title: 'Pay into',
      key: 'payee',
      render: (_, row) => (
        <>
          {row.payee.bankName}, {row.payee.branchName}
          <br />
          <Typography.Text code>{row.payee.accountNumber}</Typography.Text> {row.payee.accountName}
        </>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'active',
      render: (active: boolean, row) => (
        <Badge
          status={active ? 'success' : 'default'}
          text={active ? 'Active' : 'Inactive'}
          data-testid={`channel-status-${row.id}`}
        />
      ),
    },
    {
      title: '',
      key: 'action',
      align: 'right',
      render: (_, row) =>
        mayEdit && (
          <Button size="small" onClick={() => edit(row)} data-testid={`channel-edit-${row.id}`} aria-label={`Edit ${row.name}`}>
            Edit
          </Button>
        ),
    },
  ];
}

export function ChannelsPage() {
  const staff = useStaff();
  const mayEdit = canCall(adminApi.channelsSave, staff.role);
  const list = useChannelsList();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const close = () => setEditing({ kind: 'none' });

  return (
    <>
      <PageTitle
        title="Deposit channels"
        extra={
          mayEdit && (
            <Button type="primary" onClick={() => setEditing({ kind: 'create' })} data-testid="channel-create">
              New channel
            </Button>
          )
        }
      >
        The firm’s own bank accounts that members transfer deposits into, with the smallest and largest deposit each accepts.
      </PageTitle>
      {!mayEdit && (
        <Alert
          type="info"
          showIcon
          message="You can read the channels; only owners can change them."
          style={{ marginBottom: 16 }}
          data-testid="channels-read-only"
        />
      )}
      {list.isError && <Alert type="error" showIcon message={errorMessage(list.error)} style={{ marginBottom: 16 }} />}
      <Table<ChannelRow>
        rowKey="id"
        columns={channelColumns(mayEdit, (row) => setEditing({ kind: 'edit', row }))}
        dataSource={list.data}
        loading={list.isPending}
        pagination={false}
        size="middle"
        locale={{ emptyText: 'No channels yet: members cannot deposit until there is one.' }}
        data-testid="channels-table"
      />
      {editing.kind === 'create' && <ChannelFormModal existing={null} onClose={close} />}
      {editing.kind === 'edit' && <ChannelFormModal key={editing.row.id} existing={editing.row} onClose={close} />}
    </>
  );
}
