/**
 * Edits one setting. The value is checked with the contract's rule before it is sent; the
 * server checks again, and its answer (a field error or anything else) is shown in place.
 * The parent mounts this per row, so each opening starts clean.
 */
import { Alert, App, Button, Form, Input, Modal, Typography } from 'antd';
import { isEditableConfigKey } from '@kabuto/contracts';
import { errorMessage, fieldMessage, isApiError } from '../api';
import { configDescriptions } from './config-descriptions';
import type { ConfigRow } from './config-list';
import { useSetConfig } from './config-set';
import { configValueProblem, normaliseConfigValue } from './config-value';

interface Props {
  row: ConfigRow;
  onClose: () => void;
}

export function ConfigEditModal({ row, onClose }: Props) {
  const [form] = Form.useForm<{ value: string }>();
  const setConfig = useSetConfig();
  const { message } = App.useApp();
  const description = isEditableConfigKey(row.name) ? configDescriptions[row.name] : null;

  const save = ({ value }: { value: string }) =>
    setConfig.mutate(
      { name: row.name, value: normaliseConfigValue(value) },
      {
        onSuccess: () => {
          void message.success(`${row.name} saved.`);
          onClose();
        },
        onError: (error) => {
          const code = isApiError(error) ? error.fields.value : undefined;
          if (code) form.setFields([{ name: 'value', errors: [fieldMessage(code)] }]);
        },
      },
    );

  // A field error is shown under the input; anything else (forbidden, network…) above the form.
  const generalError = setConfig.isError && !(isApiError(setConfig.error) && setConfig.error.fields.value);

  return (
    <Modal
      open
      title={`Edit ${row.name}`}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="config-cancel">
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={setConfig.isPending} onClick={() => form.submit()} data-testid="config-save">
          Save
        </Button>,
      ]}
    >
      {description && <Typography.Paragraph type="secondary">{description.meaning}</Typography.Paragraph>}
      {generalError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={errorMessage(setConfig.error)}
          style={{ marginBottom: 16 }}
          data-testid="config-error"
        />
      )}
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ value: row.value }}>
        <Form.Item
          label="Value"
          name="value"
          extra={description?.format}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = configValueProblem(row.name, value ?? '');
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input
            data-testid="config-value-input"
            aria-label={`New value of ${row.name}`}
            autoFocus
            onPressEnter={() => form.submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
