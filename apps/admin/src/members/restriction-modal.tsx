/**
 * Confirms one restriction change and asks why. Only the flipped flag is sent, so a change made
 * by another owner to a different flag meanwhile is never overwritten.
 */
import { Alert, App, Button, Form, Input, Modal, Typography } from 'antd';
import { errorMessage } from '../api';
import { useRestrictMember } from './member-restrict';
import type { RestrictionChange } from './restrictions';

interface Props {
  userId: number;
  change: RestrictionChange;
  onClose: () => void;
}

export function RestrictionModal({ userId, change, onClose }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const restrict = useRestrictMember();
  const { message } = App.useApp();

  const save = ({ reason }: { reason: string }) =>
    restrict.mutate(
      { userId, flags: { [change.flag]: change.on }, reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success('Restriction saved.');
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={change.title}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="restriction-cancel">
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          danger={change.on}
          loading={restrict.isPending}
          onClick={() => form.submit()}
          data-testid="restriction-save"
        >
          {change.on ? 'Set restriction' : 'Lift restriction'}
        </Button>,
      ]}
    >
      <Typography.Paragraph data-testid="restriction-consequence">{change.consequence}</Typography.Paragraph>
      {restrict.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={errorMessage(restrict.error)}
          style={{ marginBottom: 16 }}
          data-testid="restriction-error"
        />
      )}
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ reason: '' }}>
        <Form.Item
          label="Reason (the member reads this)"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: 'Give a reason.' },
            { max: 500, message: 'At most 500 characters.' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus data-testid="restriction-reason" aria-label="Reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
