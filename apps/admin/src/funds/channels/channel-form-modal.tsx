/** Creates a deposit channel or changes one: name, currency, limits, the payee account, active. */
import { useState } from 'react';
import { Alert, App, Button, Col, Form, Input, Modal, Row, Select, Switch } from 'antd';
import { channelSaveRequest, currencies } from '@kabuto/contracts';
import { zodRule } from '../../ui/zod-rule';
import {
  accountNumberHint,
  amountProblem,
  channelFields,
  channelSaveBody,
  channelSaveProblem,
  initialValues,
  rangeProblem,
  type ChannelFormValues,
} from './channel-form';
import { useSaveChannel } from './channel-save';
import type { ChannelRow } from './channels-list';

interface Props {
  /** The channel being changed, or null to create one. */
  existing: ChannelRow | null;
  onClose: () => void;
}

const currencyOptions = currencies.map((currency) => ({ value: currency, label: currency }));
const shape = channelSaveRequest.shape;

export function ChannelFormModal({ existing, onClose }: Props) {
  const [form] = Form.useForm<ChannelFormValues>();
  const save = useSaveChannel();
  const { message } = App.useApp();
  const [general, setGeneral] = useState<string | null>(null);

  const submit = (values: ChannelFormValues) => {
    setGeneral(null);
    save.mutate(channelSaveBody(values, existing), {
      onSuccess: () => {
        void message.success(existing ? `${values.name.trim()} saved.` : `${values.name.trim()} created.`);
        onClose();
      },
      onError: (error) => {
        const problem = channelSaveProblem(error);
        form.setFields(
          channelFields.flatMap((name) => {
            const text = problem.fields[name];
            return text ? [{ name, errors: [text] }] : [];
          }),
        );
        setGeneral(problem.general);
      },
    });
  };

  // Limits are checked in the chosen currency, so changing it re-checks both.
  const amountRule = (field: 'min' | 'max') => ({
    validator: async (_: unknown, value: string | undefined) => {
      const currency = form.getFieldValue('currency') as ChannelFormValues['currency'];
      const text = value ?? '';
      const problem =
        amountProblem(text, currency) ??
        (field === 'max' ? rangeProblem(form.getFieldValue('min') as string, text, currency) : null);
      if (problem) throw new Error(problem);
    },
  });

  return (
    <Modal
      open
      width={640}
      title={existing ? `Edit ${existing.name}` : 'New deposit channel'}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="channel-cancel">
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="channel-submit">
          {existing ? 'Save' : 'Create'}
        </Button>,
      ]}
    >
      {general && (
        <Alert type="error" showIcon role="alert" message={general} style={{ marginBottom: 16 }} data-testid="channel-error" />
      )}
      <Form<ChannelFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={initialValues(existing)}
        data-testid="channel-form"
      >
        <Row gutter={16}>
          <Col span={16}>
            <Form.Item label="Name members see" name="name" rules={[zodRule(shape.name)]}>
              <Input data-testid="channel-name" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="Currency" name="currency">
              <Select
                options={currencyOptions}
                onChange={() => void form.validateFields(['min', 'max']).catch(() => undefined)}
                data-testid="channel-currency"
                aria-label="Currency"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Smallest deposit" name="min" rules={[amountRule('min')]}>
              <Input inputMode="decimal" data-testid="channel-min" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Largest deposit" name="max" dependencies={['min']} rules={[amountRule('max')]}>
              <Input inputMode="decimal" data-testid="channel-max" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Bank" name="bankName" rules={[zodRule(shape.bankName)]}>
              <Input data-testid="channel-bank" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Branch" name="branchName" rules={[zodRule(shape.branchName)]}>
              <Input data-testid="channel-branch" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="Account number"
              name="accountNumber"
              extra={accountNumberHint}
              rules={[zodRule(shape.accountNumber)]}
            >
              <Input inputMode="numeric" data-testid="channel-account-number" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Account name" name="accountName" rules={[zodRule(shape.accountName)]}>
              <Input data-testid="channel-account-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="Active"
          name="active"
          valuePropName="checked"
          extra="Members see only active channels; deposits already announced on this one stay in the queue."
        >
          <Switch data-testid="channel-active" aria-label="Active" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
