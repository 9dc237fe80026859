/**
 * Confirms one review decision. Approving asks only for a second look at what will happen;
 * rejecting also asks for the reason the member will read. A 409 (someone else decided first)
 * closes the dialog and is reported by the screen, which has refreshed by then.
 */
import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Typography } from 'antd';
import type { ReviewCall } from './review-call';
import { decisionFailure, reasonProblem, type DecisionRequest } from './review-rules';

interface Props {
  request: DecisionRequest;
  review: ReviewCall;
  onClose: () => void;
  onConflict: (message: string) => void;
}

export function DecisionModal({ request, review, onClose, onConflict }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string | null>(null);
  const rejecting = request.decision === 'reject';

  const submit = ({ reason }: { reason?: string }) => {
    setProblem(null);
    review.mutate(
      { id: request.id, approve: !rejecting, reason: (reason ?? '').trim() },
      {
        onSuccess: () => {
          void message.success(`${request.subject} ${rejecting ? 'rejected' : 'approved'}.`);
          onClose();
        },
        onError: (error) => {
          const failure = decisionFailure(error, request.subject);
          if (failure.conflict) {
            onConflict(failure.message);
            onClose();
          } else setProblem(failure.message);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={request.title}
      onCancel={onClose}
      maskClosable={!review.isPending}
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="decision-cancel">
          Cancel
        </Button>,
        <Button
          key="confirm"
          type="primary"
          danger={rejecting}
          loading={review.isPending}
          onClick={() => form.submit()}
          data-testid="decision-confirm"
        >
          {request.confirmLabel}
        </Button>,
      ]}
    >
      <div data-testid="decision-modal">
        <Typography.Paragraph data-testid="decision-consequence">{request.consequence}</Typography.Paragraph>
        {problem && (
          <Alert type="error" showIcon role="alert" message={problem} style={{ marginBottom: 16 }} data-testid="decision-error" />
        )}
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ reason: '' }}>
          {rejecting && (
            <Form.Item
              label="Reason (the member reads this)"
              name="reason"
              rules={[
                {
                  validator: async (_, value: string | undefined) => {
                    const text = reasonProblem('reject', value ?? '');
                    if (text) throw new Error(text);
                  },
                },
              ]}
            >
              <Input.TextArea rows={3} maxLength={500} showCount autoFocus data-testid="decision-reason" aria-label="Reason" />
            </Form.Item>
          )}
        </Form>
      </div>
    </Modal>
  );
}
