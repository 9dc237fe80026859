/** Creates a staff member or changes one: username, role, active, and a password (reset). */
import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Select, Switch } from 'antd';
import { newPasswordSchema, staffRoles, staffSaveRequest } from '@kabuto/contracts';
import { zodRule } from '../ui/zod-rule';
import { initialValues, staffSaveBody, staffSaveProblem, usernameHint, type StaffFormValues } from './staff-form';
import type { StaffRow } from './staff-list';
import { useSaveStaff } from './staff-save';

interface Props {
  /** The member being changed, or null to create one. */
  existing: StaffRow | null;
  isSelf: boolean;
  onClose: () => void;
}

const formFields = ['username', 'role', 'active', 'password'] as const;
const roleOptions = staffRoles.map((role) => ({ value: role, label: role }));

export function StaffFormModal({ existing, isSelf, onClose }: Props) {
  const [form] = Form.useForm<StaffFormValues>();
  const save = useSaveStaff();
  const { message } = App.useApp();
  const [general, setGeneral] = useState<string | null>(null);

  const submit = (values: StaffFormValues) => {
    setGeneral(null);
    save.mutate(staffSaveBody(values, existing), {
      onSuccess: () => {
        void message.success(existing ? `${values.username} updated.` : `${values.username} created.`);
        onClose();
      },
      onError: (error) => {
        const problem = staffSaveProblem(error);
        form.setFields(
          formFields.flatMap((name) => {
            const text = problem.fields[name];
            return text ? [{ name, errors: [text] }] : [];
          }),
        );
        setGeneral(problem.general);
      },
    });
  };

  // For an existing member a blank password means "keep it", so the contract rule only runs on input.
  const passwordRule = zodRule(newPasswordSchema, { allowBlank: existing !== null });

  return (
    <Modal
      open
      title={existing ? `Edit ${existing.username}` : 'New staff member'}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="staff-submit">
          {existing ? 'Save' : 'Create'}
        </Button>,
      ]}
    >
      {general && (
        <Alert type="error" showIcon role="alert" message={general} style={{ marginBottom: 16 }} data-testid="staff-error" />
      )}
      {isSelf && (
        <Alert
          type="warning"
          showIcon
          message="This is your own account. Deactivating it or setting a new password signs you out."
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<StaffFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={initialValues(existing)}
        data-testid="staff-form"
      >
        <Form.Item
          label="Username"
          name="username"
          extra={usernameHint}
          rules={[zodRule(staffSaveRequest.shape.username, { hint: usernameHint })]}
        >
          <Input autoComplete="off" data-testid="staff-username" />
        </Form.Item>
        <Form.Item label="Role" name="role">
          <Select options={roleOptions} data-testid="staff-role" aria-label="Role" />
        </Form.Item>
        <Form.Item
          label="Active"
          name="active"
          valuePropName="checked"
          extra="An inactive member cannot sign in; their sessions end at once."
        >
          <Switch data-testid="staff-active" aria-label="Active" />
        </Form.Item>
        <Form.Item
          label={existing ? 'New password' : 'Password'}
          name="password"
          extra={existing ? 'Leave blank to keep the current password.' : '8 to 64 characters, with letters and digits.'}
          rules={[passwordRule]}
        >
          <Input.Password autoComplete="new-password" data-testid="staff-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
