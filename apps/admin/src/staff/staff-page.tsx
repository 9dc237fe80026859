/** Staff (owners only): every back-office account, with create and edit. */
import { useState } from 'react';
import { Alert, Badge, Button, Table, Tag, type TableColumnsType } from 'antd';
import { errorMessage } from '../api';
import { useStaff } from '../auth/session';
import { formatTime } from '../ui/format-time';
import { PageTitle } from '../ui/page-title';
import { RoleTag } from '../ui/role-tag';
import { StaffFormModal } from './staff-form-modal';
import { useStaffList, type StaffRow } from './staff-list';

/** Which form is open: none, the create form, or the edit form of one member. */
type Editing = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; row: StaffRow };

export function StaffPage() {
  const me = useStaff();
  const list = useStaffList();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });

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
    { title: 'Created', dataIndex: 'createdAt', render: (createdAt: string) => formatTime(createdAt) },
    {
      title: '',
      key: 'action',
      align: 'right',
      render: (_, row) => (
        <Button
          size="small"
          onClick={() => setEditing({ kind: 'edit', row })}
          data-testid={`staff-edit-${row.username}`}
          aria-label={`Edit ${row.username}`}
        >
          Edit
        </Button>
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
    </>
  );
}
