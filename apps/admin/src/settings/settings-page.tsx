/** Settings: every public setting, its value and last change; owners edit, others read. */
import { useState } from 'react';
import { Alert, Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { adminApi, isEditableConfigKey } from '@kabuto/contracts';
import { errorMessage } from '../api';
import { canCall } from '../shared/session/permissions';
import { useStaff } from '../shared/session/session';
import { formatTime } from '../ui/format-time';
import { PageTitle } from '../ui/page-title';
import { configDescriptions, runtimeDescriptions } from './config-descriptions';
import { ConfigEditModal } from './config-edit-modal';
import { useConfigList, type ConfigRow } from './config-list';

function meaningOf(name: string): string {
  return isEditableConfigKey(name) ? configDescriptions[name].meaning : (runtimeDescriptions[name] ?? '');
}

export function SettingsPage() {
  const staff = useStaff();
  const mayEdit = canCall(adminApi.configSet, staff.role);
  const list = useConfigList();
  const [editing, setEditing] = useState<ConfigRow | null>(null);

  const columns: TableColumnsType<ConfigRow> = [
    {
      title: 'Setting',
      dataIndex: 'name',
      width: '36%',
      render: (name: string) => (
        <>
          <Typography.Text strong>{name}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {meaningOf(name)}
          </Typography.Text>
        </>
      ),
    },
    {
      title: 'Value',
      dataIndex: 'value',
      render: (value: string, row) => (
        <Typography.Text code data-testid={`config-value-${row.name}`}>
          {value}
        </Typography.Text>
      ),
    },
    { title: 'Last changed', dataIndex: 'updatedAt', width: 200, render: (updatedAt: string | null) => formatTime(updatedAt) },
    {
      title: '',
      key: 'action',
      width: 110,
      align: 'right',
      render: (_, row) =>
        !row.editable ? (
          <Tag>Read-only</Tag>
        ) : mayEdit ? (
          <Button
            size="small"
            onClick={() => setEditing(row)}
            data-testid={`config-edit-${row.name}`}
            aria-label={`Edit ${row.name}`}
          >
            Edit
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageTitle title="Settings">
        The public settings the member app reads. Every change is checked, applied at once, and written to the audit log.
      </PageTitle>
      {!mayEdit && (
        <Alert
          type="info"
          showIcon
          message="You can read these settings; only owners can change them."
          style={{ marginBottom: 16 }}
          data-testid="config-read-only"
        />
      )}
      {list.isError && <Alert type="error" showIcon message={errorMessage(list.error)} style={{ marginBottom: 16 }} />}
      <Table<ConfigRow>
        rowKey="name"
        columns={columns}
        dataSource={list.data}
        loading={list.isPending}
        pagination={false}
        size="middle"
        data-testid="config-table"
      />
      {editing && <ConfigEditModal key={editing.name} row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
