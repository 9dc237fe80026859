/** Staff (owners only): every back-office account, with create and edit. */
import { useState } from 'react';
import { Alert, Badge, Button, Table, Tag, type TableColumnsType } from 'antd';
import { errorMessage } from '../api';
import { useStaff } from '../shared/session/session';
import { formatTime } from '../ui/format-time';
import { PageTitle } from '../ui/page-title';
import { RoleTag } from '../ui/role-tag';
import { ReasonModal } from '../ui/reason-modal';
import { StaffFormModal } from './staff-form-modal';
import { useResetFactor } from './staff-reset-factor';
import { useStaffList, type StaffRow } from './staff-list';

/** Which form is open: none, the create form, or the edit form of one member. */
type Editing = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; row: StaffRow } | { kind: 'reset'; row: StaffRow };

export function StaffPage() {
  const me = useStaff();
  const list = useStaffList();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const reset = useResetFactor();

  const columns: TableColumnsType<StaffRow> = [
    {
      title: 'Username',
      dataIndex: 'username',
      render: (username: string, row) => (
        <>
          {username} {row.id === me.id && <Tag>you</Tag>}
        </>
      ),
    },
    { title: 'Role', dataIndex: 'role', render: (_, row) => <RoleTag role={row.role} /> },
    {
      title: 'Status',
      dataIndex: 'active',
      render: (active: boolean) => <Badge status={active ? 'success' : 'default'} text={active ? 'Active' : 'Inactive'} />,
    },
    {
      title: 'Two-step sign-in',
      dataIndex: 'hasFactor',
      render: (hasFactor: boolean) => (
        <Badge status={hasFactor ? 'success' : 'warning'} text={hasFactor ? 'Set up' : 'At next sign-in'} />
      ),
    },
    { title: 'Created', dataIndex: 'createdAt', render: (createdAt: string) => formatTime(createdAt) },
    {
      title: '',
      key: 'action',
      align: 'right',
      render: (_, row) => (
        <>
          {row.hasFactor && row.id !== me.id && (
            <Button
              size="small"
              danger
              style={{ marginRight: 8 }}
              onClick={() => {
                reset.reset();
                setEditing({ kind: 'reset', row });
              }}
              data-testid={`staff-reset-${row.username}`}
            >
              Reset two-step
            </Button>
          )}
          <Button
            size="small"
            onClick={() => setEditing({ kind: 'edit', row })}
            data-testid={`staff-edit-${row.username}`}
            aria-label={`Edit ${row.username}`}
          >
            Edit
          </Button>
        </>
      ),
    },
  ];

  const close = () => setEditing({ kind: 'none' });
  return (
    <>
      <PageTitle
        title="Staff"
        extra={
          <Button type="primary" onClick={() => setEditing({ kind: 'create' })} data-testid="staff-create">
            New staff member
          </Button>
        }
      >
        Owners can do everything; reviewers decide review queues; support reads. At least one active owner always remains.
      </PageTitle>
      {list.isError && <Alert type="error" showIcon message={errorMessage(list.error)} style={{ marginBottom: 16 }} />}
      <Table<StaffRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data}
        loading={list.isPending}
        pagination={false}
        size="middle"
        data-testid="staff-table"
      />
      {editing.kind === 'create' && <StaffFormModal existing={null} isSelf={false} onClose={close} />}
      {editing.kind === 'edit' && (
        <StaffFormModal key={editing.row.id} existing={editing.row} isSelf={editing.row.id === me.id} onClose={close} />
      )}
      {editing.kind === 'reset' && (
        <ReasonModal
          title={`Reset two-step sign-in of ${editing.row.username}`}
          consequence="Their authenticator and recovery codes stop working and their sessions end. They set up a new authenticator at their next sign-in."
          confirmLabel="Reset"
          reasonLabel="Reason (kept in the audit log)"
          danger
          pending={reset.isPending}
          error={reset.error}
          testIdPrefix="staff-reset"
          onConfirm={(reason) => reset.mutate({ id: editing.row.id, reason }, { onSuccess: close })}
          onClose={close}
        />
      )}
    </>
  );
}
