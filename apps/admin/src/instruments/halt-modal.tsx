/** Confirms a halt or a resumption of one instrument and asks why; the reason goes to the audit log. */
import { Alert, App, Button, Form, Input, Modal, Typography } from 'antd';
import { errorMessage } from '../api';
import { useHaltInstrument } from './instrument-halt';
import type { HaltChange } from './instrument-view';

interface Props {
  change: HaltChange;
  onClose: () => void;
}

export function HaltModal({ change, onClose }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const halt = useHaltInstrument();
  const { message } = App.useApp();

  const save = ({ reason }: { reason: string }) =>
    halt.mutate(
      { symbol: change.symbol, halted: change.halted, reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(change.halted ? `Trading in ${change.symbol} halted.` : `Trading in ${change.symbol} resumed.`);
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={change.title}
      onCancel={onClose}
      maskClosable={!halt.isPending}
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="halt-cancel">
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          danger={change.halted}
          loading={halt.isPending}
          onClick={() => form.submit()}
          data-testid="halt-confirm"
        >
          {change.action}
        </Button>,
      ]}
    >
      <Typography.Paragraph data-testid="halt-consequence">{change.consequence}</Typography.Paragraph>
      {halt.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={errorMessage(halt.error)}
          style={{ marginBottom: 16 }}
          data-testid="halt-error"
        />
      )}
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ reason: '' }}>
        <Form.Item
          label="Reason"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: 'Give a reason.' },
            { max: 500, message: 'At most 500 characters.' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus data-testid="halt-reason" aria-label="Reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
