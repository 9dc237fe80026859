/**
 * Confirms one change that staff must give a reason for (a halt, a restriction): what will
 * happen, the reason, and the server's refusal if there is one. The caller sends the change.
 */
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { errorMessage } from '../api';

interface Props {
  title: string;
  consequence: string;
  confirmLabel: string;
  /** The label of the reason field, saying who reads it. */
  reasonLabel: string;
  danger: boolean;
  pending: boolean;
  error: unknown;
  /** Prefix of the test ids: `<prefix>-reason`, `-confirm`, `-cancel`, `-consequence`, `-error`. */
  testIdPrefix: string;
  /** The confirm button's test id, when it is not `<prefix>-confirm`. */
  confirmTestId?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function ReasonModal(props: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const id = (part: string) => `${props.testIdPrefix}-${part}`;
  return (
    <Modal
      open
      title={props.title}
      onCancel={props.onClose}
      maskClosable={!props.pending}
      footer={[
        <Button key="cancel" onClick={props.onClose} data-testid={id('cancel')}>
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          danger={props.danger}
          loading={props.pending}
          onClick={() => form.submit()}
          data-testid={props.confirmTestId ?? id('confirm')}
        >
          {props.confirmLabel}
        </Button>,
      ]}
    >
      <Typography.Paragraph data-testid={id('consequence')}>{props.consequence}</Typography.Paragraph>
      {props.error !== null && props.error !== undefined && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={errorMessage(props.error)}
          style={{ marginBottom: 16 }}
          data-testid={id('error')}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reason }) => props.onConfirm(reason.trim())}
        initialValues={{ reason: '' }}
      >
        <Form.Item
          label={props.reasonLabel}
          name="reason"
          rules={[
            { required: true, whitespace: true, message: 'Give a reason.' },
            { max: 500, message: 'At most 500 characters.' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus data-testid={id('reason')} aria-label="Reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
